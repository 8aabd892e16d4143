import type { Candle } from '../reading';
import type { NumberChannel } from './number-channel';
import {
  directionalIndex,
  directionalMovementIndex,
  minusDirectionalMove,
  plusDirectionalMove,
  trueRange,
} from './directional-movement';
import {
  cloneExponentialSmoothing,
  copyExponentialSmoothingInto,
  transferExponentialSmoothing,
} from './exponential-smoothing';
import { firstReadyIndex, nanSeries } from './window-math';
import { createWilder, pushWilder, wilderSeries, type WilderState } from './wilder-smoothing';

/**
 * DMI / ADX (Wilder, book definition): TR, +DM, −DM start on the 2nd candle and are Wilder-smoothed
 * (seeded with their plain average); DI± from candle index `period`; ADX = Wilder average of DX,
 * seeded with the average of the first `period` DX values, ready at index 2·period − 1.
 */
export interface DmiState {
  period: number;
  /** Candles seen. */
  count: number;
  previousHigh: number;
  previousLow: number;
  previousClose: number;
  range: WilderState;
  plusMove: WilderState;
  minusMove: WilderState;
  adx: WilderState;
}

export interface DmiValue {
  /** Average true range (Wilder, the DMI's own smoothed TR): the candle size the needle's convergence is measured in. */
  atr: number;
  diPlus: number;
  diMinus: number;
  adx: number;
}

export function createDmi(period: number): DmiState {
  return {
    period,
    count: 0,
    previousHigh: 0,
    previousLow: 0,
    previousClose: 0,
    range: createWilder(period),
    plusMove: createWilder(period),
    minusMove: createWilder(period),
    adx: createWilder(period),
  };
}

export function cloneDmi(state: DmiState): DmiState {
  return {
    period: state.period,
    count: state.count,
    previousHigh: state.previousHigh,
    previousLow: state.previousLow,
    previousClose: state.previousClose,
    range: cloneExponentialSmoothing(state.range),
    plusMove: cloneExponentialSmoothing(state.plusMove),
    minusMove: cloneExponentialSmoothing(state.minusMove),
    adx: cloneExponentialSmoothing(state.adx),
  };
}

export function copyDmiInto(target: DmiState, source: DmiState): void {
  target.count = source.count;
  target.previousHigh = source.previousHigh;
  target.previousLow = source.previousLow;
  target.previousClose = source.previousClose;
  copyExponentialSmoothingInto(target.range, source.range);
  copyExponentialSmoothingInto(target.plusMove, source.plusMove);
  copyExponentialSmoothingInto(target.minusMove, source.minusMove);
  copyExponentialSmoothingInto(target.adx, source.adx);
}

export function transferDmi(state: DmiState, channel: NumberChannel): void {
  state.count = channel.number(state.count);
  state.previousHigh = channel.number(state.previousHigh);
  state.previousLow = channel.number(state.previousLow);
  state.previousClose = channel.number(state.previousClose);
  transferExponentialSmoothing(state.range, channel);
  transferExponentialSmoothing(state.plusMove, channel);
  transferExponentialSmoothing(state.minusMove, channel);
  transferExponentialSmoothing(state.adx, channel);
}

/** Adds one candle (mutates `state`) and writes the values into `out` (the engine reuses one `out`). */
export function pushDmiInto(state: DmiState, candle: Candle, out: DmiValue): void {
  const first = state.count === 0;
  state.count += 1;
  const { high, low, close } = candle;
  out.atr = NaN;
  out.diPlus = NaN;
  out.diMinus = NaN;
  out.adx = NaN;
  if (!first) {
    const range = pushWilder(state.range, trueRange(high, low, state.previousClose));
    const plus = pushWilder(state.plusMove, plusDirectionalMove(high, low, state.previousHigh, state.previousLow));
    const minus = pushWilder(state.minusMove, minusDirectionalMove(high, low, state.previousHigh, state.previousLow));
    if (!Number.isNaN(range)) {
      const diPlus = directionalIndex(plus, range);
      const diMinus = directionalIndex(minus, range);
      out.atr = range;
      out.diPlus = diPlus;
      out.diMinus = diMinus;
      out.adx = pushWilder(state.adx, directionalMovementIndex(diPlus, diMinus));
    }
  }
  state.previousHigh = high;
  state.previousLow = low;
  state.previousClose = close;
}

/** Adds one candle (mutates `state`); fields are NaN until ready. */
export function pushDmi(state: DmiState, candle: Candle): DmiValue {
  const out: DmiValue = { atr: NaN, diPlus: NaN, diMinus: NaN, adx: NaN };
  pushDmiInto(state, candle, out);
  return out;
}

export interface DmiSeries {
  atr: number[];
  diPlus: number[];
  diMinus: number[];
  adx: number[];
}

export function dmiSeries(candles: readonly Candle[], period: number): DmiSeries {
  const n = candles.length;
  const ranges = nanSeries(n);
  const plusMoves = nanSeries(n);
  const minusMoves = nanSeries(n);
  for (let i = 1; i < n; i += 1) {
    const { high, low } = candles[i];
    const previous = candles[i - 1];
    ranges[i] = trueRange(high, low, previous.close);
    plusMoves[i] = plusDirectionalMove(high, low, previous.high, previous.low);
    minusMoves[i] = minusDirectionalMove(high, low, previous.high, previous.low);
  }
  const range = wilderSeries(ranges, period);
  const plus = wilderSeries(plusMoves, period);
  const minus = wilderSeries(minusMoves, period);
  const diPlus = nanSeries(n);
  const diMinus = nanSeries(n);
  const dx = nanSeries(n);
  for (let i = firstReadyIndex(range); i < n; i += 1) {
    diPlus[i] = directionalIndex(plus[i], range[i]);
    diMinus[i] = directionalIndex(minus[i], range[i]);
    dx[i] = directionalMovementIndex(diPlus[i], diMinus[i]);
  }
  return { atr: range, diPlus, diMinus, adx: wilderSeries(dx, period) };
}
