import type { Store, StoreCollection } from '../store/types';
import type { DeliveryChannel } from '../telemetry/metric-names';
import { outboxEmails } from './outbox-emails';
import { pushQueue } from './push-queue';
import type { QueuedDelivery } from './queued-delivery';
import { telegramQueue } from './telegram-queue';

/** Messages still to send per channel (pending, due or waiting for their retry): the `queue.backlog` gauge. */
export async function queueBacklogs(store: Store): Promise<Record<DeliveryChannel, number>> {
  const pending = { status: 'pending' };
  const [telegram, push, email] = await Promise.all([
    telegramQueue(store).countDocuments(pending),
    pushQueue(store).countDocuments(pending),
    outboxEmails(store).countDocuments(pending),
  ]);
  return { telegram, push, email };
}

export interface WindowOutcomes {
  sent: number;
  rateLimited: number;
  failed: number;
  expired: number;
}

/**
 * What each channel's queue records say happened since `since`: messages sent, answered 429, failed and expired.
 * Counted from the store, not from the delivery metrics: those counters live in each notifier process (and restart
 * at zero with it), while the records are shared by every replica. A message answered 429 several times in the
 * window counts once (its last 429 is what the record keeps).
 */
export async function outcomesSince(store: Store, since: number): Promise<Record<DeliveryChannel, WindowOutcomes>> {
  const from = new Date(since);
  const fromIso = from.toISOString();
  const count = async <T extends QueuedDelivery>(queue: StoreCollection<T>): Promise<WindowOutcomes> => {
    const [sent, rateLimited, failed, expired] = await Promise.all([
      queue.countDocuments({ status: 'sent', sentAt: { $gte: fromIso } }),
      queue.countDocuments({ rateLimitedAt: { $gte: fromIso } }),
      queue.countDocuments({ status: 'failed', settledAt: { $gte: from } }),
      queue.countDocuments({ status: 'expired', settledAt: { $gte: from } }),
    ]);
    return { sent, rateLimited, failed, expired };
  };
  const [telegram, push, email] = await Promise.all([
    count(telegramQueue(store)),
    count(pushQueue(store)),
    count(outboxEmails(store)),
  ]);
  return { telegram, push, email };
}
