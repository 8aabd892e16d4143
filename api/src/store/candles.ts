import type { Candle, Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { Store } from './types';

/** Candles kept per asset and timeframe (history + last): enough to recompute every indicator from scratch (warm-up < 100). */
export const CANDLES_KEPT = 300;

/**
 * Engine input for one asset and timeframe: the streaming engine state, the last candle (possibly forming) and the
 * bounded history of the candles before it. A round rewrites only the small fields and appends to the history
 * (`$push` with `$slice`): the history is never rewritten, so a round's writes do not grow with it.
 */
export interface CandleSeriesDoc {
  /** `${asset}|${timeframe}`. */
  _id: string;
  asset: string;
  timeframe: Timeframe;
  /**
   * The candles before `lastCandle`, oldest first, at most CANDLES_KEPT - 1. Documents written before
   * SERIES_FORMAT (no `format`) held the last candle here too; the next round rewrites them in this format.
   */
  candles: Candle[];
  /** Streaming indicator state after the last candle, as the engine stores it (bytes; plain objects before: engine-binding.ts). */
  engine: unknown;
  lastTime: number;
  /** The last candle, forming or closed: what a restarted robot continues from, read without the history. */
  lastCandle?: Candle;
  /** Reading after the last candle; lets a replayed batch repair an asset whose update was lost. */
  reading: Reading | null;
  /** Bumped on every write; writes are conditional on it so two robots cannot interleave. */
  version: number;
  format?: typeof SERIES_FORMAT;
}

/** The history excludes the last candle (see CandleSeriesDoc.candles). */
export const SERIES_FORMAT = 2 as const;

/** A series as ingest plans from it: everything but the history, which is read only when a round needs it. */
export type SeriesHead = Omit<CandleSeriesDoc, 'candles'>;

export const seriesId = (asset: string, timeframe: Timeframe) => `${asset}|${timeframe}`;

export const candleSeries = (store: Store) => store.collection<CandleSeriesDoc>('candles');

export async function ensureCandleIndexes(store: Store): Promise<void> {
  await candleSeries(store).createIndex({ asset: 1 });
}
