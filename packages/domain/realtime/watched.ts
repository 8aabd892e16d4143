import { z } from '../validation/zod';

/**
 * The watched set: which symbols at least one live real-time connection has subscribed, so the publisher sends only
 * those. The browser, the API and the robot share these numbers.
 */

/**
 * Web PubSub raises no event while a connection is idle, so the browser re-sends its subscriptions this often; each of
 * its events keeps the connection's watched set alive.
 */
export const WATCH_RENEW_MS = 5 * 60_000;

/**
 * A connection with no event for this long stops counting as watching: its disconnect event was lost. Three renewals,
 * so one late or lost renewal never drops a live connection.
 */
export const WATCH_TTL_MS = 3 * WATCH_RENEW_MS;

/**
 * How often the robot reads the watched set. A subscriber's first frame waits at most this plus the read itself, since
 * the robot publishes a newly subscribed symbol as soon as it reads it: within 2 s.
 */
export const WATCH_REFRESH_MS = 1000;

/**
 * The robot asks for the symbols subscribed since its previous read minus this, so a subscription written while that
 * read ran is not missed; such a symbol is published twice at worst.
 */
export const WATCH_SINCE_OVERLAP_MS = 1000;

/** GET /api/realtimeWatched's answer. */
export const realtimeWatchedSchema = z.object({
  /** The server's clock (epoch ms) when it read the set: the next call's `since`. */
  at: z.number(),
  /** Every symbol watched by at least one live connection. */
  symbols: z.array(z.string()),
  /** Of those, the ones a subscribe message named at or after `since`: their new subscribers need a first frame now. */
  subscribed: z.array(z.string()),
});
export type RealtimeWatched = z.infer<typeof realtimeWatchedSchema>;
