import { ObjectId } from 'mongodb';
import type { Store } from './types';

/** What an admin did, or what the product did on an admin's behalf (a pending grant applied at sign-in). */
export type AuditAction =
  | 'broker-plan-granted'
  | 'broker-plan-pending'
  | 'broker-plan-removed'
  | 'broker-plan-pending-removed'
  | 'broker-plan-pending-applied'
  | 'payment-confirmed'
  | 'payment-refused'
  | 'payment-refunded'
  | 'confirmation-email-resent'
  | 'admin-added'
  | 'admin-removed'
  | 'promo-students-imported'
  | 'promo-student-removed'
  | 'user-telegram-unlinked'
  | 'user-push-device-removed'
  | 'user-data-exported'
  | 'user-erased'
  | 'email-resent';

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'broker-plan-granted',
  'broker-plan-pending',
  'broker-plan-removed',
  'broker-plan-pending-removed',
  'broker-plan-pending-applied',
  'payment-confirmed',
  'payment-refused',
  'payment-refunded',
  'confirmation-email-resent',
  'admin-added',
  'admin-removed',
  'promo-students-imported',
  'promo-student-removed',
  'user-telegram-unlinked',
  'user-push-device-removed',
  'user-data-exported',
  'user-erased',
  'email-resent',
];

/** The state of what changed (a subscription, an invoice, an admin entry), or null when there was none. */
export type AuditState = Record<string, string | number | boolean | null> | null;

/** One change, never updated or deleted: who, what, to whom, before and after, when. */
export interface AuditLogDoc {
  /**
   * Orders entries written in the same millisecond: an ObjectId's hex form sorts after the ids the same process made
   * before it (its 24-bit counter wraps once in 16.7 million), so readers sort on `at` and then on `_id` to keep the
   * order the changes were made in. Entries of one millisecond from two processes have no order to keep.
   */
  _id: string;
  /** Who acted, as shown: the admin's e-mail, the name given with an `x-admin-key` call, or 'admin-key'. */
  who: string;
  /** The signed-in admin's user id; null for an `x-admin-key` call (automation, no person behind the session). */
  adminUserId: string | null;
  what: AuditAction;
  /** The person concerned (the payer, the admin added or removed, the grantee). */
  email: string;
  /** null while the e-mail has no account. */
  userId: string | null;
  /** The record acted on (a subscription id, an admin's user id); null when the e-mail alone names it. */
  target: string | null;
  before: AuditState;
  after: AuditState;
  at: string;
}

export type AuditEntry = Omit<AuditLogDoc, '_id' | 'at' | 'adminUserId' | 'target'> & {
  adminUserId?: string | null;
  target?: string | null;
};

/**
 * Read access to the trail. Writes go through appendAudit alone: the trail is append-only, and a test checks that no
 * code updates or deletes it.
 */
export const auditLog = (store: Store) => store.collection<AuditLogDoc>('audit_log');

/** The one way to write the trail: an insert of a new entry, dated by the caller's clock. */
export async function appendAudit(store: Store, entry: AuditEntry, now: Date): Promise<void> {
  await auditLog(store).insertOne({
    _id: new ObjectId().toHexString(),
    adminUserId: null,
    target: null,
    ...entry,
    at: now.toISOString(),
  });
}

/** Oldest first, entries of one millisecond in the order they were written. */
export const OLDEST_FIRST = { at: 1, _id: 1 } as const;
/** Newest first, entries of one millisecond last written first. */
export const NEWEST_FIRST = { at: -1, _id: -1 } as const;

export async function ensureAuditLogIndexes(store: Store): Promise<void> {
  // An account's history, newest first.
  await auditLog(store).createIndex({ email: 1, at: -1 });
  // The back office's trail: newest first, by admin or by action.
  await auditLog(store).createIndex({ at: -1 });
  await auditLog(store).createIndex({ adminUserId: 1, at: -1 });
  await auditLog(store).createIndex({ what: 1, at: -1 });
}
