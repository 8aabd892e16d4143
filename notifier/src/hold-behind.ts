import type { Document, Filter, StoreCollection } from '@agulhadas/delivery/store/types';

/**
 * Moves one recipient's pending messages (a chat's, a device's) to `until` at the earliest. The recipient's oldest
 * message waits for its retry, and the later ones wait behind it anyway (order is kept); left due, they would get
 * the recipient leased every pass only to be released, taking the turn of recipients with something to send.
 */
export async function holdBehind(queue: StoreCollection<Document>, recipient: Filter, until: number): Promise<void> {
  const at = new Date(until).toISOString();
  await queue.updateMany(
    { ...recipient, status: 'pending', nextAttemptAt: { $lt: at } },
    { $set: { nextAttemptAt: at } },
  );
}
