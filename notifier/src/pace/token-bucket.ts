import { DuplicateKeyError, type Store } from '@agulhadas/delivery/store/types';

/**
 * A token bucket one token deep, shared by every replica through MongoDB: the document holds the time the next
 * token is ready. Taking a token moves that time one spacing on with a compare-and-set, so two replicas never take
 * the same one; a token may be taken ahead (the caller waits for it), and a pause pushes the time forward.
 */
interface BucketDoc {
  _id: string;
  nextAt: number;
}

const buckets = (store: Store) => store.collection<BucketDoc>('notifier_pace');

/**
 * The smallest spacing that keeps at most `limit` sends in any window of `windowMs`, its ends included: `limit + 1`
 * sends then span more than the window.
 */
export function spacingMs(limit: number, windowMs: number): number {
  return Math.floor(windowMs / limit) + 1;
}

/** Takes the next token of `key`: answers the time it may be used (never before `now`). */
export async function takeToken(store: Store, key: string, spacing: number, now: number): Promise<number> {
  for (;;) {
    const bucket = await buckets(store).findOne({ _id: key });
    const at = Math.max(bucket?.nextAt ?? 0, now);
    if (!bucket) {
      try {
        await buckets(store).insertOne({ _id: key, nextAt: at + spacing });
        return at;
      } catch (error) {
        if (error instanceof DuplicateKeyError) continue;
        throw error;
      }
    }
    const taken = await buckets(store).updateOne(
      { _id: key, nextAt: bucket.nextAt },
      { $set: { nextAt: at + spacing } },
    );
    if (taken.modifiedCount === 1) return at;
  }
}

/** No token of `key` before `until` (Telegram's 429 asks every sender of the bot to wait). */
export async function pauseBucket(store: Store, key: string, until: number): Promise<void> {
  await buckets(store).updateOne({ _id: key }, { $max: { nextAt: until } }, { upsert: true });
}
