import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';

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
