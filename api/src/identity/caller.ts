import { deriveRoles } from '../../../src/domain/identity/derive-roles';
import type { Principal } from '../http/principal';
import { subscriptionsOf } from '../store/subscriptions';
import type { Store } from '../store/types';

/** The signed-in user as the API trusts it: id from the principal, roles from the database. */
export interface Caller {
  userId: string;
  email: string;
  principal: Principal;
  roles: string[];
}

export async function loadCaller(store: Store, principal: Principal, now: Date): Promise<Caller> {
  const subscriptions = await subscriptionsOf(store, principal.userId);
  return {
    userId: principal.userId,
    email: principal.userDetails,
    principal,
    roles: deriveRoles(principal.userId, subscriptions, now),
  };
}
