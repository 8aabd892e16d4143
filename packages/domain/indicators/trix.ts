import type { NumberChannel } from './number-channel';
import {
  cloneExponentialSmoothing,
  copyExponentialSmoothingInto,
  transferExponentialSmoothing,
} from './exponential-smoothing';
import { createEma, emaSeries, pushEma, type EmaState } from './ema';
import { cloneSma, copySmaInto, createSma, pushSma, smaSeries, transferSma, type SmaState } from './sma';
import { nanSeries } from './window-math';

/**
 * TRIX (9) with a 4-period signal: triple EMA of the close (each EMA seeded with an SMA),
 * TRIX = 100·(E3 − E3prev)/E3prev (TA-Lib / TradingView divisor: the previous value),
 * signal = simple average of the last 4 TRIX values.
 */
export interface TrixParams {
  period: number;
  signal: number;
}

export const TRIX_DEFAULTS: TrixParams = { period: 9, signal: 4 };

export interface TrixState {
  params: TrixParams;
  single: EmaState;
  double: EmaState;
  triple: EmaState;
  /** Triple EMA of the previous candle, when `hasPrevious`. */
  previousTriple: number;
  hasPrevious: boolean;
  signal: SmaState;
}

export interface TrixValue {
  trix: number;
  signal: number;
}

export function createTrix(params: TrixParams = TRIX_DEFAULTS): TrixState {
  return {
    params: { ...params },
    single: createEma(params.period),
    double: createEma(params.period),
    triple: createEma(params.period),
    previousTriple: 0,
    hasPrevious: false,
    signal: createSma(params.signal),
  };
}

export function cloneTrix(state: TrixState): TrixState {
  return {
    params: state.params,
    single: cloneExponentialSmoothing(state.single),
    double: cloneExponentialSmoothing(state.double),
    triple: cloneExponentialSmoothing(state.triple),
    previousTriple: state.previousTriple,
    hasPrevious: state.hasPrevious,
    signal: cloneSma(state.signal),
  };
}

export function copyTrixInto(target: TrixState, source: TrixState): void {
  copyExponentialSmoothingInto(target.single, source.single);
  copyExponentialSmoothingInto(target.double, source.double);
  copyExponentialSmoothingInto(target.triple, source.triple);
  target.previousTriple = source.previousTriple;
  target.hasPrevious = source.hasPrevious;
  copySmaInto(target.signal, source.signal);
}

export function transferTrix(state: TrixState, channel: NumberChannel): void {
  transferExponentialSmoothing(state.single, channel);
  transferExponentialSmoothing(state.double, channel);
  transferExponentialSmoothing(state.triple, channel);
  state.previousTriple = channel.number(state.previousTriple);
  state.hasPrevious = channel.flag(state.hasPrevious);
  transferSma(state.signal, channel);
}

/** Rate of change in percent; 0 on a zero divisor instead of Infinity. */
export function trixOf(triple: number, previousTriple: number): number {
  return previousTriple === 0 ? 0 : (100 * (triple - previousTriple)) / previousTriple;
}

/** Adds one close (mutates `state`) and writes the values into `out` (the engine reuses one `out`). */
export function pushTrixInto(state: TrixState, close: number, out: TrixValue): void {
  out.trix = NaN;
  out.signal = NaN;
  const single = pushEma(state.single, close);
  if (Number.isNaN(single)) return;
  const double = pushEma(state.double, single);
  if (Number.isNaN(double)) return;
  const triple = pushEma(state.triple, double);
  if (Number.isNaN(triple)) return;
  const hadPrevious = state.hasPrevious;
  const previous = state.previousTriple;
  state.previousTriple = triple;
  state.hasPrevious = true;
  if (!hadPrevious) return;
  const trix = trixOf(triple, previous);
  out.trix = trix;
  out.signal = pushSma(state.signal, trix);
}

/** Adds one close (mutates `state`); NaN fields until ready. */
export function pushTrix(state: TrixState, close: number): TrixValue {
  const out: TrixValue = { trix: NaN, signal: NaN };
  pushTrixInto(state, close, out);
  return out;
}

export interface TrixSeries {
  triple: number[];
  trix: number[];
  signal: number[];
}

export function trixSeries(closes: readonly number[], params: TrixParams = TRIX_DEFAULTS): TrixSeries {
  const triple = emaSeries(emaSeries(emaSeries(closes, params.period), params.period), params.period);
  const trix = nanSeries(closes.length);
  for (let i = 1; i < closes.length; i += 1) {
    if (!Number.isNaN(triple[i - 1])) trix[i] = trixOf(triple[i], triple[i - 1]);
  }
  return { triple, trix, signal: smaSeries(trix, params.signal) };
}
