/**
 * The spec gives two readings of each annual price (spec 01 §3): the plan catalogue (assinante_a 117000,
 * vip_a 156000 cents) and the plans page (R$ 1.500,00 and R$ 2.000,00). The spec says "pick the first";
 * for both figures the first is the catalogue reading: it is named first in the sentence that states the
 * two readings, and it is the table the price ids belong to. It also equals 12 × monthly × 0.65, the
 * one-off 12-month price with the 35% discount. See docs/decisions.md ('Commerce domain').
 */
export type AnnualReading = 'catalogue' | 'plans-page';
export type AnnualPlanKey = 'assinante_a' | 'vip_a';

export const ANNUAL_PRICE_READINGS: Record<AnnualPlanKey, Record<AnnualReading, number>> = {
  assinante_a: { catalogue: 117000, 'plans-page': 150000 },
  vip_a: { catalogue: 156000, 'plans-page': 200000 },
};

export const DEFAULT_ANNUAL_READING: AnnualReading = 'catalogue';
