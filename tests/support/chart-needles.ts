import path from 'node:path';
import { SP500_SOURCE, type DatedCandle } from './sp500-candles';

/** The committed labels (written by scripts/label-needles.ts). */
export const NEEDLE_LABELS_FILE = path.resolve(process.cwd(), 'tests/fixtures/sp500-needles.json');

/**
 * The needle as a trader reads it on the price chart, computed straight from the candles with
 * plain sums (independent of the engine): on candle t the three averages MA3, MA8, MA20 lie inside
 * its real body (min(open, close) ≤ each ≤ max(open, close)), and the order 3 > 8 > 20 (buy) or
 * 20 > 8 > 3 (sell) is reached on t or t+1 and did not hold on t−1.
 */
export interface ChartNeedle {
  date: string;
  /** Index of the candle in the series. */
  index: number;
  side: 1 | -1;
}

export interface ChartAverages {
  ma3: number[];
  ma8: number[];
  ma20: number[];
}

function plainAverage(closes: readonly number[], end: number, n: number): number {
  if (end < n - 1) return NaN;
  let sum = 0;
  for (let i = end - n + 1; i <= end; i += 1) sum += closes[i];
  return sum / n;
}

export function chartAverages(candles: readonly DatedCandle[]): ChartAverages {
  const closes = candles.map((c) => c.close);
  const series = (n: number) => closes.map((_, i) => plainAverage(closes, i, n));
  return { ma3: series(3), ma8: series(8), ma20: series(20) };
}

/** The three averages of candle i inside its real body. */
export function averagesInBody(candles: readonly DatedCandle[], averages: ChartAverages, i: number): boolean {
  if (i < 0) return false;
  const bottom = Math.min(candles[i].open, candles[i].close);
  const top = Math.max(candles[i].open, candles[i].close);
  return [averages.ma3[i], averages.ma8[i], averages.ma20[i]].every((ma) => ma >= bottom && ma <= top);
}

function orderAt(averages: ChartAverages, i: number): 1 | -1 | 0 {
  const { ma3, ma8, ma20 } = averages;
  if (ma3[i] > ma8[i] && ma8[i] > ma20[i]) return 1;
  if (ma20[i] > ma8[i] && ma8[i] > ma3[i]) return -1;
  return 0;
}

/** Every chart needle of the series (the last candle has no t+1 and is not labelled). */
export function chartNeedles(candles: readonly DatedCandle[]): ChartNeedle[] {
  const averages = chartAverages(candles);
  const needles: ChartNeedle[] = [];
  for (let t = 20; t < candles.length - 1; t += 1) {
    if (!averagesInBody(candles, averages, t)) continue;
    for (const side of [1, -1] as const) {
      const reached = orderAt(averages, t) === side || orderAt(averages, t + 1) === side;
      if (reached && orderAt(averages, t - 1) !== side) needles.push({ date: candles[t].date, index: t, side });
    }
  }
  return needles;
}

/** The labels file's text: one needle a line, so a change of rule reads as a plain diff. */
export function needleLabelsJson(candles: readonly DatedCandle[]): string {
  const needles = chartNeedles(candles).map(({ date, side }) => `    ${JSON.stringify({ date, side })}`);
  const header = {
    source: SP500_SOURCE,
    candles: candles.length,
    rule: 'MA3, MA8, MA20 (simple, of the close) inside the real body of the candle; order 3>8>20 (side 1) or 20>8>3 (side -1) reached on that candle or the next, not holding on the one before',
  };
  const head = JSON.stringify(header, null, 2).slice(0, -2);
  return `${head},\n  "needles": [\n${needles.join(',\n')}\n  ]\n}\n`;
}
