import type { PaidLevel } from '../roles';

/** Keys of the plan catalogue. One-off variants use the suffixes _m, _3, _6, _a. */
export const PLAN_KEYS = [
  'basico_m',
  'assinante_m',
  'assinante_a',
  'assinante_3',
  'assinante_6',
  'vip_m',
  'vip_a',
  'vip_3',
  'vip_6',
  'vip_50',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** The levels sold on the plans page; VIP30 and VIPCORRETORA are granted, never bought. */
export type SellableLevel = Extract<PaidLevel, 'Basico' | 'Assinante' | 'VIP'>;
export const SELLABLE_LEVELS: readonly SellableLevel[] = ['Basico', 'Assinante', 'VIP'];

/**
 * Whether a level is one of the plans page's cards. A granted level is never shown as a card: VIPCORRETORA is named
 * VIP but gives what Assinante gives, and VIP30 lacks part of VIP, so either card would misname it.
 */
export function isSellableLevel(level: string): level is SellableLevel {
  return (SELLABLE_LEVELS as readonly string[]).includes(level);
}

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}
