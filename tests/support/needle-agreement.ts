import { readFileSync } from 'node:fs';
import type { Reading } from '@agulhadas/domain/reading';
import { createReadingEngine, pushReading } from '@agulhadas/domain/signals';
import { chartAverages, closesBeyond, type NeedleSide } from './chart-needles';
import type { DatedCandle } from './daily-csv';
import type { LabelledNeedleSeries } from './needle-series';

export interface NeedleLabel {
  date: string;
  side: NeedleSide;
}

/** A strict needle of the engine (agulhado ≠ 0). */
export interface StrictNeedle {
  date: string;
  index: number;
  side: NeedleSide;
}

/** How the product's strict needles agree with the labelled chart needles of one series (definitions: docs/signals.md). */
export interface NeedleAgreement {
  labels: number;
  strict: StrictNeedle[];
  /** Candles flagged agulhado1 / agulhado2. */
  within1: number;
  within2: number;
  /** Labels with a strict needle of their side on their own candle. */
  recalled: NeedleLabel[];
  missed: NeedleLabel[];
  /** Strict needles with a label of their side on their own candle, and the others. */
  matched: StrictNeedle[];
  unmatched: StrictNeedle[];
  /** Strict needles whose candle closed beyond all three averages on the other side (a buy below them, a sell above). */
  wrongSide: StrictNeedle[];
  /** Strict needles followed within two candles by a strict needle of the other side. */
  flipFlops: StrictNeedle[];
  recall: number;
  precision: number;
  wrongSideShare: number;
  flipFlopShare: number;
}

/** What the strict needle must reach on every labelled series (recall and precision at least, the shares at most). */
export const NEEDLE_GOALS = { recall: 0.8, precision: 0.85, wrongSideShare: 0.02, flipFlopShare: 0.03 } as const;

/** The committed labels of a series. */
export function labelsOf(series: LabelledNeedleSeries): NeedleLabel[] {
  return (JSON.parse(readFileSync(series.labelsFile, 'utf8')) as { needles: NeedleLabel[] }).needles;
}

/** The streaming engine's reading of every candle (null during warm-up). */
export function readingsOf(candles: readonly DatedCandle[]): (Reading | null)[] {
  const state = createReadingEngine('D');
  return candles.map((candle) => pushReading(state, candle));
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function needleAgreement(
  candles: readonly DatedCandle[],
  readings: readonly (Reading | null)[],
  labels: readonly NeedleLabel[],
): NeedleAgreement {
  const indexOf = new Map(candles.map((c, i) => [c.date, i]));
  const labelled = new Map<number, NeedleSide>();
  for (const label of labels) {
    const i = indexOf.get(label.date);
    if (i === undefined) throw new Error(`label ${label.date} is not a candle of the series`);
    labelled.set(i, label.side);
  }
  const strict: StrictNeedle[] = [];
  let within1 = 0;
  let within2 = 0;
  readings.forEach((reading, index) => {
    if (reading === null) return;
    if (reading.agulhado1 !== 0) within1 += 1;
    if (reading.agulhado2 !== 0) within2 += 1;
    if (reading.agulhado !== 0) strict.push({ date: candles[index].date, index, side: reading.agulhado });
  });
  const sideAt = new Map(strict.map((n) => [n.index, n.side]));
  const recalled = labels.filter((l) => sideAt.get(indexOf.get(l.date) ?? -1) === l.side);
  const missed = labels.filter((l) => !recalled.includes(l));
  const matched = strict.filter((n) => labelled.get(n.index) === n.side);
  const averages = chartAverages(candles);
  const wrongSide = strict.filter((n) => closesBeyond(candles, averages, n.index, n.side === 1 ? -1 : 1));
  const flipFlops = strict.filter((n) => sideAt.get(n.index + 1) === -n.side || sideAt.get(n.index + 2) === -n.side);
  return {
    labels: labels.length,
    strict,
    within1,
    within2,
    recalled,
    missed,
    matched,
    unmatched: strict.filter((n) => !matched.includes(n)),
    wrongSide,
    flipFlops,
    recall: share(recalled.length, labels.length),
    precision: share(matched.length, strict.length),
    wrongSideShare: share(wrongSide.length, strict.length),
    flipFlopShare: share(flipFlops.length, strict.length),
  };
}
