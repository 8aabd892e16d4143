import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLAN_CATALOGUE } from '@agulhadas/domain/plans/plan-catalogue';
import { DEFAULT_PERIOD_LABEL, PLAN_PERIODS, periodLabel, periodMonths } from '@agulhadas/domain/plans/plan-periods';
import { TRIAL_BADGE_TEXT, TRIAL_DAYS, hasFreeTrial } from '@agulhadas/domain/plans/free-trial';
import { WAITING_LIST_PRICES } from '../../../src/features/plans/model/waiting-list-prices';
import { planCards } from '../../../src/features/plans/model/plan-cards';

describe('period labels', () => {
  it.each([
    ['M', '1 mês'],
    ['3M', '3 meses'],
    ['4M', '4 meses'],
    ['6M', '6 meses'],
    ['A', '1 ano'],
  ])('%s reads %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it.each([undefined, null, '', 'X', '12M'])('falls back to 1 mês for %p', (period) => {
    expect(periodLabel(period)).toBe('1 mês');
    expect(DEFAULT_PERIOD_LABEL).toBe('1 mês');
  });

  it('knows the months of each period', () => {
    expect(PLAN_PERIODS.map(periodMonths)).toEqual([1, 3, 4, 6, 12]);
  });
});

describe('plan cards of /assinatura', () => {
  const cards = planCards(DEFAULT_PLAN_CATALOGUE);

  it('shows Free, Basic, Subscriber and VIP in that order', () => {
    expect(cards.map((c) => c.title)).toEqual(['Grátis', 'Básico', 'Assinante', 'VIP']);
    expect(cards.map((c) => c.monthlyPriceCents)).toEqual([0, 7500, 15000, 20000]);
    expect(cards.map((c) => c.annualPriceCents)).toEqual([null, null, 150000, 200000]);
    expect(cards.map((c) => c.hasOneOffTab)).toEqual([false, false, true, true]);
  });

  it('writes the features in Portuguese', () => {
    expect(cards[0].features).toEqual(['40 ativos liberados', 'Com anúncios', 'Dados com atraso de 20 minutos']);
    expect(cards[2].features).toContain('Alertas ilimitados no Telegram');
    expect(cards[3].features).toContain('Painel em tempo real com captura a cada 1 segundo (beta)');
    expect(planCards(DEFAULT_PLAN_CATALOGUE, { freeDelayMinutes: 15 })[0].features[2]).toBe(
      'Dados com atraso de 15 minutos',
    );
  });
});

describe('7-day trial', () => {
  it('applies unless a voucher or the 30-day promo does', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(TRIAL_BADGE_TEXT).toBe('7 dias grátis');
    expect(hasFreeTrial({ hasVoucher: false, isPromo30: false })).toBe(true);
    expect(hasFreeTrial({ hasVoucher: true, isPromo30: false })).toBe(false);
    expect(hasFreeTrial({ hasVoucher: false, isPromo30: true })).toBe(false);
  });
});

describe('sold-out waiting list', () => {
  it('lists the plans page prices, whatever the annual reading', () => {
    expect(WAITING_LIST_PRICES.map((p) => [p.plan, p.priceCents])).toEqual([
      ['assinante_m', 15000],
      ['assinante_a', 150000],
      ['vip_m', 20000],
      ['vip_a', 200000],
    ]);
  });
});
