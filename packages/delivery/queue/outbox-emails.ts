import { SETTLED_RETENTION_SECONDS, type QueuedDelivery } from './queued-delivery';
import type { Store } from '../store/types';

/**
 * E-mails to send, and their delivery state: queued once each (queueEmail), sent through SMTP with retries
 * (`services/email`). In local mode without SMTP the collection is the inbox read on /local-email.
 */
export interface OutboxEmailDoc extends QueuedDelivery {
  /** One of the templates in services/email/templates. */
  template: string;
  /** The account's own address (sendEmail never mails an address taken from its body), or the address an admin granted a plan to. */
  to: string;
  /** The support address when the team acts on the e-mail (a broker account to link, an order to ship). */
  bcc: string[];
  subject: string;
  name: string;
  /** '' for an address without an account yet. */
  userId: string;
  /** Template fields; for sendEmail, `email` and `userId` are the caller's, whatever the body said. */
  data: Record<string, string>;
  createdAt: string;
  sentAt?: string;
}

export const outboxEmails = (store: Store) => store.collection<OutboxEmailDoc>('outbox_emails');

export async function ensureOutboxEmailIndexes(store: Store): Promise<void> {
  // Per-user rate limit and the delivery's queue scan.
  await outboxEmails(store).createIndex({ userId: 1, createdAt: -1 });
  await outboxEmails(store).createIndex({ status: 1, nextAttemptAt: 1 });
  await outboxEmails(store).createIndex({ settledAt: 1 }, { expireAfterSeconds: SETTLED_RETENTION_SECONDS });
}
