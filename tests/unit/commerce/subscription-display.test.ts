import { describe, expect, it } from '@jest/globals';
import { expiryDateText, subscriptionLevelText, subscriptionValueText } from '../../../src/lib/subscription-display';
import { currentPlanCards, grantedPlans } from '../../../src/features/plans/model/current-plan';
import { planAbilityLines } from '../../../src/lib/plan-abilities';

const NOW = new Date('2026-11-26T12:00:00Z');
const day = (iso: string) => Date.parse(iso) / 1000;

describe('granted levels on a subscription card', () => {
  it('say what they are instead of the level code', () => {
    expect(subscriptionLevelText('VIP30')).toBe('VIP (promoção de 30 dias)');
    expect(subscriptionLevelText('VIPCORRETORA')).toBe('VIP Corretora');
    expect(subscriptionLevelText('Assinante')).toBe('Assinante');
  });

  it('are free, not a price of R$ 0,00', () => {
    expect(subscriptionValueText({ price: 0, plan: 'vip_m', period: 'M' }, 'VIP30')).toBe('grátis (promoção)');
    expect(subscriptionValueText({ price: 0 }, 'VIPCORRETORA')).toBe('grátis (subsidiada pela corretora)');
    expect(subscriptionValueText({ price: 20000, plan: 'vip_m' }, 'VIP')).toBe('R$\u00a0200,00');
  });

  it('list what they include and exclude from the policy table', () => {
    expect(planAbilityLines('VIPCORRETORA')).toEqual({
      included: [
        'Todos os ativos',
        'Sem anúncios',
        'Dados mais recentes',
        'Ordenação dos ativos',
        'Favoritos sincronizados entre dispositivos',
        'Anotações pessoais nos ativos',
        'Alertas no Telegram',
      ],
      excluded: ['Tempo real', 'Meus ativos', 'Chave para robô, indicador e webhook'],
    });
    expect(planAbilityLines('VIP30').excluded).toEqual(['Tempo real', 'Meus ativos']);
    expect(planAbilityLines('VIP').excluded).toEqual([]);
  });

  it('show their expiry as dd/mm/aaaa, or indefinido', () => {
    expect(expiryDateText(day('2026-12-24T15:00:00Z'))).toBe('24/12/2026');
    expect(expiryDateText(null)).toBe('indefinido');
  });
});

describe('currentPlanCards', () => {
  it('marks no card for a granted plan that lacks part of the VIP card, and lists it on its own until it ends', () => {
    const promo = { subId: 'promo30_ana', level: 'VIP30', status: 'active', expiry: day('2026-12-24T15:00:00Z') };
    const broker = {
      subId: 'corretora_ana',
      level: 'VIPCORRETORA',
      status: 'active',
      expiry: day('2027-06-30T15:00:00Z'),
    };
    expect([...currentPlanCards([promo, broker], NOW)]).toEqual([]);
    expect([...grantedPlans([promo, broker], NOW)]).toEqual([
      ['VIP30', promo.expiry],
      ['VIPCORRETORA', broker.expiry],
    ]);
  });

  it('gives no end to a card subscription (it renews) nor to a grant without an expiry', () => {
    const card = { subId: 'sub_123', level: 'Assinante', status: 'active', expiry: day('2026-12-20T00:00:00Z') };
    const broker = { subId: 'corretora_ana', level: 'VIPCORRETORA', status: 'active', expiry: null };
    expect([...currentPlanCards([card, broker], NOW)]).toEqual([['Assinante', null]]);
    expect([...grantedPlans([card, broker], NOW)]).toEqual([['VIPCORRETORA', null]]);
  });

  it('keeps the longest access of several holdings of one card, and ignores expired or unpaid ones', () => {
    const earlier = { subId: 'pix_0b', level: 'VIP', status: 'active', expiry: day('2026-12-01T00:00:00Z') };
    const oneOff = { subId: 'pix_1', level: 'VIP', status: 'active', expiry: day('2027-02-01T00:00:00Z') };
    const expired = { subId: 'pix_0', level: 'Basico', status: 'active', expiry: day('2026-11-01T00:00:00Z') };
    const unpaid = { subId: 'pix_2', level: 'Assinante', status: 'pending_payment', expiry: null };
    expect([...currentPlanCards([earlier, oneOff, expired, unpaid], NOW)]).toEqual([['VIP', oneOff.expiry]]);
  });
});
