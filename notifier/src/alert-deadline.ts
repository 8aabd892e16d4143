import { isTimeframe, TIMEFRAME_MINUTES } from '@agulhadas/domain/timeframes';
import type { Document, Store, StoreCollection } from '@agulhadas/delivery/store/types';

/** The two fields of an alert's notification (written by the API) that date its message. */
interface FiredAlert {
  _id: string;
  timeframe: string;
  timestamp: string;
}

/**
 * The time after which each alert is stale: its timeframe's next close, taken as one timeframe after it fired (on a
 * market that pauses, the real close is later, so an alert is never dropped while still current). Messages that are
 * not alerts (payment notices) have no deadline.
 */
export async function alertDeadlines(store: Store, notificationIds: readonly string[]): Promise<Map<string, number>> {
  const deadlines = new Map<string, number>();
  if (!notificationIds.length) return deadlines;
  const fired = await store
    .collection<FiredAlert>('notifications')
    .find({ _id: { $in: [...notificationIds] } }, { projection: { timeframe: 1, timestamp: 1 } })
    .toArray();
  for (const note of fired) {
    if (isTimeframe(note.timeframe))
      deadlines.set(note._id, Date.parse(note.timestamp) + TIMEFRAME_MINUTES[note.timeframe] * 60_000);
  }
  return deadlines;
}

/** A pending alert message past its deadline: marked `expired` and settled, never sent late. */
export async function markExpired(queue: StoreCollection<Document>, id: string, now: number): Promise<void> {
  await queue.updateOne(
    { _id: id, status: 'pending' },
    {
      $set: {
        status: 'expired',
        sending: false,
        lastError: 'não enviado antes do próximo fechamento',
        settledAt: new Date(now),
      },
    },
  );
}
