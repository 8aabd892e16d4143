import { createEngineState, pushCandle, replaceLastCandle, type EngineState } from '../indicators/engine-state';
import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Candle, Reading } from '../reading';
import type { Timeframe } from '../timeframes';
import { deriveReading } from './derive-reading';
import { HISTORY_LENGTH, WARMUP_CANDLES } from './warm-up';

/** Streaming reading state of one asset/timeframe: plain JSON-safe data. */
export interface ReadingEngineState {
  timeframe: Timeframe;
  engine: EngineState;
  /** The last HISTORY_LENGTH snapshots, oldest first; not-ready values stored as 0 (JSON has no NaN). */
  recent: IndicatorSnapshot[];
}

export function createReadingEngine(timeframe: Timeframe): ReadingEngineState {
  return { timeframe, engine: createEngineState(), recent: [] };
}

// Warm-up values are never read by the rules (see warm-up.ts); 0 keeps the state JSON-safe.
// The snapshot is fresh from the engine and ours, so it is cleaned in place.
function jsonSafe(s: IndicatorSnapshot): IndicatorSnapshot {
  if (Number.isNaN(s.trixSignal)) {
    for (const key of Object.keys(s) as (keyof IndicatorSnapshot)[]) if (Number.isNaN(s[key])) s[key] = 0;
  }
  return s;
}

function currentReading(state: ReadingEngineState): Reading | null {
  if (state.engine.current.count < WARMUP_CANDLES) return null;
  return deriveReading(state.recent, state.timeframe);
}

/** Appends a new candle (mutates `state`); the reading of it, or null during warm-up. */
export function pushReading(state: ReadingEngineState, candle: Candle): Reading | null {
  const snapshot = pushCandle(state.engine, candle);
  state.recent.push(jsonSafe(snapshot));
  if (state.recent.length > HISTORY_LENGTH) state.recent.shift();
  return currentReading(state);
}

/** Replaces the last candle (same time, new values; mutates `state`) in O(1). */
export function replaceLastReading(state: ReadingEngineState, candle: Candle): Reading | null {
  if (state.engine.beforeLast === null) return pushReading(state, candle);
  const snapshot = replaceLastCandle(state.engine, candle);
  state.recent[state.recent.length - 1] = jsonSafe(snapshot);
  return currentReading(state);
}

/** Replace when `candle.time` equals the last candle's, push otherwise. */
export function upsertReading(state: ReadingEngineState, candle: Candle): Reading | null {
  return candle.time === state.engine.lastTime ? replaceLastReading(state, candle) : pushReading(state, candle);
}

/** The streaming engine as one object: `ReadingEngine.push(state, candle)` etc. */
export const ReadingEngine = {
  create: createReadingEngine,
  push: pushReading,
  replaceLast: replaceLastReading,
  upsert: upsertReading,
} as const;
