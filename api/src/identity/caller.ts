import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { emailFromIdentity } from '@agulhadas/domain/identity/email-from-identity';
import type { Principal } from '../http/principal';
import { subscriptionsOf, type SubscriptionDoc } from '../store/subscriptions';
import type { Store } from '../store/types';
import { users } from '../store/users';

/** The signed-in user as the API trusts it: id from the principal, e-mail and roles from the database. */
export interface Caller {
  userId: string;
  email: string;
  principal: Principal;
  roles: string[];
  /** The user's subscriptions as read for this request (the roles derive from them), so handlers need not read them again. */
  subscriptions: SubscriptionDoc[];
}

/**
 * The e-mail is the one stored at sign-in (GetRoles reads it from the provider's claims); the principal's
 * `userDetails` may be the person's name in Azure, so it only counts when shaped like an e-mail.
 */
export async function loadCaller(store: Store, principal: Principal, now: Date): Promise<Caller> {
  const [subscriptions, user] = await Promise.all([
    subscriptionsOf(store, principal.userId),
    users(store).findOne({ _id: principal.userId }, { projection: { email: 1 } }),
  ]);
  return {
    userId: principal.userId,
    email: user?.email || emailFromIdentity(principal.userDetails, principal.claims ?? []),
    principal,
    roles: deriveRoles(principal.userId, subscriptions, now),
    subscriptions,
  };
}
