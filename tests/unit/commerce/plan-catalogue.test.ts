import { describe, expect, it } from '@jest/globals';
import { ANNUAL_PRICE_READINGS } from '@agulhadas/domain/plans/annual-price-readings';
import { DEFAULT_PLAN_CATALOGUE, buildPlanCatalogue } from '@agulhadas/domain/plans/plan-catalogue';
import { PLAN_KEYS } from '@agulhadas/domain/plans/plan-keys';
import { discountedPriceCents, oneOffOptions } from '../../../src/features/plans/model/one-off-durations';

describe('plan catalogue', () => {
  it('holds every key with its label, level, period and cents', () => {
    const rows = PLAN_KEYS.map((key) => {
      const plan = DEFAULT_PLAN_CATALOGUE[key];
      return [plan.key, plan.label, plan.level, plan.period, plan.priceCents];
    });
    expect(rows).toEqual([
      ['basico_m', 'Basico M', 'Basico', 'M', 7500],
      ['assinante_m', 'Assinante M', 'Assinante', 'M', 15000],
      ['assinante_a', 'A', 'Assinante', 'A', 150000],
      ['assinante_3', '3M', 'Assinante', '3M', 38250],
      ['assinante_6', '6M', 'Assinante', '6M', 67500],
      ['vip_m', 'VIP M', 'VIP', 'M', 20000],
      ['vip_a', 'A', 'VIP', 'A', 200000],
      ['vip_3', '3M', 'VIP', '3M', 51000],
      ['vip_6', '6M', 'VIP', '6M', 90000],
      ['vip_50', 'VIP M', 'VIP', 'M', null],
    ]);
  });

  it('marks 3M/6M as one-off only, basico_m and vip_50 as recurring only', () => {
    expect(DEFAULT_PLAN_CATALOGUE.assinante_3.billing).toEqual(['one-off']);
    expect(DEFAULT_PLAN_CATALOGUE.vip_6.billing).toEqual(['one-off']);
    expect(DEFAULT_PLAN_CATALOGUE.basico_m.billing).toEqual(['recurring']);
    expect(DEFAULT_PLAN_CATALOGUE.vip_50.billing).toEqual(['recurring']);
    expect(DEFAULT_PLAN_CATALOGUE.vip_a.billing).toEqual(['recurring', 'one-off']);
  });

  it('defaults the yearly card price to the plans-page reading and switches per figure to the catalogue one', () => {
    expect(ANNUAL_PRICE_READINGS.assinante_a).toEqual({ catalogue: 117000, 'plans-page': 150000 });
    expect(ANNUAL_PRICE_READINGS.vip_a).toEqual({ catalogue: 156000, 'plans-page': 200000 });
    const mixed = buildPlanCatalogue({ annualReadings: { assinante_a: 'catalogue' } });
    expect(mixed.assinante_a.priceCents).toBe(117000);
    expect(mixed.vip_a.priceCents).toBe(200000);
  });

  it('charges a 12-month one-off the catalogue figure whatever the yearly reading', () => {
    for (const reading of ['plans-page', 'catalogue'] as const) {
      const catalogue = buildPlanCatalogue({ annualReadings: { assinante_a: reading, vip_a: reading } });
      expect(catalogue.assinante_a.oneOffPriceCents).toBe(117000);
      expect(catalogue.vip_a.oneOffPriceCents).toBe(156000);
      expect(catalogue.vip_3.oneOffPriceCents).toBe(catalogue.vip_3.priceCents);
    }
  });

  it('takes provider price ids from the config passed in, null otherwise', () => {
    const catalogue = buildPlanCatalogue({ stripePriceIds: { vip_m: 'price_vip_m_test' } });
    expect(catalogue.vip_m.stripePriceId).toBe('price_vip_m_test');
    expect(catalogue.assinante_m.stripePriceId).toBeNull();
    expect(DEFAULT_PLAN_CATALOGUE.vip_m.stripePriceId).toBeNull();
  });

  it('is frozen so no caller can change a price', () => {
    expect(Object.isFrozen(DEFAULT_PLAN_CATALOGUE)).toBe(true);
  });
});

describe('one-off durations and discounts', () => {
  it('computes the discounts with exact integer cents', () => {
    expect(discountedPriceCents(15000, 3, 15)).toBe(38250);
    expect(discountedPriceCents(15000, 6, 25)).toBe(67500);
    expect(discountedPriceCents(20000, 3, 15)).toBe(51000);
    expect(discountedPriceCents(20000, 6, 25)).toBe(90000);
    expect(discountedPriceCents(15000, 12, 35)).toBe(117000);
    expect(discountedPriceCents(20000, 12, 35)).toBe(156000);
    expect(discountedPriceCents(15000, 1, 0)).toBe(15000);
  });

  it.each(['Assinante', 'VIP'] as const)(
    '%s: 1/3/6/12 months, 0/15/25/35%%, computed price = catalogue price',
    (level) => {
      const options = oneOffOptions(level, DEFAULT_PLAN_CATALOGUE);
      expect(options.map((o) => [o.duration.months, o.duration.discountPercent, o.duration.label])).toEqual([
        [1, 0, '1 mês'],
        [3, 15, '3 meses'],
        [6, 25, '6 meses'],
        [12, 35, '12 meses'],
      ]);
      for (const option of options) expect(option.computedPriceCents).toBe(option.priceCents);
    },
  );

  it('maps the durations to the _m, _3, _6, _a keys', () => {
    expect(oneOffOptions('VIP', DEFAULT_PLAN_CATALOGUE).map((o) => o.plan.key)).toEqual([
      'vip_m',
      'vip_3',
      'vip_6',
      'vip_a',
    ]);
  });

  it('prices the 12-month one-off with the 35% discount under either yearly reading', () => {
    for (const reading of ['plans-page', 'catalogue'] as const) {
      const yearly = oneOffOptions('Assinante', buildPlanCatalogue({ annualReadings: { assinante_a: reading } }))[3]!;
      expect(yearly.priceCents).toBe(117000);
      expect(yearly.computedPriceCents).toBe(117000);
    }
  });
});
