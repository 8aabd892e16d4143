import { HttpError } from './errors';
import { rateLimits } from '../store/rate-limits';
import { DuplicateKeyError, type Store } from '../store/types';

/** A limit on one user's calls of one kind: `limit` per fixed window of `windowMs`, refused with `message`. */
export interface UserRateRule {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** Counts the call when the window has room; false when it is full (a full window is not written to). */
async function countCall(store: Store, id: string, limit: number, expiresAt: Date): Promise<boolean> {
  const room = await rateLimits(store).updateOne({ _id: id, count: { $lt: limit } }, { $inc: { count: 1 } });
  if (room.matchedCount > 0) return true;
  if (await rateLimits(store).findOne({ _id: id })) return false;
  try {
    await rateLimits(store).insertOne({ _id: id, count: 1, expiresAt });
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    // A parallel call opened the window first: count in it.
    return (
      (await rateLimits(store).updateOne({ _id: id, count: { $lt: limit } }, { $inc: { count: 1 } })).matchedCount > 0
    );
  }
}

/**
 * Counts one call of `userId` under `rule`, in the store (every instance shares the count), or refuses it with a
 * Portuguese 429 and the seconds until the window ends. A refused call changes nothing.
 */
export async function takeUserCall(store: Store, rule: UserRateRule, userId: string, now: Date): Promise<void> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const end = start + rule.windowMs;
  if (await countCall(store, `${rule.name}:${userId}:${start}`, rule.limit, new Date(end))) return;
  throw new HttpError(429, rule.message, { 'retry-after': String(Math.ceil((end - now.getTime()) / 1000)) });
}
