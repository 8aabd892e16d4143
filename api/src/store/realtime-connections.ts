import { WATCH_TTL_MS } from '@agulhadas/domain/realtime/watched';
import type { Store } from './types';

/**
 * Open real-time connections, whose they are and which symbols each watches, recorded from the hub's events. The
 * service cannot list a hub's users nor a group's members, and a token is only checked at connect, so this is what
 * lets the publisher find connections whose user lost the plan (realtime/plan-lapse.ts) and send only the symbols
 * someone watches (functions/realtime-watched.ts).
 */
export interface RealtimeConnectionDoc {
  /** The service's connection id. */
  _id: string;
  userId: string;
  connectedAt: string;
  /** The symbol keys it subscribed and has not unsubscribed: its groups. */
  symbols: string[];
  /** The keys of its latest subscribe message and when it came: those symbols owe their new subscriber a first frame. */
  lastSubscribed: string[];
  subscribedAt: string | null;
  /** Every event of the connection moves this on; past it the connection counts as gone (its disconnect was lost). */
  expiresAt: string;
}

export const realtimeConnections = (store: Store) => store.collection<RealtimeConnectionDoc>('realtime_connections');

export async function ensureRealtimeConnectionIndexes(store: Store): Promise<void> {
  await realtimeConnections(store).createIndex({ userId: 1 });
  // The watched-set read (every second) and the purge of expired records select by expiry.
  await realtimeConnections(store).createIndex({ expiresAt: 1 });
}

const expiryFrom = (now: Date) => new Date(now.getTime() + WATCH_TTL_MS).toISOString();

/** Records whose connection counts as open at `now`. */
export const liveAt = (now: Date) => ({ expiresAt: { $gt: now.toISOString() } });

/** How the upstream records connections: the store in both the Azure event handler and the local hub. */
export interface ConnectionRegistry {
  opened(connectionId: string, userId: string, now: Date): Promise<void>;
  /** A subscribe message: its known keys join the connection's watched set. */
  watched(connectionId: string, userId: string, keys: readonly string[], now: Date): Promise<void>;
  /** An unsubscribe message: its keys leave the connection's watched set. */
  unwatched(connectionId: string, keys: readonly string[], now: Date): Promise<void>;
  closed(connectionId: string): Promise<void>;
}

export function storeConnectionRegistry(store: () => Promise<Store>): ConnectionRegistry {
  return {
    async opened(connectionId, userId, now) {
      await realtimeConnections(await store()).updateOne(
        { _id: connectionId },
        {
          $set: {
            userId,
            connectedAt: now.toISOString(),
            symbols: [],
            lastSubscribed: [],
            subscribedAt: null,
            expiresAt: expiryFrom(now),
          },
        },
        { upsert: true },
      );
    },
    async watched(connectionId, userId, keys, now) {
      // An upsert: a live connection whose record expired (a renewal lost) comes back with its next subscribe.
      await realtimeConnections(await store()).updateOne(
        { _id: connectionId },
        {
          $addToSet: { symbols: { $each: [...keys] } },
          $set: { userId, lastSubscribed: [...keys], subscribedAt: now.toISOString(), expiresAt: expiryFrom(now) },
        },
        { upsert: true },
      );
    },
    async unwatched(connectionId, keys, now) {
      await realtimeConnections(await store()).updateOne(
        { _id: connectionId },
        { $pullAll: { symbols: [...keys] }, $set: { expiresAt: expiryFrom(now) } },
      );
    },
    async closed(connectionId) {
      await realtimeConnections(await store()).deleteOne({ _id: connectionId });
    },
  };
}

/**
 * The symbols at least one live connection watches, and those a subscribe message named at or after `since`: two
 * distinct reads over the expiry index, answered by the database (a thousand connections are a thousand small
 * documents, never sent here).
 */
export async function watchedSymbols(
  store: Store,
  now: Date,
  since: Date | null,
): Promise<{ symbols: string[]; subscribed: string[] }> {
  const live = liveAt(now);
  const [symbols, subscribed] = await Promise.all([
    realtimeConnections(store).distinct('symbols', live),
    since
      ? realtimeConnections(store).distinct('lastSubscribed', { ...live, subscribedAt: { $gte: since.toISOString() } })
      : Promise.resolve([]),
  ]);
  const watching = new Set(symbols as string[]);
  // A key subscribed and unsubscribed since is no longer watched.
  return {
    symbols: [...watching].sort(),
    subscribed: (subscribed as string[]).filter((key) => watching.has(key)).sort(),
  };
}

/** Drops the records of connections whose disconnect never came; run with the minute's plan check. */
export async function purgeExpiredConnections(store: Store, now: Date): Promise<number> {
  return (await realtimeConnections(store).deleteMany({ expiresAt: { $lte: now.toISOString() } })).deletedCount;
}
