import type { Candle, Reading } from '../../../src/domain/reading';
import type { Timeframe } from '../../../src/domain/timeframes';

/**
 * What ingest needs from the streaming engine: a JSON state per asset and timeframe, advanced one
 * candle at a time, with the in-progress candle replaceable.
 */
export interface SeriesEngine {
  create(timeframe: Timeframe): unknown;
  push(state: unknown, candle: Candle, timeframe: Timeframe): { state: unknown; reading: Reading | null };
  replaceLast(state: unknown, candle: Candle, timeframe: Timeframe): { state: unknown; reading: Reading | null };
}
