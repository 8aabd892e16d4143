import { describe, expect, it } from '@jest/globals';
import {
  DUPLICATE_REFUNDED,
  DUPLICATE_REFUNDED_TEXT,
  liveCardSubscription,
  perPeriodText,
  planChangeKind,
  planChangeQuoteText,
  scheduledChangeText,
} from '@agulhadas/domain/plans/plan-change';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('plan change kind', () => {
  it('a higher level is an upgrade, a lower one a downgrade, whatever the periods', () => {
    expect(planChangeKind({ level: 'Assinante', period: 'M' }, { level: 'VIP', period: 'M' })).toBe('upgrade');
    expect(planChangeKind({ level: 'Basico', period: 'M' }, { level: 'Assinante', period: 'M' })).toBe('upgrade');
    expect(planChangeKind({ level: 'Assinante', period: 'A' }, { level: 'VIP', period: 'M' })).toBe('upgrade');
    expect(planChangeKind({ level: 'VIP', period: 'M' }, { level: 'Assinante', period: 'A' })).toBe('downgrade');
    expect(planChangeKind({ level: 'Assinante', period: 'M' }, { level: 'Basico', period: 'M' })).toBe('downgrade');
  });

  it('the same level to a longer period is an upgrade, to a shorter one a downgrade; the same plan is no change', () => {
    expect(planChangeKind({ level: 'VIP', period: 'M' }, { level: 'VIP', period: 'A' })).toBe('upgrade');
    expect(planChangeKind({ level: 'VIP', period: 'A' }, { level: 'VIP', period: 'M' })).toBe('downgrade');
    expect(planChangeKind({ level: 'VIP', period: 'M' }, { level: 'VIP', period: 'M' })).toBeNull();
  });
});

describe('plan change texts', () => {
  // 2026-12-20 12:00 UTC is 20/12/2026 in Brazil.
  const at = Date.UTC(2026, 11, 20, 12) / 1000;

  it('an upgrade says what is charged today and each renewal after', () => {
    const text = planChangeQuoteText({
      kind: 'upgrade',
      level: 'VIP',
      period: 'M',
      amountDueCents: 3333,
      nextPriceCents: 20000,
      effectiveAt: at,
    });
    expect(plain(text)).toBe('Mudar para VIP: R$ 33,33 hoje, depois R$ 200,00/mês');
    expect(
      plain(
        planChangeQuoteText({
          kind: 'upgrade',
          level: 'Assinante',
          period: 'A',
          amountDueCents: 140000,
          nextPriceCents: 153000,
          effectiveAt: at,
        }),
      ),
    ).toBe('Mudar para Assinante: R$ 1.400,00 hoje, depois R$ 1.530,00/ano');
  });

  it('a downgrade says the day it applies and that nothing is charged today', () => {
    const text = planChangeQuoteText({
      kind: 'downgrade',
      level: 'Assinante',
      period: 'M',
      amountDueCents: 0,
      nextPriceCents: 15000,
      effectiveAt: at,
    });
    expect(plain(text)).toBe('Mudar para Assinante em 20/12/2026: depois R$ 150,00/mês, sem cobrança hoje');
    expect(
      plain(
        planChangeQuoteText({
          kind: 'downgrade',
          level: 'Basico',
          period: 'M',
          amountDueCents: 0,
          nextPriceCents: 7500,
          effectiveAt: at,
        }),
      ),
    ).toBe('Mudar para Básico em 20/12/2026: depois R$ 75,00/mês, sem cobrança hoje');
  });

  it('the account card names the scheduled change; dates are the Brazilian calendar day', () => {
    expect(scheduledChangeText('Assinante', at)).toBe('Muda para Assinante em 20/12/2026');
    // 02:00 UTC on the 21st is still the 20th in São Paulo.
    expect(scheduledChangeText('Assinante', Date.UTC(2026, 11, 21, 2) / 1000)).toBe(
      'Muda para Assinante em 20/12/2026',
    );
    expect(DUPLICATE_REFUNDED_TEXT).toBe('Cobrança em duplicidade: assinatura cancelada e valor reembolsado.');
  });

  it('renewal periods read per month, per year or per months', () => {
    expect([perPeriodText('M'), perPeriodText('A'), perPeriodText('3M')]).toEqual(['/mês', '/ano', '/3 meses']);
  });
});

describe('the live card subscription', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const inAMonth = Math.floor(now.getTime() / 1000) + 30 * 86400;

  it('is a usable card subscription; one-off plans, cancelled, expired and refunded duplicates are not', () => {
    const subs = [
      { subId: 'one_1', level: 'VIP', status: 'active', expiry: inAMonth },
      { subId: 'sub_old', level: 'VIP', status: 'cancelled', expiry: inAMonth },
      { subId: 'sub_past', level: 'VIP', status: 'active', expiry: 100 },
      { subId: 'sub_dup', level: 'VIP', status: 'active', expiry: inAMonth + 10, notice: DUPLICATE_REFUNDED },
      { subId: 'sub_card', level: 'Assinante', status: 'trialing', expiry: inAMonth },
    ];
    expect(liveCardSubscription(subs, now)?.subId).toBe('sub_card');
    expect(liveCardSubscription(subs.slice(0, 4), now)).toBeNull();
  });
});
