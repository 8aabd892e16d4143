import type { NumberChannel } from './number-channel';
import {
  cloneRingBuffer,
  copyRingBufferInto,
  createRingBuffer,
  ringPush,
  ringSquaredDeviations,
  transferRingBuffer,
  ringMeanNewest,
  type RingBuffer,
} from './ring-buffer';
import { nanSeries, windowSquaredDeviations, windowMean } from './window-math';

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

export function createBollinger(period: number, multiplier: number): BollingerState {
  return { period, multiplier, window: createRingBuffer(period) };
}

export function cloneBollinger(state: BollingerState): BollingerState {
  return { period: state.period, multiplier: state.multiplier, window: cloneRingBuffer(state.window) };
}

export function copyBollingerInto(target: BollingerState, source: BollingerState): void {
  copyRingBufferInto(target.window, source.window);
}

export function transferBollinger(state: BollingerState, channel: NumberChannel): void {
  transferRingBuffer(state.window, channel);
}

function bandsInto(
  out: BollingerValue,
  middle: number,
  squaredDeviations: number,
  period: number,
  multiplier: number,
): void {
  const offset = multiplier * Math.sqrt(squaredDeviations / period);
  const upper = middle + offset;
  const lower = middle - offset;
  out.middle = middle;
  out.upper = upper;
  out.lower = lower;
  out.width = middle === 0 ? 0 : (upper - lower) / middle;
}

/**
 * Adds one close (mutates `state`) and writes the bands into `out` (NaN until ready): the engine
 * reuses one `out` instead of allocating per candle. `middle`, when given, is the SMA(period) of the
 * window including `close` that the caller already has (the engine's Didi MA8 sums the same closes
 * in the same order, so it is bit-identical).
 */
export function pushBollingerInto(state: BollingerState, close: number, out: BollingerValue, middle?: number): void {
  ringPush(state.window, close);
  if (state.window.count < state.period) {
    out.middle = NaN;
    out.upper = NaN;
    out.lower = NaN;
    out.width = NaN;
    return;
  }
  const mean = middle ?? ringMeanNewest(state.window, state.period);
  bandsInto(out, mean, ringSquaredDeviations(state.window, state.period, mean), state.period, state.multiplier);
}

/** Adds one close (mutates `state`); NaN fields until ready. */
export function pushBollinger(state: BollingerState, close: number): BollingerValue {
  const out: BollingerValue = { middle: NaN, upper: NaN, lower: NaN, width: NaN };
  pushBollingerInto(state, close, out);
  return out;
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
  const value: BollingerValue = { middle: NaN, upper: NaN, lower: NaN, width: NaN };
  for (let i = period - 1; i < n; i += 1) {
    const middle = windowMean(closes, i, period);
    bandsInto(value, middle, windowSquaredDeviations(closes, i, period, middle), period, multiplier);
    out.middle[i] = value.middle;
    out.upper[i] = value.upper;
    out.lower[i] = value.lower;
    out.width[i] = value.width;
  }
  return out;
}
