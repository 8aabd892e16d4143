import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';
import { snapshotAt, type SignalWindow } from './signal-window';

/** ADX reference line of the method. */
export const ADX_REFERENCE = 32;

/**
 * Trend direction on one candle: none when the ADX is below both DIs, or falling and ≤ 32;
 * otherwise the side of the larger DI (none when the DIs are equal).
 */
export function trendDirection(current: IndicatorSnapshot, previousAdx: number): Signal {
  const { adx, diPlus, diMinus } = current;
  if (adx < diPlus && adx < diMinus) return 0;
  if (adx < previousAdx && adx <= ADX_REFERENCE) return 0;
  if (diPlus > diMinus) return 1;
  if (diMinus > diPlus) return -1;
  return 0;
}

/**
 * tendenciaAcelerante: a trend whose ADX rises and is above the DI of the trend's side (DI+ in a
 * buy, DI− in a sell): the strength of the move is growing faster than the side's own pressure,
 * which is what a trader acts on. An ADX rising under the leading DI is a trend still forming.
 */
export function acceleratingTrend(current: IndicatorSnapshot, previousAdx: number, direction: Signal): boolean {
  if (direction === 0 || !(current.adx > previousAdx)) return false;
  return current.adx > (direction === 1 ? current.diPlus : current.diMinus);
}

/** Candles the ADX must have risen in a row up to its peak for a turn down to be a kick. */
export const KICK_RISE_CANDLES = 3;

/**
 * mudoutendencia (the ADX "kick"): the ADX turns down on this candle (ADX(t) < ADX(t−1)) from a peak
 * above the reference line (ADX(t−1) > 32) reached after a sustained rise: it rose on each of the
 * KICK_RISE_CANDLES candles up to the peak (ADX(t−4) < ADX(t−3) < ADX(t−2) < ADX(t−1)). A wiggle at a
 * low ADX, or a turn after one up-candle, is not a kick. Reads 5 snapshots.
 */
export function adxKick(window: SignalWindow): 1 | 0 {
  const peak = snapshotAt(window, 1).adx;
  if (!(snapshotAt(window, 0).adx < peak) || !(peak > ADX_REFERENCE)) return 0;
  for (let age = 1; age <= KICK_RISE_CANDLES; age += 1) {
    if (!(snapshotAt(window, age).adx > snapshotAt(window, age + 1).adx)) return 0;
  }
  return 1;
}
