import type { Store } from './types';

/**
 * Calls counted per user, rule and fixed window, in the database so a limit holds across every Functions
 * instance. A window's document is removed by MongoDB's TTL monitor once the window has ended.
 */
export interface RateLimitDoc {
  /** `<rule>:<userId>:<window start, ms>`. */
  _id: string;
  count: number;
  /** The end of the window (a Date: TTL indexes read only dates). */
  expiresAt: Date;
}

export const rateLimits = (store: Store) => store.collection<RateLimitDoc>('rate_limits');

export async function ensureRateLimitIndexes(store: Store): Promise<void> {
  await rateLimits(store).createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
}
