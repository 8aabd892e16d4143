import type { PlanDefinition } from './plan-catalogue';
import type { PlanKey } from './plan-keys';
import type { PlanPeriod } from './plan-periods';

// Apart from the request schemas (plan-price-object.ts): the plans page builds these on its first paint, and the
// schemas would bring the validation library with it.

/** The object the plans page sends. */
export interface PlanPriceObject {
  metadata: { price: number; plan: PlanKey; period: PlanPeriod };
}

export interface SubscriptionCheckoutRequest extends PlanPriceObject {
  hasVoucher: boolean;
  isPromo30: boolean;
}

export function buildPlanPriceObject(plan: PlanDefinition): PlanPriceObject {
  return { metadata: { price: plan.priceCents ?? 0, plan: plan.key, period: plan.period } };
}

export function buildSubscriptionCheckoutRequest(
  plan: PlanDefinition,
  flags: { hasVoucher: boolean; isPromo30: boolean },
): SubscriptionCheckoutRequest {
  return { ...buildPlanPriceObject(plan), hasVoucher: flags.hasVoucher, isPromo30: flags.isPromo30 };
}
