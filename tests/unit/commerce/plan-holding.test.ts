import { describe, expect, it } from '@jest/globals';
import {
  ALREADY_SUBSCRIBED,
  heldLevels,
  oneOffBelowCardText,
  purchaseRefusal,
} from '@agulhadas/domain/plans/plan-holding';

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

  it('refuses a one-off at or below the level a card subscription pays, allows one above it', () => {
    const held = heldLevels(
      [
        { subId: 'sub_1', level: 'Assinante', status: 'active', expiry: inAMonth },
        { subId: 'one_2', level: 'Basico', status: 'active', expiry: inAMonth },
      ],
      now,
    );
    const refusal =
      'Você já assina o plano Assinante no cartão, com renovação automática. Para mudar de plano, escolha outro plano recorrente.';
    expect(oneOffBelowCardText('Assinante')).toBe(refusal);
    expect(purchaseRefusal(held, 'Assinante', 'one-off')).toBe(refusal);
    expect(purchaseRefusal(held, 'Basico', 'one-off')).toBe(refusal);
    expect(purchaseRefusal(held, 'VIP', 'one-off')).toBeNull();
    // A one-off plan held alone refuses no other one-off (it may be renewed before it ends).
    expect(
      purchaseRefusal(
        heldLevels([{ subId: 'one_3', level: 'VIP', status: 'active', expiry: inAMonth }], now),
        'VIP',
        'one-off',
      ),
    ).toBeNull();
  });
});
