import type { QueueAges } from '@agulhadas/domain/health/health-verdict';
import type { Store } from '../store/types';
import { outboxEmails } from './outbox-emails';
import { pushQueue } from './push-queue';
import { telegramQueue } from './telegram-queue';

/** How long the oldest due message of each queue has waited (ms), null where none is due: what /health watches. */
export async function oldestDueAges(store: Store, now: number): Promise<QueueAges> {
  const dueFilter = { status: 'pending', nextAttemptAt: { $lte: new Date(now).toISOString() } };
  const [telegram, push, email] = await Promise.all(
    [telegramQueue(store), pushQueue(store), outboxEmails(store)].map(async (queue) => {
      const oldest = await queue.findOne(dueFilter, { sort: { nextAttemptAt: 1 }, projection: { nextAttemptAt: 1 } });
      return oldest ? now - Date.parse(oldest.nextAttemptAt) : null;
    }),
  );
  return { telegram: telegram ?? null, push: push ?? null, email: email ?? null };
}

/** The longest wait of any queue, or null when no message is due anywhere. */
export async function oldestDueAge(store: Store, now: number): Promise<number | null> {
  const ages = Object.values(await oldestDueAges(store, now)).filter((age): age is number => age !== null);
  return ages.length ? Math.max(...ages) : null;
}
