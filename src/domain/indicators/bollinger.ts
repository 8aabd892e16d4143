import { cloneRingBuffer, copyRingBufferInto, createRingBuffer, ringPush, ringSquaredDeviations, ringSumNewest, type RingBuffer } from './ring-buffer';
import { nanSeries, windowSquaredDeviations, windowSum } from './window-math';

/** Bollinger bands: SMA(n) ± k·σ, σ the population standard deviation (divisor n). */
export interface BollingerState {
  period: number;
  multiplier: number;
  window: RingBuffer;
}

export interface BollingerValue {
  middle: number;
  upper: number;
  lower: number;
  /** (upper − lower) / middle; 0 when middle is 0. */
  width: number;
}

const NOT_READY: BollingerValue = { middle: NaN, upper: NaN, lower: NaN, width: NaN };

export function createBollinger(period: number, multiplier: number): BollingerState {
  return { period, multiplier, window: createRingBuffer(period) };
}

export function cloneBollinger(state: BollingerState): BollingerState {
  return { period: state.period, multiplier: state.multiplier, window: cloneRingBuffer(state.window) };
}

export function copyBollingerInto(target: BollingerState, source: BollingerState): void {
  copyRingBufferInto(target.window, source.window);
}

function bands(middle: number, squaredDeviations: number, period: number, multiplier: number): BollingerValue {
  const offset = multiplier * Math.sqrt(squaredDeviations / period);
  const upper = middle + offset;
  const lower = middle - offset;
  return { middle, upper, lower, width: middle === 0 ? 0 : (upper - lower) / middle };
}

/** Adds one close (mutates `state`); NaN fields until ready. */
export function pushBollinger(state: BollingerState, close: number): BollingerValue {
  ringPush(state.window, close);
  if (state.window.count < state.period) return NOT_READY;
  const middle = ringSumNewest(state.window, state.period) / state.period;
  return bands(middle, ringSquaredDeviations(state.window, state.period, middle), state.period, state.multiplier);
}

export interface BollingerSeries {
  middle: number[];
  upper: number[];
  lower: number[];
  width: number[];
}

export function bollingerSeries(closes: readonly number[], period: number, multiplier: number): BollingerSeries {
  const n = closes.length;
  const out: BollingerSeries = { middle: nanSeries(n), upper: nanSeries(n), lower: nanSeries(n), width: nanSeries(n) };
  for (let i = period - 1; i < n; i += 1) {
    const middle = windowSum(closes, i, period) / period;
    const value = bands(middle, windowSquaredDeviations(closes, i, period, middle), period, multiplier);
    out.middle[i] = value.middle;
    out.upper[i] = value.upper;
    out.lower[i] = value.lower;
    out.width[i] = value.width;
  }
  return out;
}
