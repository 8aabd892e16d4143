import type { NumberChannel } from './number-channel';
import { firstReadyIndex, nanSeries } from './window-math';

/**
 * Exponential smoothing seeded with the simple average of the first `period` values, then
 * `prev + alpha·(x − prev)`. EMA uses alpha = 2/(n+1), Wilder alpha = 1/n (see ema.ts, wilder-smoothing.ts).
 */
export interface ExponentialSmoothingState {
  period: number;
  alpha: number;
  /** Values seen so far. */
  count: number;
  /** First seed value: the seed sums differences from it, so equal values average to themselves exactly. */
  seedReference: number;
  /** Sum of the seed values minus `seedReference`, added in arrival order (the batch order). */
  seedSum: number;
  /** Current smoothed value (0 until ready). */
  value: number;
}

export function createExponentialSmoothing(period: number, alpha: number): ExponentialSmoothingState {
  return { period, alpha, count: 0, seedReference: 0, seedSum: 0, value: 0 };
}

// Clones are spelled out field by field (here and in the other clone functions): V8 gives a
// spread copy `{ ...state }` boxed (tagged) number fields, so every later write of a double into
// the clone — the engine's `beforeLast`, rewritten on each candle — would allocate.
export function cloneExponentialSmoothing(state: ExponentialSmoothingState): ExponentialSmoothingState {
  return {
    period: state.period,
    alpha: state.alpha,
    count: state.count,
    seedReference: state.seedReference,
    seedSum: state.seedSum,
    value: state.value,
  };
}

export function copyExponentialSmoothingInto(
  target: ExponentialSmoothingState,
  source: ExponentialSmoothingState,
): void {
  target.count = source.count;
  target.seedReference = source.seedReference;
  target.seedSum = source.seedSum;
  target.value = source.value;
}

export function transferExponentialSmoothing(state: ExponentialSmoothingState, channel: NumberChannel): void {
  state.count = channel.number(state.count);
  state.seedReference = channel.number(state.seedReference);
  state.seedSum = channel.number(state.seedSum);
  state.value = channel.number(state.value);
}

/** The one smoothing step both forms share, so they round identically. */
export function smoothStep(previous: number, value: number, alpha: number): number {
  return previous + alpha * (value - previous);
}

/** Adds one value; returns the smoothed value, NaN until `period` values were seen. Mutates `state`. */
export function pushExponentialSmoothing(state: ExponentialSmoothingState, value: number): number {
  state.count += 1;
  if (state.count === 1) state.seedReference = value;
  if (state.count <= state.period) state.seedSum += value - state.seedReference;
  if (state.count < state.period) return NaN;
  if (state.count === state.period) {
    state.value = state.seedReference + state.seedSum / state.period;
    return state.value;
  }
  state.value = smoothStep(state.value, value, state.alpha);
  return state.value;
}

/** Batch form; leading NaN inputs (an upstream warm-up) are skipped. */
export function exponentialSmoothingSeries(values: readonly number[], period: number, alpha: number): number[] {
  const out = nanSeries(values.length);
  const start = firstReadyIndex(values);
  const seedEnd = start + period - 1;
  if (seedEnd >= values.length) return out;
  const seedReference = values[start];
  let seedSum = 0;
  for (let i = start; i <= seedEnd; i += 1) seedSum += values[i] - seedReference;
  let value = seedReference + seedSum / period;
  out[seedEnd] = value;
  for (let i = seedEnd + 1; i < values.length; i += 1) {
    value = smoothStep(value, values[i], alpha);
    out[i] = value;
  }
  return out;
}
