import { deriveRoles, isUsableSubscription } from '@agulhadas/domain/identity/derive-roles';
import { userIdFromRoles } from '@agulhadas/domain/roles';

const now = new Date('2026-11-21T12:00:00Z');
const inDays = (days: number) => Math.floor(now.getTime() / 1000) + days * 86400;

describe('subscription usability and roles', () => {
  it.each([
    ['active', inDays(10), true],
    ['trialing', inDays(1), true],
    ['active', null, true],
    ['active', inDays(-1), false],
    ['past_due', inDays(10), false],
    ['pending_payment', inDays(10), false],
    ['cancelled', inDays(10), false],
  ] as const)('status %s expiring %s is usable: %s', (status, expiry, usable) => {
    expect(isUsableSubscription({ level: 'VIP', status, expiry }, now)).toBe(usable);
  });

  it('derives Registered, usable paid levels once each, and the key role', () => {
    const roles = deriveRoles(
      'u1',
      [
        { level: 'VIP', status: 'active', expiry: inDays(5) },
        { level: 'VIP', status: 'trialing', expiry: inDays(5) },
        { level: 'Basico', status: 'cancelled', expiry: inDays(5) },
        { level: 'Admin', status: 'active', expiry: inDays(5) },
      ],
      now,
    );
    expect(roles).toEqual(['Registered', 'VIP', 'key_u1']);
    expect(userIdFromRoles(roles)).toBe('u1');
  });

  it('finds no user id without a key_ role', () => {
    expect(userIdFromRoles(['Registered', 'VIP'])).toBeNull();
  });
});
