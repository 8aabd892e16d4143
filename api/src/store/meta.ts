import type { RefusedItem } from '@agulhadas/domain/admin/delivery-overview';
import { WRITE_METHODS, type Store, type StoreCollection } from './types';

/**
 * Data versions: small counters that let readers cache derived views. `assets` is bumped by ingest after it
 * writes readings, so every API instance sees a change through the database; writes made through the `assets`
 * accessor in this process (ingest, seed, tests arranging data) also bump a local counter, see trackWrites.
 */
export interface MetaDoc {
  _id: string;
  version: number;
  updatedAt: string;
  /** On the robot rounds' counter: what the last round was, for the back office's Entregas screen. */
  lastRound?: RobotRoundFacts;
}

/** One robot round as the API applied it: how long it took, how many items, and the refused ones with their reason. */
export interface RobotRoundFacts {
  durationMs: number;
  items: number;
  refusedCount: number;
  /** The first MAX_REFUSED_KEPT refused items: a round refused whole would otherwise bloat the document. */
  refused: RefusedItem[];
}

const MAX_REFUSED_KEPT = 50;

export const meta = (store: Store) => store.collection<MetaDoc>('meta');

const ASSETS = 'assets';

export async function assetsVersion(store: Store): Promise<number> {
  return (await meta(store).findOne({ _id: ASSETS }))?.version ?? 0;
}

/** Moves the assets version on and answers the new one (every instance sees it through the database). */
export async function bumpAssetsVersion(store: Store, now: Date): Promise<number> {
  const doc = await meta(store).findOneAndUpdate(
    { _id: ASSETS },
    { $inc: { version: 1 }, $set: { updatedAt: now.toISOString() } },
    { upsert: true, returnDocument: 'after' },
  );
  return doc?.version ?? 0;
}

const ROBOT_ROUNDS = 'robot-rounds';

/** Counts the robot's rounds and dates the last one (/api/health reports how long ago it was), with its facts. */
export async function recordRobotRound(store: Store, now: Date, facts?: RobotRoundFacts): Promise<void> {
  const lastRound = facts ? { ...facts, refused: facts.refused.slice(0, MAX_REFUSED_KEPT) } : undefined;
  await meta(store).updateOne(
    { _id: ROBOT_ROUNDS },
    { $inc: { version: 1 }, $set: { updatedAt: now.toISOString(), ...(lastRound ? { lastRound } : {}) } },
    { upsert: true },
  );
}

/** The last round's date and facts, or null before the first. */
export async function lastRobotRound(store: Store): Promise<{ at: Date; facts: RobotRoundFacts | null } | null> {
  const doc = await meta(store).findOne({ _id: ROBOT_ROUNDS });
  return doc ? { at: new Date(doc.updatedAt), facts: doc.lastRound ?? null } : null;
}

/** When the robot's last round was applied, or null before the first. */
export async function lastRobotRoundAt(store: Store): Promise<Date | null> {
  const doc = await meta(store).findOne({ _id: ROBOT_ROUNDS });
  return doc ? new Date(doc.updatedAt) : null;
}

const localVersions = new WeakMap<Store, number>();

/** Writes seen in this process per store (bumped when a write settles, so a reader never caches pre-write data under it). */
export function localWriteVersion(store: Store): number {
  return localVersions.get(store) ?? 0;
}

/** The collection, counting its settled writes in localWriteVersion. */
export function trackWrites<T extends { _id?: unknown }>(
  store: Store,
  collection: StoreCollection<T>,
): StoreCollection<T> {
  return new Proxy(collection, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || !WRITE_METHODS.has(property)) return value;
      return (...args: unknown[]) =>
        Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)).finally(() =>
          localVersions.set(store, localWriteVersion(store) + 1),
        );
    },
  });
}
