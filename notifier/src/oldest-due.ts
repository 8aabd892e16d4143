import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '@agulhadas/delivery/store/types';

/** How long the oldest due message of any queue has waited, or null when none is due: what /health watches. */
export async function oldestDueAge(store: Store, now: number): Promise<number | null> {
  const dueFilter = { status: 'pending', nextAttemptAt: { $lte: new Date(now).toISOString() } };
  const oldest = await Promise.all(
    [telegramQueue(store), outboxEmails(store), pushQueue(store)].map((queue) =>
      queue.findOne(dueFilter, { sort: { nextAttemptAt: 1 }, projection: { nextAttemptAt: 1 } }),
    ),
  );
  const ages = oldest.flatMap((message) => (message ? [now - Date.parse(message.nextAttemptAt)] : []));
  return ages.length ? Math.max(...ages) : null;
}
