import { describe, expect, it } from '@jest/globals';
import { expiryDateText, planCardLevel, subscriptionLevelText, subscriptionValueText } from '../../../src/lib/subscription-display';
import { currentPlanCards } from '../../../src/features/plans/model/current-plan';

const NOW = new Date('2026-11-26T12:00:00Z');
const day = (iso: string) => Date.parse(iso) / 1000;

describe('granted levels on a subscription card', () => {
  it('say what they are instead of the level code', () => {
    expect(subscriptionLevelText('VIP30')).toBe('VIP (promoção de 30 dias)');
    expect(subscriptionLevelText('VIPCORRETORA')).toBe('VIP (subsidiada pela corretora)');
    expect(subscriptionLevelText('Assinante')).toBe('Assinante');
  });

  it('are free, not a price of R$ 0,00', () => {
    expect(subscriptionValueText({ price: 0, plan: 'vip_m', period: 'M' }, 'VIP30')).toBe('grátis (promoção)');
    expect(subscriptionValueText({ price: 0 }, 'VIPCORRETORA')).toBe('grátis (subsidiada pela corretora)');
    expect(subscriptionValueText({ price: 20000, plan: 'vip_m' }, 'VIP')).toBe('R$\u00a0200,00');
  });

  it('stand for the VIP card of the plans page', () => {
    expect(planCardLevel('VIP30')).toBe('VIP');
    expect(planCardLevel('VIPCORRETORA')).toBe('VIP');
    expect(planCardLevel('Basico')).toBe('Basico');
  });

  it('show their expiry as dd/mm/aaaa, or indefinido', () => {
    expect(expiryDateText(day('2026-12-24T15:00:00Z'))).toBe('24/12/2026');
    expect(expiryDateText(null)).toBe('indefinido');
  });
});

describe('currentPlanCards', () => {
  it('marks the VIP card for a 30-day promo holder, until the promo ends', () => {
    const promo = { subId: 'promo30_ana', level: 'VIP30', status: 'active', expiry: day('2026-12-24T15:00:00Z') };
    expect([...currentPlanCards([promo], NOW)]).toEqual([['VIP', promo.expiry]]);
  });

  it('gives no end to a card subscription (it renews) nor to a grant without an expiry', () => {
    const card = { subId: 'sub_123', level: 'Assinante', status: 'active', expiry: day('2026-12-20T00:00:00Z') };
    const broker = { subId: 'corretora_ana', level: 'VIPCORRETORA', status: 'active', expiry: null };
    expect(new Map(currentPlanCards([card, broker], NOW))).toEqual(
      new Map([
        ['Assinante', null],
        ['VIP', null],
      ]),
    );
  });

  it('keeps the longest access of several holdings of one card, and ignores expired or unpaid ones', () => {
    const promo = { subId: 'promo30_ana', level: 'VIP30', status: 'active', expiry: day('2026-12-01T00:00:00Z') };
    const oneOff = { subId: 'pix_1', level: 'VIP', status: 'active', expiry: day('2027-02-01T00:00:00Z') };
    const expired = { subId: 'pix_0', level: 'Basico', status: 'active', expiry: day('2026-11-01T00:00:00Z') };
    const unpaid = { subId: 'pix_2', level: 'Assinante', status: 'pending_payment', expiry: null };
    expect([...currentPlanCards([promo, oneOff, expired, unpaid], NOW)]).toEqual([['VIP', oneOff.expiry]]);
  });
});
