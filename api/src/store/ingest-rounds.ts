import type { Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { Store } from './types';

/** One changed (asset, timeframe) of a round, with the fingerprint of the reading the round wrote. */
export interface RoundEntry {
  asset: string;
  timeframe: Timeframe;
  fingerprint: string;
  /**
   * Readings of the candles the round closed on this series, when it closed any: a resumed round fires close-only
   * alerts on them (the stored reading is the newest candle's only).
   */
  closed?: Reading[];
}

/**
 * Journal of an ingest round whose alerts have not run to the end yet. Written before the readings and
 * removed once the round's alerts are published, so a round cut short by a failure is finished by the robot's
 * replay of the same batch (same id) or, failing that, by any later round once it is stale.
 */
export interface IngestRoundDoc {
  /** Hash of the batch: a replay of the same batch finds the journal of its first attempt. */
  _id: string;
  entries: RoundEntry[];
  createdAt: string;
}

export const ingestRounds = (store: Store) => store.collection<IngestRoundDoc>('ingest_rounds');

/** Opens the round's journal; false when it was already open (this is a replay of an unfinished round). */
export async function openRound(store: Store, id: string, entries: RoundEntry[], now: Date): Promise<boolean> {
  const result = await ingestRounds(store).updateOne(
    { _id: id },
    { $setOnInsert: { entries, createdAt: now.toISOString() } },
    { upsert: true },
  );
  return result.upsertedCount === 1;
}

/** Unfinished rounds to complete now: this batch's own journal (a replay) and any left stale by an earlier failure. */
export function unfinishedRounds(store: Store, id: string, staleBefore: Date): Promise<IngestRoundDoc[]> {
  return ingestRounds(store)
    .find({ $or: [{ _id: id }, { createdAt: { $lt: staleBefore.toISOString() } }] }, { sort: { createdAt: 1 } })
    .toArray();
}

export async function closeRound(store: Store, id: string): Promise<void> {
  await ingestRounds(store).deleteOne({ _id: id });
}

export async function ensureIngestRoundIndexes(store: Store): Promise<void> {
  await ingestRounds(store).createIndex({ createdAt: 1 });
}
