import type { PlanCatalogue, PlanDefinition } from '@agulhadas/domain/plans/plan-catalogue';
import type { PlanKey } from '@agulhadas/domain/plans/plan-keys';

/** The 'Único' tab: prepaid months and their discounts. */
export interface OneOffDuration {
  months: 1 | 3 | 6 | 12;
  discountPercent: 0 | 15 | 25 | 35;
  /** The catalogue key suffix of that duration. */
  suffix: 'm' | '3' | '6' | 'a';
  label: string;
}

export const ONE_OFF_DURATIONS: readonly OneOffDuration[] = [
  { months: 1, discountPercent: 0, suffix: 'm', label: '1 mês' },
  { months: 3, discountPercent: 15, suffix: '3', label: '3 meses' },
  { months: 6, discountPercent: 25, suffix: '6', label: '6 meses' },
  { months: 12, discountPercent: 35, suffix: 'a', label: '12 meses' },
];

/** Integer arithmetic so 3 × 15000 × 0.85 is exactly 38250, never 38249.999…; rounds half up. */
export function discountedPriceCents(monthlyCents: number, months: number, discountPercent: number): number {
  return Math.round((monthlyCents * months * (100 - discountPercent)) / 100);
}

export interface OneOffOption {
  duration: OneOffDuration;
  plan: PlanDefinition;
  /** The catalogue's one-off price: the one the server charges. */
  priceCents: number;
  /** What the discount rule gives from the monthly price; equal to priceCents. */
  computedPriceCents: number;
}

/** The one-off choices of a level that has them (Assinante, VIP), priced from the catalogue. */
export function oneOffOptions(level: 'Assinante' | 'VIP', catalogue: PlanCatalogue): OneOffOption[] {
  const prefix = level === 'VIP' ? 'vip' : 'assinante';
  const monthly = catalogue[`${prefix}_m`].priceCents ?? 0;
  return ONE_OFF_DURATIONS.map((duration) => {
    const plan = catalogue[`${prefix}_${duration.suffix}` as PlanKey];
    return {
      duration,
      plan,
      priceCents: plan.oneOffPriceCents ?? 0,
      computedPriceCents: discountedPriceCents(monthly, duration.months, duration.discountPercent),
    };
  });
}
