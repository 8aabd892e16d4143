import type { DatedCandle } from './daily-csv';

/**
 * The needle as a trader reads it on the price chart (docs/signals.md, "Labels"), counted straight
 * from the candles with plain sums, independent of the engine:
 * - meeting on candle m: MA3, MA8 and MA20 (plain means of the close) lie inside m's real body with
 *   a spread of at most BODY_SPREAD_MAX typical candles, or inside m's range (wicks included) with a
 *   spread of at most RANGE_SPREAD_MAX typical candles; a typical candle is the plain mean of the
 *   true range of the last TYPICAL_CANDLE_WINDOW candles;
 * - on s, MA3 − MA20 is at least MIN_OPENING typical candles and s's real body (close − open) at least
 *   MIN_BODY typical candles, both on the needle's side (the thresholds refitted on the blind setup labels);
 * - the averages open in order, 3 > 8 > 20 (buy) or 20 > 8 > 3 (sell), on a candle s from m to
 *   m + OPENING_WINDOW: in order on s and not on s − 1; the needle is placed on s;
 * - s closes beyond all three of its averages on the needle's side (a buy above, a sell below);
 * - no candle between m and s (after m, before s) closed beyond all three of its averages on the other side.
 * Labels start on the 29th candle (FIRST_LABELLED_INDEX), the first one the product reads.
 */
export const TYPICAL_CANDLE_WINDOW = 8;
export const BODY_SPREAD_MAX = 0.5;
export const RANGE_SPREAD_MAX = 1;
export const MIN_OPENING = 0.2;
export const MIN_BODY = 0.25;
export const OPENING_WINDOW = 2;
export const FIRST_LABELLED_INDEX = 28;

export type NeedleSide = 1 | -1;

export interface ChartNeedle {
  date: string;
  /** Index of the candle in the series. */
  index: number;
  side: NeedleSide;
}

export interface ChartAverages {
  ma3: number[];
  ma8: number[];
  ma20: number[];
}

function plainMean(values: readonly number[], end: number, n: number): number {
  if (end < n - 1) return NaN;
  let sum = 0;
  for (let i = end - n + 1; i <= end; i += 1) sum += values[i];
  return sum / n;
}

export function chartAverages(candles: readonly DatedCandle[]): ChartAverages {
  const closes = candles.map((c) => c.close);
  const series = (n: number) => closes.map((_, i) => plainMean(closes, i, n));
  return { ma3: series(3), ma8: series(8), ma20: series(20) };
}

/** Plain mean of the true range (max(high, previous close) − min(low, previous close)) of the last TYPICAL_CANDLE_WINDOW candles. */
export function typicalCandles(candles: readonly DatedCandle[]): number[] {
  const ranges = candles.map((c, i) =>
    i === 0 ? NaN : Math.max(c.high, candles[i - 1].close) - Math.min(c.low, candles[i - 1].close),
  );
  return ranges.map((_, i) => (i < TYPICAL_CANDLE_WINDOW ? NaN : plainMean(ranges, i, TYPICAL_CANDLE_WINDOW)));
}

/** Lowest and highest of the three averages of candle i. */
export function averagesBounds(averages: ChartAverages, i: number): { low: number; high: number } {
  const values = [averages.ma3[i], averages.ma8[i], averages.ma20[i]];
  return { low: Math.min(...values), high: Math.max(...values) };
}

/** 1 when MA3 > MA8 > MA20 on candle i, -1 when MA20 > MA8 > MA3, else 0. */
export function orderAt(averages: ChartAverages, i: number): NeedleSide | 0 {
  const { ma3, ma8, ma20 } = averages;
  if (ma3[i] > ma8[i] && ma8[i] > ma20[i]) return 1;
  if (ma20[i] > ma8[i] && ma8[i] > ma3[i]) return -1;
  return 0;
}

