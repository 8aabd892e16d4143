import type { Candle, Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * What ingest needs from the streaming engine: a state per asset and timeframe, advanced one candle at a time with
 * the in-progress candle replaceable, and its stored form. A round loads each series' state once, moves it through
 * all of the series' candles, and saves it once.
 */
export interface SeriesEngine<State> {
  create(timeframe: Timeframe): State;
  /** Whether `load` can read a stored state (asked before the round reads the histories it rebuilds from). */
  readable(stored: unknown): boolean;
  /** The stored state, or null when it cannot be read: ingest then rebuilds it from the stored candles. */
  load(stored: unknown, timeframe: Timeframe): State | null;
  /** Advance (mutating `state`); the reading after the candle, null while warming up. */
  push(state: State, candle: Candle): Reading | null;
  replaceLast(state: State, candle: Candle): Reading | null;
  save(state: State): unknown;
}
