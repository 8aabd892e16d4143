import type { Store } from './types';

/** A plan granted to an e-mail that has no account yet: applied when that e-mail first signs in. */
export interface PendingGrantDoc {
  /** The e-mail, lower-cased (addresses are compared without case). */
  _id: string;
  level: string;
  /** Unix seconds. */
  expiry: number;
  grantedBy: string;
  grantedAt: string;
  /** The partner broker paying for the plan, when named. */
  broker?: string;
}

export const pendingGrants = (store: Store) => store.collection<PendingGrantDoc>('pending_grants');
