import type { Store } from './types';

/** What an admin changed about a user's access, and what the product did on their behalf (a pending grant applied). */
export type AuditAction = 'broker-plan-granted' | 'broker-plan-pending' | 'broker-plan-removed' | 'broker-plan-pending-removed' | 'broker-plan-pending-applied';

/** A subscription's state as the audit records it: level, status and expiry (unix seconds), or null when there was none. */
export type AuditState = { level: string; status: string; expiry: number | null } | null;

/** One change, never updated or deleted: who, what, to whom, before and after, when. */
export interface AuditLogDoc {
  _id: string;
  /** The admin (the name given with the call, else 'admin-key'); for a pending grant applied at sign-in, the admin who granted it. */
  who: string;
  what: AuditAction;
  email: string;
  /** null while the e-mail has no account. */
  userId: string | null;
  before: AuditState;
  after: AuditState;
  at: string;
}

export const auditLog = (store: Store) => store.collection<AuditLogDoc>('audit_log');

export async function ensureAuditLogIndexes(store: Store): Promise<void> {
  // An account's history, newest first.
  await auditLog(store).createIndex({ email: 1, at: -1 });
}
