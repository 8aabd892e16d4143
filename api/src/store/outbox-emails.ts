import type { Store } from './types';

/**
 * E-mails waiting to be sent. The API only queues them here; a mail worker (not part of this repo
 * yet) delivers and marks them. Locally the collection is the inbox to inspect (docs/decisions.md).
 */
export interface OutboxEmailDoc {
  _id: string;
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
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
}

export const outboxEmails = (store: Store) => store.collection<OutboxEmailDoc>('outbox_emails');

export async function ensureOutboxEmailIndexes(store: Store): Promise<void> {
  // Per-user rate limit and the worker's queue scan.
  await outboxEmails(store).createIndex({ userId: 1, createdAt: -1 });
  await outboxEmails(store).createIndex({ status: 1, createdAt: 1 });
}
