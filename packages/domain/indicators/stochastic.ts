import type { Candle } from '../reading';
import type { NumberChannel } from './number-channel';
import {
  cloneRingBuffer,
  copyRingBufferInto,
  createRingBuffer,
  ringMaxNewest,
  ringMinNewest,
  ringPush,
  transferRingBuffer,
  type RingBuffer,
} from './ring-buffer';
import { cloneSma, copySmaInto, createSma, pushSma, smaSeries, transferSma, type SmaState } from './sma';
import { nanSeries, windowMax, windowMin } from './window-math';

/**
 * Slow stochastic (k, slowing, d) = (8, 3, 3): raw %K over k candles, slow %K = SMA(slowing) of raw,
 * %D = SMA(d) of slow %K. A range-less window gives raw %K = 0 (as TA-Lib and both references).
 */
export interface StochasticParams {
  period: number;
  slowing: number;
  signal: number;
}

export const STOCHASTIC_DEFAULTS: StochasticParams = { period: 8, slowing: 3, signal: 3 };

export interface StochasticState {
  params: StochasticParams;
  highs: RingBuffer;
  lows: RingBuffer;
  slowK: SmaState;
  d: SmaState;
}

export interface StochasticValue {
  k: number;
  d: number;
}

export function createStochastic(params: StochasticParams = STOCHASTIC_DEFAULTS): StochasticState {
  return {
    params: { ...params },
    highs: createRingBuffer(params.period),
    lows: createRingBuffer(params.period),
    slowK: createSma(params.slowing),
    d: createSma(params.signal),
  };
}

export function cloneStochastic(state: StochasticState): StochasticState {
  return {
    params: state.params,
    highs: cloneRingBuffer(state.highs),
    lows: cloneRingBuffer(state.lows),
    slowK: cloneSma(state.slowK),
    d: cloneSma(state.d),
  };
}

export function copyStochasticInto(target: StochasticState, source: StochasticState): void {
  copyRingBufferInto(target.highs, source.highs);
  copyRingBufferInto(target.lows, source.lows);
  copySmaInto(target.slowK, source.slowK);
  copySmaInto(target.d, source.d);
}

export function transferStochastic(state: StochasticState, channel: NumberChannel): void {
  transferRingBuffer(state.highs, channel);
  transferRingBuffer(state.lows, channel);
  transferSma(state.slowK, channel);
  transferSma(state.d, channel);
}

export function rawStochastic(close: number, highest: number, lowest: number): number {
  const range = highest - lowest;
  return range === 0 ? 0 : (100 * (close - lowest)) / range;
}

/** Adds one candle (mutates `state`) and writes %K / %D into `out` (the engine reuses one `out`). */
export function pushStochasticInto(state: StochasticState, candle: Candle, out: StochasticValue): void {
  const { period } = state.params;
  ringPush(state.highs, candle.high);
  ringPush(state.lows, candle.low);
  if (state.highs.count < period) {
    out.k = NaN;
    out.d = NaN;
    return;
  }
  const raw = rawStochastic(candle.close, ringMaxNewest(state.highs, period), ringMinNewest(state.lows, period));
  const k = pushSma(state.slowK, raw);
  out.k = k;
  out.d = Number.isNaN(k) ? NaN : pushSma(state.d, k);
}

/** Adds one candle (mutates `state`); NaN fields until ready. */
export function pushStochastic(state: StochasticState, candle: Candle): StochasticValue {
  const out: StochasticValue = { k: NaN, d: NaN };
  pushStochasticInto(state, candle, out);
  return out;
}

export interface StochasticSeries {
  k: number[];
  d: number[];
}

export function stochasticSeries(
  candles: readonly Candle[],
  params: StochasticParams = STOCHASTIC_DEFAULTS,
): StochasticSeries {
  const n = candles.length;
  const highs = candles.map((c) => c.high);
  const lows = candles.map((c) => c.low);
  const raw = nanSeries(n);
  for (let i = params.period - 1; i < n; i += 1) {
    raw[i] = rawStochastic(candles[i].close, windowMax(highs, i, params.period), windowMin(lows, i, params.period));
  }
  const k = smaSeries(raw, params.slowing);
  return { k, d: smaSeries(k, params.signal) };
}
