/**
 * Each annual price has two readings: the plans page's R$ 1.500,00 / R$ 2.000,00 per year (the figures the
 * product's copy gives first) and the catalogue's assinante_a 117000 /
 * vip_a 156000 cents, which equal 12 × monthly × 0.65 — the one-off 12-month price with the 35%
 * discount. The recurring yearly price follows the configurable reading (default: the plans page, first);
 * a one-off 12-month purchase always costs the catalogue figure. See docs/decisions/0089-yearly-price-both-readings-each-where-it-belongs.md.
 */
export type AnnualReading = 'catalogue' | 'plans-page';
export type AnnualPlanKey = 'assinante_a' | 'vip_a';

export const ANNUAL_PRICE_READINGS: Record<AnnualPlanKey, Record<AnnualReading, number>> = {
  assinante_a: { catalogue: 117000, 'plans-page': 150000 },
  vip_a: { catalogue: 156000, 'plans-page': 200000 },
};

export const DEFAULT_ANNUAL_READING: AnnualReading = 'plans-page';
