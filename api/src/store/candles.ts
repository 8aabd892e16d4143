import type { Candle, Reading } from '../../../src/domain/reading';
import type { Timeframe } from '../../../src/domain/timeframes';
import type { Store } from './types';

/** Candles kept per asset and timeframe: enough to recompute every indicator from scratch (warm-up < 100). */
export const CANDLES_KEPT = 300;

/** Engine input for one asset and timeframe: bounded candle history plus the streaming engine state. */
export interface CandleSeriesDoc {
  /** `${asset}|${timeframe}`. */
  _id: string;
  asset: string;
  timeframe: Timeframe;
  candles: Candle[];
  /** Serialised streaming indicator state after the last candle (JSON, engine-defined). */
  engine: unknown;
  lastTime: number;
  /** The last candle (also the last of `candles`): what a restarted robot continues from, read without the history. */
  lastCandle?: Candle;
  /** Reading after the last candle; lets a replayed batch repair an asset whose update was lost. */
  reading: Reading | null;
  /** Bumped on every write; writes are conditional on it so two robots cannot interleave. */
  version: number;
}

export const seriesId = (asset: string, timeframe: Timeframe) => `${asset}|${timeframe}`;

export const candleSeries = (store: Store) => store.collection<CandleSeriesDoc>('candles');

export async function ensureCandleIndexes(store: Store): Promise<void> {
  await candleSeries(store).createIndex({ asset: 1 });
}
