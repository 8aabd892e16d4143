import { describe, expect, it } from '@jest/globals';
import { ALREADY_SUBSCRIBED, heldLevels, purchaseRefusal } from '../../../src/domain/plans/plan-holding';

const now = new Date('2026-11-24T12:00:00Z');
const inAMonth = Math.floor(now.getTime() / 1000) + 30 * 86400;

describe('plan holdings', () => {
  it('refuses buying again a level paid by a card subscription, allows renewing a one-off and upgrades', () => {
    const held = heldLevels(
      [
        { subId: 'sub_1', level: 'Assinante', status: 'active', expiry: inAMonth },
        { subId: 'one_2', level: 'VIP', status: 'trialing', expiry: inAMonth },
        { subId: 'sub_3', level: 'Basico', status: 'cancelled', expiry: inAMonth },
      ],
      now,
    );
    expect(purchaseRefusal(held, 'Assinante')).toBe(ALREADY_SUBSCRIBED);
    expect(purchaseRefusal(held, 'VIP')).toBeNull();
    expect(purchaseRefusal(held, 'Basico')).toBeNull();
    expect([...held.keys()].sort()).toEqual(['Assinante', 'VIP']);
  });
});
