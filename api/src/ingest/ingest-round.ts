import { createHash } from 'node:crypto';
import type { Reading } from '@agulhadas/domain/reading';
import { inSpan } from '@agulhadas/delivery/telemetry/spans';
import { config } from '../config';
import { refreshHoldRatesDaily } from '../alerts/refresh-hold-rates';
import { runAlertsAfterIngest } from '../alerts/run-alerts';
import { assets, type AssetDoc } from '../store/assets';
import { closeRound, openRound, unfinishedRounds, type IngestRoundDoc, type RoundEntry } from '../store/ingest-rounds';
import type { Store } from '../store/types';
import type { IngestBody, IngestItem } from './ingest-schema';
import type { ReadingChange } from './plan-ingest';

/** A round left unfinished this long is completed by whichever round comes next. */
export const STALE_ROUND_MS = 5 * 60 * 1000;

/** Candle and close: tells the reading a round wrote from a later round's update of the same live candle. */
const fingerprint = (reading: Reading): string => `${reading.lastUpdate}|${reading.preco}`;

function itemFingerprint(item: IngestItem): string {
  if ('reading' in item) return `${item.asset}|${item.timeframe}|${fingerprint(item.reading)}`;
  const last = item.candles[item.candles.length - 1]!;
  return `${item.asset}|${item.timeframe}|${item.candles.length}|${item.candles[0]!.time}|${last.time}|${last.close}`;
}

/**
 * Same batch, same id: the robot's replay of a failed batch finds its first attempt's journal. Hashes what
 * identifies each item (asset, timeframe, candle times and last close) rather than the whole ~6 MB body.
 */
export function roundId(batch: IngestBody): string {
  const hash = createHash('sha256').update(batch.capturedAt ?? '');
  for (const item of batch.items) hash.update(`\n${itemFingerprint(item)}`);
  return hash.digest('base64url').slice(0, 32);
}

export const roundEntries = (changes: readonly ReadingChange[]): RoundEntry[] =>
  changes.map(({ asset, timeframe, reading, closed }) => ({
    asset,
    timeframe,
    fingerprint: fingerprint(reading),
    ...(closed.length ? { closed } : {}),
  }));

/** Opens the journal before any reading is written; false when this batch is a replay of an unfinished round. */
export const beginRound = (store: Store, id: string, changes: readonly ReadingChange[], now: Date): Promise<boolean> =>
  changes.length ? openRound(store, id, roundEntries(changes), now) : Promise.resolve(false);

/** Runs the round's alerts and closes its journal. */
export async function completeRound(
  store: Store,
  id: string,
  changes: readonly ReadingChange[],
  updated: readonly AssetDoc[],
  now: Date,
): Promise<number> {
  const fired = await inSpan(
    'api.alert-engine',
    { attributes: { 'agulhadas.changes': changes.length } },
    async (span) => {
      const count = await runAlertsAfterIngest(store, id, changes, updated, now);
      span.setAttribute('agulhadas.alerts_fired', count);
      return count;
    },
  );
  await closeRound(store, id);
  // The pre-close hold rates, once a UTC day, after the round's alerts (a failure here costs the figure a day, not
  // the round); the span records the failure.
  await inSpan('api.hold-rates', {}, () => refreshHoldRatesDaily(store, now, config().localMode)).catch(() => false);
  return fired;
}

/**
 * Finishes the journal from the stored readings. An entry whose reading a later round has replaced is
 * left out: that round evaluated the alerts on its own reading. Notifications have ids derived from the
 * round, so alerts already published by the interrupted attempt are not published twice.
 */
async function resumeRound(store: Store, round: IngestRoundDoc, now: Date): Promise<number> {
  const docs = await assets(store)
    .find({ _id: { $in: [...new Set(round.entries.map((entry) => entry.asset))] } })
    .toArray();
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const changes = round.entries.flatMap(({ asset, timeframe, fingerprint: expected, closed = [] }): ReadingChange[] => {
    const reading = byId.get(asset)?.readings[timeframe];
    return reading && fingerprint(reading) === expected ? [{ asset, timeframe, reading, closed }] : [];
  });
  return completeRound(store, round._id, changes, docs, now);
}

/** Completes this batch's own unfinished journal (it is a replay) and any stale ones; returns the alerts fired. */
export async function resumeUnfinishedRounds(store: Store, id: string, now: Date): Promise<number> {
  let fired = 0;
  for (const round of await unfinishedRounds(store, id, new Date(now.getTime() - STALE_ROUND_MS)))
    fired += await resumeRound(store, round, now);
  return fired;
}
