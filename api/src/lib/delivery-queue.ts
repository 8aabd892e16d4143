import type { Document, Filter, StoreCollection } from '../store/types';

/** A message waiting in a delivery queue (Telegram messages, e-mails). */
export interface QueuedDelivery extends Document {
  _id: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

const LEASE_MS = 60_000;

/** The receiver asked to wait (a rate limit): retried at `retryAt`, without counting as a failed attempt. */
export class DeliveryDeferred extends Error {
  constructor(
    message: string,
    readonly retryAt: Date,
  ) {
    super(message);
  }
}

/** The receiver will never take it (the user blocked the bot, say): failed at once, no retry. */
export class DeliveryRefused extends Error {}

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min… capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/**
 * Delivers the due messages of a queue. Each message is claimed first (conditional update), so two runs never
 * deliver it twice; a failure keeps it pending with a later attempt time, and after `maxAttempts` it is marked
 * failed with its last error. A deferral (rate limit) waits the time asked; a refusal fails at once.
 */
export async function deliverDue<T extends QueuedDelivery>(
  queue: StoreCollection<T>,
  deliver: (message: T) => Promise<void>,
  now: Date,
  options: { maxAttempts: number; limit?: number; only?: Filter },
): Promise<{ sent: number; failed: number }> {
  const due = await queue
    .find({ ...options.only, status: 'pending', nextAttemptAt: { $lte: now.toISOString() } }, { sort: { nextAttemptAt: 1 }, limit: options.limit ?? 500 })
    .toArray();
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    const attempts = message.attempts + 1;
    const claimed = await queue.findOneAndUpdate(
      { _id: message._id, status: 'pending', attempts: message.attempts },
      { $set: { attempts, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() } },
      { returnDocument: 'after' },
    );
    if (!claimed) continue;
    try {
      await deliver(claimed);
      await queue.updateOne({ _id: message._id }, { $set: { status: 'sent', lastError: null, sentAt: now.toISOString() } });
      sent += 1;
    } catch (error) {
      const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
      if (error instanceof DeliveryDeferred) {
        await queue.updateOne({ _id: message._id }, { $set: { attempts: message.attempts, lastError, nextAttemptAt: error.retryAt.toISOString() } });
        continue;
      }
      const giveUp = attempts >= options.maxAttempts || error instanceof DeliveryRefused;
      await queue.updateOne(
        { _id: message._id },
        { $set: { status: giveUp ? 'failed' : 'pending', lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() } },
      );
      failed += 1;
    }
  }
  return { sent, failed };
}
