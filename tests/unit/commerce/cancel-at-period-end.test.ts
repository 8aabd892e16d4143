import { describe, expect, it } from '@jest/globals';
import {
  accessEndsAt,
  canReactivate,
  isSetToCancel,
  reactivationRefusal,
  subscriptionStatusText,
} from '@agulhadas/domain/billing/cancellation';

// 2026-12-15 12:00 UTC = 09:00 in São Paulo; the period ends 2027-01-15 02:00 UTC, still the 14th in São Paulo.
const now = new Date('2026-12-15T12:00:00Z');
const periodEnd = Date.parse('2027-01-15T02:00:00Z') / 1000;
const active = { status: 'active', expiry: periodEnd };

describe('cancel at period end', () => {
  it('is set to cancel by the flag or by a cancel date', () => {
    expect(isSetToCancel(active)).toBe(false);
    expect(isSetToCancel({ ...active, cancelAtPeriodEnd: false, cancelAt: null })).toBe(false);
    expect(isSetToCancel({ ...active, cancelAtPeriodEnd: true })).toBe(true);
    expect(isSetToCancel({ ...active, cancelAt: periodEnd - 86400 })).toBe(true);
  });

  it('keeps access until the earlier of the cancel date and the period end', () => {
    expect(accessEndsAt({ ...active, cancelAtPeriodEnd: true, cancelAt: periodEnd })).toBe(periodEnd);
    expect(accessEndsAt({ ...active, cancelAt: periodEnd - 86400 })).toBe(periodEnd - 86400);
    expect(accessEndsAt({ status: 'active', expiry: null })).toBeNull();
  });

  it("reads 'ativa — não renova; acesso até dd/mm/aaaa' in Brasília time while the paid period runs", () => {
    expect(subscriptionStatusText({ ...active, cancelAtPeriodEnd: true, cancelAt: periodEnd }, now)).toBe(
      'ativa — não renova; acesso até 14/01/2027',
    );
    expect(subscriptionStatusText({ status: 'trialing', expiry: periodEnd, cancelAtPeriodEnd: true }, now)).toBe(
      'em fase de teste — não renova; acesso até 14/01/2027',
    );
  });

  it('reads the plain label when it renews, after the end, or once the provider ended it', () => {
    expect(subscriptionStatusText(active, now)).toBe('ativa');
    expect(subscriptionStatusText({ ...active, cancelAtPeriodEnd: true }, new Date(periodEnd * 1000 + 1000))).toBe(
      'ativa',
    );
    expect(subscriptionStatusText({ status: 'cancelled', expiry: periodEnd, cancelAtPeriodEnd: true }, now)).toBe(
      'cancelada',
    );
  });

  it('may be reactivated only while set to cancel, live and not over', () => {
    expect(canReactivate({ ...active, cancelAtPeriodEnd: true }, now)).toBe(true);
    expect(reactivationRefusal({ ...active, cancelAtPeriodEnd: true }, now)).toBeNull();
    expect(canReactivate(active, now)).toBe(false);
    expect(reactivationRefusal(active, now)).toMatch(/não está cancelada/);
    expect(canReactivate({ ...active, cancelAtPeriodEnd: true }, new Date(periodEnd * 1000))).toBe(false);
    expect(reactivationRefusal({ ...active, cancelAtPeriodEnd: true }, new Date(periodEnd * 1000))).toMatch(
      /já terminou/,
    );
    expect(reactivationRefusal({ status: 'cancelled', expiry: periodEnd, cancelAtPeriodEnd: true }, now)).toMatch(
      /já terminou/,
    );
    expect(reactivationRefusal({ status: 'cancelled', expiry: periodEnd }, now)).toMatch(/já terminou/);
  });
});
