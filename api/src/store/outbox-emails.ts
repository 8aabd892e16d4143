import type { QueuedDelivery } from '../lib/delivery-queue';
import type { Store } from './types';

/**
 * E-mails to send, and their delivery state: queued by the API, sent through SMTP with retries
 * (`services/email`). In local mode without SMTP the collection is the inbox read on /local-email.
 */
export interface OutboxEmailDoc extends QueuedDelivery {
  /** One of the allow-listed templates of POST /api/sendEmail. */
  template: string;
  /** The signed-in user's own address: the API never mails an address taken from a request body. */
  to: string;
  /** The support address, so the team sees the request (e.g. which broker account to link). */
  bcc: string[];
  subject: string;
  name: string;
  userId: string;
  /** Template fields; `email` and `userId` are the caller's, whatever the body said. */
  data: Record<string, string>;
  createdAt: string;
  sentAt?: string;
}

export const outboxEmails = (store: Store) => store.collection<OutboxEmailDoc>('outbox_emails');

export async function ensureOutboxEmailIndexes(store: Store): Promise<void> {
  // Per-user rate limit and the delivery's queue scan.
  await outboxEmails(store).createIndex({ userId: 1, createdAt: -1 });
  await outboxEmails(store).createIndex({ status: 1, nextAttemptAt: 1 });
}
