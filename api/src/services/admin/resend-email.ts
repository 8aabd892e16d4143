import { outboxEmails, type OutboxEmailDoc } from '@agulhadas/delivery/queue/outbox-emails';
import { appendAudit } from '../../store/audit-log';
import type { Store } from '../../store/types';

export type ResendOutcome =
  { kind: 'missing' } | { kind: 'not-failed'; email: OutboxEmailDoc } | { kind: 'queued'; email: OutboxEmailDoc };

/**
 * Puts a failed e-mail back in the queue, due now, with its attempts counted afresh and its error cleared (the trail keeps it) (the notifier gives up after a
 * fixed number; an e-mail that had used them up would otherwise fail again at once). The update only matches a
 * failed e-mail, so a second click, or two admins at once, queue it once; the trail keeps before and after.
 */
export async function resendFailedEmail(
  store: Store,
  id: string,
  actor: { who: string; adminUserId: string },
  now: Date,
): Promise<ResendOutcome> {
  const before = await outboxEmails(store).findOneAndUpdate(
    { _id: id, status: 'failed' },
    {
      $set: {
        status: 'pending',
        attempts: 0,
        unknownOutcomes: 0,
        lastError: null,
        nextAttemptAt: now.toISOString(),
        sending: false,
      },
      $unset: { settledAt: '' },
    },
    { returnDocument: 'before' },
  );
  if (!before) {
    const email = await outboxEmails(store).findOne({ _id: id });
    return email ? { kind: 'not-failed', email } : { kind: 'missing' };
  }
  await appendAudit(
    store,
    {
      ...actor,
      what: 'email-resent',
      email: before.to,
      userId: before.userId || null,
      target: before._id,
      before: { status: 'failed', attempts: before.attempts, lastError: before.lastError },
      after: { status: 'pending', attempts: 0, lastError: null },
    },
    now,
  );
  return { kind: 'queued', email: before };
}
