import { describe, expect, it } from '@jest/globals';
import { checkoutOutcome } from '@agulhadas/domain/billing/checkout-outcome';
import { paidPeriodStart } from '@agulhadas/domain/billing/paid-period';
import { trialEmailKey } from '@agulhadas/domain/identity/trial-email-key';
import { showsTrialBadge } from '../../../src/features/plans/model/trial-badge';

describe('the trial badge', () => {
  const plain = { hasVoucher: false, isPromo30: false, signedIn: false, trialDays: undefined, soldOut: false };

  it('shows to visitors unless a voucher or the promo applies', () => {
    expect(showsTrialBadge(plain)).toBe(true);
    expect(showsTrialBadge({ ...plain, hasVoucher: true })).toBe(false);
    expect(showsTrialBadge({ ...plain, isPromo30: true })).toBe(false);
  });

  it('shows to a signed-in user only while the server still grants the trial', () => {
    expect(showsTrialBadge({ ...plain, signedIn: true, trialDays: 7 })).toBe(true);
    expect(showsTrialBadge({ ...plain, signedIn: true, trialDays: 0 })).toBe(false);
    // Before getUserInfo answers, nothing is promised.
    expect(showsTrialBadge({ ...plain, signedIn: true, trialDays: undefined })).toBe(false);
  });

  it('is hidden when the plans are sold out', () => {
    expect(showsTrialBadge({ ...plain, soldOut: true })).toBe(false);
    expect(showsTrialBadge({ ...plain, signedIn: true, trialDays: 7, soldOut: true })).toBe(false);
  });
});

describe('the e-mail a trial is keyed by', () => {
  it.each([
    ['Nome@Gmail.com ', 'nome@gmail.com'],
    ['nome+x@gmail.com', 'nome@gmail.com'],
    ['no.me@gmail.com', 'nome@gmail.com'],
    ['N.o.M.e+promo+2@googlemail.com', 'nome@gmail.com'],
    ['nome+x@empresa.com.br', 'nome@empresa.com.br'],
    // Dots matter outside Gmail: they are different mailboxes there.
    ['no.me@empresa.com.br', 'no.me@empresa.com.br'],
    ['+tag@empresa.com.br', '+tag@empresa.com.br'],
    ['', ''],
    ['sem-arroba', 'sem-arroba'],
  ])('%j → %j', (email, key) => {
    expect(trialEmailKey(email)).toBe(key);
  });
});

describe('a one-off plan paid during its trial', () => {
  const now = 1_800_000_000;
  it('starts its paid period when the trial ends', () => {
    expect(paidPeriodStart({ status: 'trialing', expiry: now + 3 * 86400 }, now)).toBe(now + 3 * 86400);
  });
  it('starts now when there is no running trial', () => {
    expect(paidPeriodStart({ status: 'pending_payment', expiry: null }, now)).toBe(now);
    expect(paidPeriodStart({ status: 'trialing', expiry: now - 1 }, now)).toBe(now);
    expect(paidPeriodStart({ status: 'pending_confirmation', expiry: now + 86400 }, now)).toBe(now);
  });
});

describe('the outcome of a card checkout', () => {
  const sub = (status: string, expiry: number | null) => ({ status, expiry, metadata: { price: 20000 } });
  it('is pending until the subscription is trialing or active', () => {
    expect(checkoutOutcome(null)).toEqual({ state: 'pending' });
    expect(checkoutOutcome(sub('incomplete', null))).toEqual({ state: 'pending' });
  });
  it('is a trial with its end, or a charge of the plan price', () => {
    expect(checkoutOutcome(sub('trialing', 1_800_000_000))).toEqual({ state: 'trial', trialEnd: 1_800_000_000 });
    expect(checkoutOutcome(sub('active', 1_800_000_000))).toEqual({ state: 'charged', amountCents: 20000 });
  });
});
