import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';
import type { Signal } from '../reading';
import { averagesFlat, averagesOrder, averagesSpread } from './averages';
import { snapshotAt, type SignalWindow } from './signal-window';

/**
 * The needle as the chart shows it (docs/signals.md, "agulhado"): the three averages meet — ideally
 * inside one candle's real body — and then open in order, 3 > 8 > 20 (buy) or 20 > 8 > 3 (sell).
 */

/** Widest spread of the three averages, in average candle ranges (ATR 8), that still counts as "together". */
export const CONVERGED_SPREAD_ATR = 0.25;

/**
 * The candle threads the needle: the three averages lie inside its real body (between open and
 * close, edges included) and within one average candle range of each other (a huge candle's body
 * can hold averages that are far apart: that is not a meeting). A candle that opens beyond all three
 * averages (a gap) does not hold them in its body.
 */
export function threadsAverages(s: IndicatorSnapshot): boolean {
  const bottom = Math.min(s.open, s.close);
  const top = Math.max(s.open, s.close);
  const inside = s.ma3 >= bottom && s.ma3 <= top && s.ma8 >= bottom && s.ma8 <= top && s.ma20 >= bottom && s.ma20 <= top;
  return inside && averagesSpread(s) <= s.atr;
}

/** The averages came together without a body holding them: spread within a quarter of an average candle range. */
function averagesConverged(s: IndicatorSnapshot): boolean {
  return s.atr > 0 && averagesSpread(s) <= CONVERGED_SPREAD_ATR * s.atr;
}

/**
 * Needle within `span` candles, on the window's current candle t:
 * - the averages are in order d on t, and that order was reached (it did not hold on the candle
 *   before) on candle o, at most `span` candles back;
 * - the averages met on a candle h from o − 1 − span to o: threaded through h's body (span 0 accepts
 *   only this, h = o or o − 1), or, for span ≥ 1, converged within a quarter of an average range;
 * - the candle before o was not flat: with all three averages equal, the last 20 closes were one
 *   price (no trades, or a halted or illiquid market), and the first tick out of it is no needle.
 * span 0 is agulhado, 1 and 2 agulhado1 and agulhado2. Reads 2·span + 2 snapshots.
 */
export function needleWithin(window: SignalWindow, span: number): Signal {
  const direction = averagesOrder(snapshotAt(window, 0));
  if (direction === 0) return 0;
  let orderAge = 0;
  while (orderAge <= span && averagesOrder(snapshotAt(window, orderAge + 1)) === direction) orderAge += 1;
  if (orderAge > span) return 0;
  if (averagesFlat(snapshotAt(window, orderAge + 1))) return 0;
  for (let age = orderAge; age <= orderAge + 1 + span; age += 1) {
    const s = snapshotAt(window, age);
    if (threadsAverages(s) || (span > 0 && averagesConverged(s))) return direction;
  }
  return 0;
}

/** Strict needle (agulhado): the order is reached on this candle, threaded by its body or the previous one's. */
export function needle(window: SignalWindow): Signal {
  return needleWithin(window, 0);
}