/** Candle i closes beyond all three of its averages on `side` (a buy above them, a sell below). */
export function closesBeyond(
  candles: readonly DatedCandle[],
  averages: ChartAverages,
  i: number,
  side: NeedleSide,
): boolean {
  const { low, high } = averagesBounds(averages, i);
  return side === 1 ? candles[i].close > high : candles[i].close < low;
}

/** The averages meet on candle i: inside its body (spread ≤ ½ typical candle) or its range (spread ≤ 1). */
export function averagesMeet(
  candles: readonly DatedCandle[],
  averages: ChartAverages,
  typical: readonly number[],
  i: number,
): boolean {
  const { low, high } = averagesBounds(averages, i);
  const spread = high - low;
  const candle = candles[i];
  const inBody = Math.min(candle.open, candle.close) <= low && high <= Math.max(candle.open, candle.close);
  const inRange = candle.low <= low && high <= candle.high;
  return (inBody && spread <= BODY_SPREAD_MAX * typical[i]) || (inRange && spread <= RANGE_SPREAD_MAX * typical[i]);
}

/** The meeting candle behind a needle of `side` placed on s, or -1 (the latest one that qualifies). */
export function meetingOf(
  candles: readonly DatedCandle[],
  averages: ChartAverages,
  typical: readonly number[],
  s: number,
  side: NeedleSide,
): number {
  if (orderAt(averages, s) !== side || orderAt(averages, s - 1) === side || !closesBeyond(candles, averages, s, side))
    return -1;
  const opening = (averages.ma3[s] - averages.ma20[s]) / typical[s];
  const body = (candles[s].close - candles[s].open) / typical[s];
  if (!(side * opening >= MIN_OPENING && side * body >= MIN_BODY)) return -1;
  // From s back to s − OPENING_WINDOW: a candle that closed against the needle stands between s and any earlier meeting.
  for (let m = s; m >= s - OPENING_WINDOW; m -= 1) {
    if (averagesMeet(candles, averages, typical, m)) return m;
    if (m < s && closesBeyond(candles, averages, m, side === 1 ? -1 : 1)) return -1;
  }
  return -1;
}

/** Every chart needle of the series, on the candle where the order completes. */
export function chartNeedles(candles: readonly DatedCandle[]): ChartNeedle[] {
  const averages = chartAverages(candles);
  const typical = typicalCandles(candles);
  const needles: ChartNeedle[] = [];
  for (let s = FIRST_LABELLED_INDEX; s < candles.length; s += 1) {
    for (const side of [1, -1] as const) {
      if (meetingOf(candles, averages, typical, s, side) >= 0) needles.push({ date: candles[s].date, index: s, side });
    }
  }
  return needles;
}

/** The labels file's text: one needle a line, so a change of rule reads as a plain diff. */
export function needleLabelsJson(source: string, candles: readonly DatedCandle[]): string {
  const needles = chartNeedles(candles).map(({ date, side }) => `    ${JSON.stringify({ date, side })}`);
  const header = {
    source,
    candles: candles.length,
    rule:
      `meeting on candle m: MA3, MA8, MA20 (plain means of the close) inside its real body with spread <= ${BODY_SPREAD_MAX} typical candle, ` +
      `or inside its range with spread <= ${RANGE_SPREAD_MAX} typical candle (typical candle = plain mean true range of the last ${TYPICAL_CANDLE_WINDOW} candles); ` +
      `on s, MA3-MA20 >= ${MIN_OPENING} and close-open >= ${MIN_BODY} typical candle on its side; ` +
      `order 3>8>20 (side 1) or 20>8>3 (side -1) reached on candle s, m <= s <= m+${OPENING_WINDOW}, not holding on s-1; ` +
      's closes beyond all three averages on its side; no candle strictly between m and s closed beyond all three on the other side; labelled on s, from the 29th candle',
  };
  const head = JSON.stringify(header, null, 2).slice(0, -2);
  return `${head},\n  "needles": [\n${needles.join(',\n')}\n  ]\n}\n`;
}
