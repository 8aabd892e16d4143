import { recordDelivered } from '@agulhadas/delivery/telemetry/delivery-metrics';
import { hashPersonal } from '@agulhadas/delivery/telemetry/personal-data';
import { inSendSpan } from '../send-span';
import { retryDelayMs } from '@agulhadas/delivery/queue/queued-delivery';
import type { EmailMessage, EmailSender } from '@agulhadas/delivery/email/email-sender';
import { renderEmailFor, type EmailSite } from '@agulhadas/delivery/email/render-email';
import { outboxEmails, type OutboxEmailDoc } from '@agulhadas/delivery/queue/outbox-emails';
import type { Store } from '@agulhadas/delivery/store/types';
import type { Clock } from '../clock';
import { noCounts, type DeliveryCounts } from '../delivery-counts';
import { spacingMs, takeToken } from '../pace/token-bucket';
import { classifySendError, errorText } from '../send-outcome';
import type { ProviderBreaker } from '../breaker/provider-breaker';

/** An e-mail is given up after this many failed attempts (retried with back-off in between). */
export const MAX_EMAIL_ATTEMPTS = 6;
/** The shared bucket of the e-mail provider: every replica takes its tokens there. */
const EMAIL_BUCKET = 'email';

export interface EmailPassOptions {
  store: Store;
  sender: EmailSender;
  site: EmailSite;
  clock: Clock;
  /** EMAIL_PER_SECOND: the provider's sending rate, shared by all replicas. */
  perSecond: number;
  /** Counted from each claim; longer than a send can take. */
  leaseMs: number;
  /** The SMTP server's breaker: while it leaves sends unanswered, only its probe goes. */
  breaker: ProviderBreaker;
}

const iso = (time: number) => new Date(time).toISOString();

/** One e-mail, in its send span (the address hashed: no personal data in telemetry). */
const sendOne = (options: EmailPassOptions, email: OutboxEmailDoc, counts: DeliveryCounts): Promise<void> =>
  inSendSpan('email', email, { 'agulhadas.to': hashPersonal(email.to), 'agulhadas.template': email.template }, () =>
    sendEmail(options, email, counts),
  );

async function sendEmail(options: EmailPassOptions, email: OutboxEmailDoc, counts: DeliveryCounts): Promise<void> {
  const { store, clock } = options;
  const attempts = email.attempts + 1;
  let message: EmailMessage;
  try {
    message = renderEmailFor(email, options.site);
  } catch (error) {
    // A header that cannot be written safely (a line break in an address) never will be: failed at once.
    await outboxEmails(store).updateOne(
      { _id: email._id },
      { $set: { status: 'failed', lastError: errorText(error), settledAt: new Date(clock.now()) } },
    );
    counts.failed += 1;
    return;
  }
  const outcome = await options.breaker.send(
    () => options.sender.send(message),
    (settled) => !settled.ok && classifySendError(settled.error).kind === 'unknown',
  );
  if (!outcome) {
    // Held back by the open breaker: claimed for nothing, so it keeps its attempts and waits for the next probe.
    const retryAt = options.breaker.heldUntil() ?? clock.now();
    await outboxEmails(store).updateOne(
      { _id: email._id },
      { $set: { attempts: email.attempts, nextAttemptAt: iso(retryAt) } },
    );
    return;
  }
  if (outcome.ok) {
    await outboxEmails(store).updateOne(
      { _id: email._id },
      { $set: { status: 'sent', lastError: null, sentAt: iso(clock.now()), settledAt: new Date(clock.now()) } },
    );
    recordDelivered('email', email.closeAt, clock.now());
    counts.sent += 1;
    return;
  }
  const { error } = outcome;
  const failure = classifySendError(error);
  if (failure.kind === 'unknown') {
    // No answer is no failure: the server may have the e-mail, or may be stalled. Retried after the back-off without
    // using an attempt; the recipient may get it twice (counted on the e-mail).
    const unknownOutcomes = (email.unknownOutcomes ?? 0) + 1;
    await outboxEmails(store).updateOne(
      { _id: email._id },
      {
        $set: {
          attempts: email.attempts,
          unknownOutcomes,
          lastError: errorText(error),
          nextAttemptAt: iso(clock.now() + retryDelayMs(unknownOutcomes)),
        },
      },
    );
    counts.unknown += 1;
    return;
  }
  const giveUp = attempts >= MAX_EMAIL_ATTEMPTS || failure.kind === 'refused';
  await outboxEmails(store).updateOne(
    { _id: email._id },
    {
      $set: {
        status: giveUp ? 'failed' : 'pending',
        lastError: errorText(error),
        nextAttemptAt: iso(clock.now() + retryDelayMs(attempts)),
        ...(giveUp ? { settledAt: new Date(clock.now()) } : {}),
      },
    },
  );
  if (giveUp) counts.failed += 1;
}

/**
 * One pass over the e-mail outbox: the due e-mails of the next five seconds of the provider's rate, each on a token
 * of the shared bucket, then claimed (the claim's lease, counted from it, keeps other replicas off while it is
 * sent) and sent. Delivery is at-least-once: a notifier stopped between the provider's answer and the record
 * leaves the e-mail to be sent again after the lease, and a send left unanswered is sent again after its back-off.
 * While the server's breaker is open, only its probe goes.
 */
export async function emailPass(options: EmailPassOptions): Promise<DeliveryCounts> {
  const { store, clock } = options;
  const counts = noCounts();
  await options.breaker.refresh();
  const due = await outboxEmails(store)
    .find(
      { status: 'pending', nextAttemptAt: { $lte: iso(clock.now()) } },
      { sort: { nextAttemptAt: 1 }, limit: options.perSecond * 5 },
    )
    .toArray();
  const sends: Promise<void>[] = [];
  // A token is spent on a claimed e-mail only: one another replica claimed first keeps it for the next.
  let token: number | null = null;
  for (const email of due) {
    // The server is stalled and its probe is not due: the e-mails wait, no token spent.
    if (options.breaker.heldUntil() !== null) break;
    token ??= await takeToken(store, EMAIL_BUCKET, spacingMs(options.perSecond, 1000), clock.now());
    await clock.sleepUntil(token);
    const claimed = await outboxEmails(store).findOneAndUpdate(
      { _id: email._id, status: 'pending', attempts: email.attempts, nextAttemptAt: email.nextAttemptAt },
      { $set: { attempts: email.attempts + 1, nextAttemptAt: iso(clock.now() + options.leaseMs) } },
      { returnDocument: 'after' },
    );
    if (!claimed) continue;
    token = null;
    sends.push(sendOne(options, email, counts));
  }
  await Promise.all(sends);
  return counts;
}
