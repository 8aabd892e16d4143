import {
  averagesBounds,
  chartAverages,
  FIRST_LABELLED_INDEX,
  orderAt,
  typicalCandles,
  type NeedleSide,
} from './chart-needles';
import type { DatedCandle } from './daily-csv';

/** How close the three averages must come, in typical candles, for an opening to be asked about. */
export const CANDIDATE_SPREAD_MAX = 1;
/** The meeting may be on the opening candle or up to this many candles before it. */
export const CANDIDATE_MEETING_WINDOW = 2;

/** A setup a chart reader is asked to judge: the averages open in order on `index` after coming together. */
export interface NeedleCandidate {
  index: number;
  date: string;
  side: NeedleSide;
}

/**
 * Every opening of the averages in order (3 > 8 > 20 buy, 20 > 8 > 3 sell, reached on `s`, not on `s − 1`)
 * where, on some candle of s − 2 … s, MA3, MA8 and MA20 lie within one typical candle of each other.
 * Deliberately generous: it ignores where the candle's body and wicks are, which candle closes where and
 * what follows, so a blind reader judges the setups the rule refuses as well as those it accepts.
 */
export function needleCandidates(candles: readonly DatedCandle[]): NeedleCandidate[] {
  const averages = chartAverages(candles);
  const typical = typicalCandles(candles);
  const close = (m: number) => {
    const { low, high } = averagesBounds(averages, m);
    return high - low <= CANDIDATE_SPREAD_MAX * typical[m];
  };
  const found: NeedleCandidate[] = [];
  for (let s = FIRST_LABELLED_INDEX; s < candles.length; s += 1) {
    const side = orderAt(averages, s);
    if (side === 0 || orderAt(averages, s - 1) === side) continue;
    let met = false;
    for (let m = s - CANDIDATE_MEETING_WINDOW; m <= s && !met; m += 1) met = close(m);
    if (met) found.push({ index: s, date: candles[s].date, side });
  }
  return found;
}
