import type { PlanBilling, PlanCatalogue, PlanDefinition } from './plan-catalogue';
import { DEFAULT_PLAN_CATALOGUE } from './plan-catalogue';
import type { SellableLevel } from './plan-keys';
import { PLAN_KEYS, SELLABLE_LEVELS, isPlanKey } from './plan-keys';
import { isPlanPeriod } from './plan-periods';

export type PlanRejection =
  'unknown-plan' | 'period-mismatch' | 'billing-not-offered' | 'no-price' | 'no-provider-price';

export type PlanResolution = { ok: true; plan: PlanDefinition } | { ok: false; reason: PlanRejection; message: string };

/** Portuguese because the API answers them to the buyer as 400 messages. */
const MESSAGES: Record<PlanRejection, string> = {
  'unknown-plan': 'Plano inexistente.',
  'period-mismatch': 'O período não corresponde ao plano escolhido.',
  'billing-not-offered': 'Este plano não está disponível nesta forma de pagamento.',
  'no-price': 'Este plano não tem preço definido.',
  'no-provider-price': 'Este plano ainda não está configurado para pagamento com cartão.',
};

const reject = (reason: PlanRejection): PlanResolution => ({ ok: false, reason, message: MESSAGES[reason] });

/**
 * The server's only source of a plan and its price: whatever price the client sent is ignored.
 * With a purpose, also checks the plan can be bought that way (one-off needs cents, recurring a provider id).
 */
export function resolvePlan(
  planKey: unknown,
  catalogue: PlanCatalogue = DEFAULT_PLAN_CATALOGUE,
  purpose?: PlanBilling,
): PlanResolution {
  if (!isPlanKey(planKey)) return reject('unknown-plan');
  const plan = catalogue[planKey];
  if (!purpose) return { ok: true, plan };
  if (!plan.billing.includes(purpose)) return reject('billing-not-offered');
  if (purpose === 'one-off' && plan.oneOffPriceCents == null) return reject('no-price');
  if (purpose === 'recurring' && !plan.stripePriceId) return reject('no-provider-price');
  return { ok: true, plan };
}

function isSellableLevel(value: string): value is SellableLevel {
  return (SELLABLE_LEVELS as readonly string[]).includes(value);
}

/**
 * Resolves the `metadata` of a plan price object. `plan` is a catalogue key ('assinante_3'); a level name
 * ('Assinante') is also accepted with `period`, since provider metadata may carry the level. The period,
 * when given, must agree with the catalogue.
 */
export function resolvePlanFromMetadata(
  metadata: { plan: string; period?: string | null },
  catalogue: PlanCatalogue = DEFAULT_PLAN_CATALOGUE,
  purpose?: PlanBilling,
): PlanResolution {
  const { plan, period } = metadata;
  if (isPlanKey(plan)) {
    if (period != null && period !== '' && period !== catalogue[plan].period) return reject('period-mismatch');
    return resolvePlan(plan, catalogue, purpose);
  }
  if (!isSellableLevel(plan) || !isPlanPeriod(period)) return reject('unknown-plan');
  // vip_50 shares VIP/M with vip_m; the level reading means the regular price.
  const key = PLAN_KEYS.find((k) => k !== 'vip_50' && catalogue[k].level === plan && catalogue[k].period === period);
  return key ? resolvePlan(key, catalogue, purpose) : reject('unknown-plan');
}
