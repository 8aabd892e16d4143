import { createEngineState, pushCandleInto, replaceLastCandleInto, type EngineState } from '../indicators/engine-state';
import { emptySnapshot, SNAPSHOT_KEYS, type IndicatorSnapshot } from '../indicators/indicator-snapshot';
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
// The TRIX signal is the last value to become ready, so past warm-up this is one check.
function makeJsonSafe(s: IndicatorSnapshot): void {
  if (Number.isNaN(s.trixSignal)) {
    for (const key of SNAPSHOT_KEYS) if (Number.isNaN(s[key])) s[key] = 0;
  }
}

function currentReading(state: ReadingEngineState): Reading | null {
  if (state.engine.current.count < WARMUP_CANDLES) return null;
  return deriveReading(state.recent, state.timeframe);
}

/** Appends a new candle (mutates `state`); the reading of it, or null during warm-up. */
export function pushReading(state: ReadingEngineState, candle: Candle): Reading | null {
  const recent = state.recent;
  // Once the history is full the oldest snapshot's object takes the new candle: no allocation per
  // candle. pushCandleInto validates the candle before it writes, so a refused one changes nothing.
  const full = recent.length >= HISTORY_LENGTH;
  const snapshot = full ? recent[0] : emptySnapshot();
  pushCandleInto(state.engine, candle, snapshot);
  makeJsonSafe(snapshot);
  if (full) {
    for (let i = 1; i < recent.length; i += 1) recent[i - 1] = recent[i];
    recent[recent.length - 1] = snapshot;
  } else {
    recent.push(snapshot);
  }
  return currentReading(state);
}

/** Replaces the last candle (same time, new values; mutates `state`) in O(1). */
export function replaceLastReading(state: ReadingEngineState, candle: Candle): Reading | null {
  if (state.engine.beforeLast === null) return pushReading(state, candle);
  // The last snapshot is rewritten in place (replaceLastCandleInto validates before it writes).
  const snapshot = state.recent[state.recent.length - 1];
  replaceLastCandleInto(state.engine, candle, snapshot);
  makeJsonSafe(snapshot);
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
