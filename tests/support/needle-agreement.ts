import type { Reading, Signal } from '../../src/domain/reading';
import { createReadingEngine, pushReading } from '../../src/domain/signals';
import { averagesInBody, chartAverages } from './chart-needles';
import type { DatedCandle } from './sp500-candles';

export interface NeedleLabel {
  date: string;
  side: 1 | -1;
}

/** How the product's needles agree with the labelled chart needles of one series. */
export interface NeedleAgreement {
  labels: number;
  /** Candles flagged agulhado / agulhado1 / agulhado2. */
  strict: number;
  within1: number;
  within2: number;
  /** Labels with a needle of their side (any of the three fields) from one candle before to one after. */
  recalled: NeedleLabel[];
  missed: NeedleLabel[];
  /** Strict needles whose candle, or the one before, holds the three averages in its body. */
  threaded: string[];
  unthreaded: string[];
  recall: number;
  precision: number;
}

/** The streaming engine's reading of every candle (null during warm-up). */
export function readingsOf(candles: readonly DatedCandle[]): (Reading | null)[] {
  const state = createReadingEngine('D');
  return candles.map((candle) => pushReading(state, candle));
}

function anyNeedle(reading: Reading | null | undefined, side: Signal): boolean {
  return reading != null && (reading.agulhado === side || reading.agulhado1 === side || reading.agulhado2 === side);
}

export function needleAgreement(candles: readonly DatedCandle[], readings: readonly (Reading | null)[], labels: readonly NeedleLabel[]): NeedleAgreement {
  const indexOf = new Map(candles.map((c, i) => [c.date, i]));
  const recalled: NeedleLabel[] = [];
  const missed: NeedleLabel[] = [];
  for (const label of labels) {
    const i = indexOf.get(label.date);
    if (i === undefined) throw new Error(`label ${label.date} is not a candle of the series`);
    (anyNeedle(readings[i - 1], label.side) || anyNeedle(readings[i], label.side) || anyNeedle(readings[i + 1], label.side) ? recalled : missed).push(label);
  }
  const averages = chartAverages(candles);
  const threaded: string[] = [];
  const unthreaded: string[] = [];
  let within1 = 0;
  let within2 = 0;
  readings.forEach((reading, i) => {
    if (reading === null) return;
    if (reading.agulhado1 !== 0) within1 += 1;
    if (reading.agulhado2 !== 0) within2 += 1;
    if (reading.agulhado === 0) return;
    (averagesInBody(candles, averages, i) || averagesInBody(candles, averages, i - 1) ? threaded : unthreaded).push(candles[i].date);
  });
  const strict = threaded.length + unthreaded.length;
  return {
    labels: labels.length,
    strict,
    within1,
    within2,
    recalled,
    missed,
    threaded,
    unthreaded,
    recall: labels.length === 0 ? 0 : recalled.length / labels.length,
    precision: strict === 0 ? 0 : threaded.length / strict,
  };
}
