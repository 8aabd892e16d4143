import type { PlanKey } from '@agulhadas/domain/plans/plan-keys';

/**
 * Prices on the sold-out waiting-list form. Fixed for this form, independent of
 * the annual reading chosen for the catalogue.
 */
export interface WaitingListPrice {
  plan: Extract<PlanKey, 'assinante_m' | 'assinante_a' | 'vip_m' | 'vip_a'>;
  label: string;
  priceCents: number;
}

export const WAITING_LIST_PRICES: readonly WaitingListPrice[] = [
  { plan: 'assinante_m', label: 'Assinante mensal', priceCents: 15000 },
  { plan: 'assinante_a', label: 'Assinante anual', priceCents: 150000 },
  { plan: 'vip_m', label: 'VIP mensal', priceCents: 20000 },
  { plan: 'vip_a', label: 'VIP anual', priceCents: 200000 },
];

export const SOLD_OUT_TITLE = 'Assinaturas esgotadas';
