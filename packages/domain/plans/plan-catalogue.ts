import type { AnnualPlanKey, AnnualReading } from './annual-price-readings';
import { ANNUAL_PRICE_READINGS, DEFAULT_ANNUAL_READING } from './annual-price-readings';
import type { PlanKey, SellableLevel } from './plan-keys';
import type { PlanPeriod } from './plan-periods';

/** How a plan can be bought: card (recurring, the provider's price id) or PIX/crypto (one-off invoice). */
export type PlanBilling = 'recurring' | 'one-off';

export interface PlanDefinition {
  key: PlanKey;
  /** The catalogue's label, verbatim. */
  label: string;
  level: SellableLevel;
  period: PlanPeriod;
  /** Recurring (card) price in integer cents; null when only the payment provider knows it (vip_50). */
  priceCents: number | null;
  /** What a one-off PIX/crypto purchase costs; differs from priceCents only for the yearly plans. */
  oneOffPriceCents: number | null;
  billing: readonly PlanBilling[];
  /** The payment provider's price id from configuration; null when not configured. */
  stripePriceId: string | null;
}

/** Passed in by the caller (API config, client config): no environment access in the domain. */
export interface PlanCatalogueConfig {
  stripePriceIds?: Partial<Record<PlanKey, string>>;
  annualReadings?: Partial<Record<AnnualPlanKey, AnnualReading>>;
}

export type PlanCatalogue = Readonly<Record<PlanKey, PlanDefinition>>;

type PlanSeed = Omit<PlanDefinition, 'stripePriceId' | 'oneOffPriceCents'>;

const BOTH: readonly PlanBilling[] = ['recurring', 'one-off'];
const ONE_OFF: readonly PlanBilling[] = ['one-off'];
const RECURRING: readonly PlanBilling[] = ['recurring'];

function seeds(annual: Record<AnnualPlanKey, number>): PlanSeed[] {
  return [
    // Basic is only offered as 'Assine por R$ 75,00/mês' (card); the one-off tabs are for Subscriber and VIP.
    { key: 'basico_m', label: 'Basico M', level: 'Basico', period: 'M', priceCents: 7500, billing: RECURRING },
    { key: 'assinante_m', label: 'Assinante M', level: 'Assinante', period: 'M', priceCents: 15000, billing: BOTH },
    { key: 'assinante_a', label: 'A', level: 'Assinante', period: 'A', priceCents: annual.assinante_a, billing: BOTH },
    { key: 'assinante_3', label: '3M', level: 'Assinante', period: '3M', priceCents: 38250, billing: ONE_OFF },
    { key: 'assinante_6', label: '6M', level: 'Assinante', period: '6M', priceCents: 67500, billing: ONE_OFF },
    { key: 'vip_m', label: 'VIP M', level: 'VIP', period: 'M', priceCents: 20000, billing: BOTH },
    { key: 'vip_a', label: 'A', level: 'VIP', period: 'A', priceCents: annual.vip_a, billing: BOTH },
    { key: 'vip_3', label: '3M', level: 'VIP', period: '3M', priceCents: 51000, billing: ONE_OFF },
    { key: 'vip_6', label: '6M', level: 'VIP', period: '6M', priceCents: 90000, billing: ONE_OFF },
    // The catalogue gives vip_50 no price: it can only be sold through its provider price id.
    { key: 'vip_50', label: 'VIP M', level: 'VIP', period: 'M', priceCents: null, billing: RECURRING },
  ];
}

export function buildPlanCatalogue(config: PlanCatalogueConfig = {}): PlanCatalogue {
  const reading = (key: AnnualPlanKey) =>
    ANNUAL_PRICE_READINGS[key][config.annualReadings?.[key] ?? DEFAULT_ANNUAL_READING];
  const annual = { assinante_a: reading('assinante_a'), vip_a: reading('vip_a') };
  const entries = seeds(annual).map((seed): [PlanKey, PlanDefinition] => [
    seed.key,
    {
      ...seed,
      // A 12-month one-off is the discounted catalogue figure, whatever reading the yearly card price uses.
      oneOffPriceCents:
        seed.key === 'assinante_a' || seed.key === 'vip_a'
          ? ANNUAL_PRICE_READINGS[seed.key].catalogue
          : seed.priceCents,
      stripePriceId: config.stripePriceIds?.[seed.key] ?? null,
    },
  ]);
  return Object.freeze(Object.fromEntries(entries) as Record<PlanKey, PlanDefinition>);
}

/** The catalogue with default readings and no provider ids, for display-only callers and tests. */
export const DEFAULT_PLAN_CATALOGUE: PlanCatalogue = buildPlanCatalogue();
