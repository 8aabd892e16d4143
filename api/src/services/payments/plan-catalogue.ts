import { buildPlanCatalogue, type PlanCatalogue } from '@agulhadas/domain/plans/plan-catalogue';
import { PLAN_KEYS, isPlanKey, type PlanKey } from '@agulhadas/domain/plans/plan-keys';
import { config } from '../../config';

/** Test price ids of the local checkout for every plan sold by card (vip_50 exists only at Stripe). */
const LOCAL_PLAN_PRICE_IDS: Partial<Record<PlanKey, string>> = Object.fromEntries(
  PLAN_KEYS.filter((key) => key !== 'vip_50').map((key) => [key, `price_local_${key}`]),
);

/** The plan catalogue the API charges from: domain prices plus the configured Stripe price ids. */
export function apiPlanCatalogue(): PlanCatalogue {
  const settings = config();
  const configured = Object.fromEntries(
    Object.entries(settings.stripePriceIds).filter(([key]) => isPlanKey(key)),
  ) as Partial<Record<PlanKey, string>>;
  const stripePriceIds = settings.stripeSecretKey ? configured : { ...LOCAL_PLAN_PRICE_IDS, ...configured };
  return buildPlanCatalogue({ stripePriceIds });
}
