import type { Candle } from '../reading';
import {
  cloneIndicatorCore,
  copyIndicatorCoreInto,
  createIndicatorCore,
  pushIndicatorCoreInto,
  type IndicatorCore,
} from './indicator-core';
import { emptySnapshot, type IndicatorSnapshot } from './indicator-snapshot';

/**
 * Streaming indicator engine. The state is plain JSON-safe data (the API stores it between robot calls
 * as bytes: see signals/reading-engine-codec.ts). It keeps the state as it was before the last candle, so the in-progress
 * candle can be replaced in O(1). Functions MUTATE the state passed in and return the snapshot.
 */
export interface EngineState {
  current: IndicatorCore;
  /** `current` before the last candle was pushed; null before the first candle. */
  beforeLast: IndicatorCore | null;
  /** Open time of the last candle pushed; null before the first. */
  lastTime: number | null;
}

export function createEngineState(): EngineState {
  return { current: createIndicatorCore(), beforeLast: null, lastTime: null };
}

function assertFiniteCandle(candle: Candle): void {
  const { time, open, high, low, close } = candle;
  if (!(
    Number.isFinite(time) &&
    Number.isFinite(open) &&
    Number.isFinite(high) &&
    Number.isFinite(low) &&
    Number.isFinite(close)
  )) {
    throw new RangeError(`candle with a non-finite field at time ${String(time)}`);
  }
}

/** Appends a new candle (its time must be after the last one) and writes its snapshot into `out`. */
export function pushCandleInto(state: EngineState, candle: Candle, out: IndicatorSnapshot): void {
  assertFiniteCandle(candle);
  if (state.lastTime !== null && candle.time <= state.lastTime) {
    throw new RangeError(`candle time ${candle.time} is not after the last one (${state.lastTime})`);
  }
  // Keep the state before this candle; copied in place, no allocation per candle.
  if (state.beforeLast === null) state.beforeLast = cloneIndicatorCore(state.current);
  else copyIndicatorCoreInto(state.beforeLast, state.current);
  state.lastTime = candle.time;
  pushIndicatorCoreInto(state.current, candle, out);
}

/** Appends a new candle (its time must be after the last one). */
export function pushCandle(state: EngineState, candle: Candle): IndicatorSnapshot {
  const out = emptySnapshot();
  pushCandleInto(state, candle, out);
  return out;
}

/**
 * Replaces the last candle (same `time`, new values): the in-progress candle of a timeframe.
 * Writes its snapshot into `out`.
 */
export function replaceLastCandleInto(state: EngineState, candle: Candle, out: IndicatorSnapshot): void {
  assertFiniteCandle(candle);
  if (state.beforeLast === null) {
    pushCandleInto(state, candle, out);
    return;
  }
  if (candle.time !== state.lastTime) {
    throw new RangeError(`replacement time ${candle.time} differs from the last candle (${String(state.lastTime)})`);
  }
  copyIndicatorCoreInto(state.current, state.beforeLast);
  pushIndicatorCoreInto(state.current, candle, out);
}

/** Replaces the last candle (same `time`, new values): the in-progress candle of a timeframe. */
export function replaceLastCandle(state: EngineState, candle: Candle): IndicatorSnapshot {
  const out = emptySnapshot();
  replaceLastCandleInto(state, candle, out);
  return out;
}

/** Push when the time is new, replace when it equals the last candle's. */
export function upsertCandle(state: EngineState, candle: Candle): IndicatorSnapshot {
  return candle.time === state.lastTime ? replaceLastCandle(state, candle) : pushCandle(state, candle);
}
