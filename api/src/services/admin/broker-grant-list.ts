import type { BrokerGrant } from '@agulhadas/domain/admin/broker-grant';
import { auditLog, OLDEST_FIRST } from '../../store/audit-log';
import { pendingGrants } from '../../store/pending-grants';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';
import { BROKER_LEVEL } from '../billing/broker-grants';
import { unixSeconds } from '../billing/calendar';

const GRANT_ACTIONS = ['broker-plan-granted', 'broker-plan-pending', 'broker-plan-pending-applied'] as const;

/** Every grant not removed: live or lapsed subscriptions of the level, and grants waiting for a first sign-in; soonest to end first. */
export async function listBrokerGrants(store: Store, now: Date): Promise<BrokerGrant[]> {
  const subs = await subscriptions(store).find({ level: BROKER_LEVEL, status: 'active' }).toArray();
  const accounts = await users(store)
    .find({ _id: { $in: subs.map((sub) => sub.userId) } })
    .toArray();
  const emailOf = new Map(accounts.map((user) => [user._id, user.email.toLowerCase()]));
  const pending = await pendingGrants(store).find({ level: BROKER_LEVEL }).toArray();
  const trail = await auditLog(store)
    .find({ what: { $in: [...GRANT_ACTIONS] } }, { sort: OLDEST_FIRST })
    .toArray();
  // Oldest first, so the latest grant of each e-mail wins.
  const grantedBy = new Map(trail.map((entry) => [entry.email, entry.who]));
  const brokerOf = new Map(
    trail.map((entry) => [entry.email, typeof entry.after?.broker === 'string' ? entry.after.broker : '']),
  );
  const nowSeconds = unixSeconds(now);
  const rows: BrokerGrant[] = [
    ...subs.map((sub) => {
      const email = emailOf.get(sub.userId) ?? '';
      return {
        email,
        userId: sub.userId,
        expiry: sub.expiry ?? 0,
        grantedBy: grantedBy.get(email) ?? '—',
        broker: brokerOf.get(email) ?? '',
        state: (sub.expiry ?? 0) > nowSeconds ? ('active' as const) : ('expired' as const),
      };
    }),
    ...pending.map((grant) => ({
      email: grant._id,
      userId: null,
      expiry: grant.expiry,
      grantedBy: grant.grantedBy,
      broker: grant.broker ?? '',
      state: grant.expiry > nowSeconds ? ('pending' as const) : ('expired' as const),
    })),
  ];
  return rows.sort((left, right) => left.expiry - right.expiry || left.email.localeCompare(right.email));
}
