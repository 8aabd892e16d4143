import { keyOf, type BlindSeries, type RuleNeedle } from './blind-agreement';
import {
  ceilingOf,
  countsOver,
  losoFold,
  pooledOut,
  type FitObjective,
  type GridStudy,
  type SeriesGridCounts,
} from './needle-loso';
import { onSide, standingBeyond, type BySide, type ExtendedFeatures } from './needle-rule-extensions';

/**
 * A logistic score in place of thresholds: each candidate opening (tests/support/needle-rule-extensions.ts) is a
 * row of figures read on s or before it (distances in typical candles, signed to the needle's side); the weights
 * are fitted by plain gradient descent to the label `needle` (against borderline and not), and a needle is flagged
 * where the score reaches a threshold, chosen from LOGISTIC_THRESHOLDS as a grid point is.
 */
export const LOGISTIC_FIGURES = [
  "s's body",
  'MA3 − MA20 on s',
  'close beyond the farthest average',
  'nearest meeting on s − 4 … s (spread + reach outside the range)',
  'nearest meeting on s − 2 … s',
  '|MA3 − MA8| on s',
  'log(1 + candles MA3 has stood beyond MA8)',
  'log(1 + candles MA3 has stood beyond MA20)',
  'log(1 + candles MA8 has stood beyond MA20)',
  "MA20's change on s",
  'largest spread on s − 10 … s − 3, at most 3',
] as const;

/** Score thresholds tried, lowest first. */
export const LOGISTIC_THRESHOLDS: readonly number[] = Array.from({ length: 41 }, (_, i) => -3 + i * 0.15);
const ITERATIONS = 3000;
const STEP = 0.5;
const L2 = 0.01;

interface Row extends RuleNeedle {
  needle: boolean;
  values: number[];
}

function nearestMeeting(f: ExtendedFeatures, s: number, window: number): number {
  let nearest = Infinity;
  for (let m = s; m >= s - window; m -= 1) nearest = Math.min(nearest, f.spread[m] + f.outsideRange[m]);
  return nearest;
}

function rowsOf(series: BlindSeries, f: ExtendedFeatures): Row[] {
  const labels = new Map(series.candidates.map((c) => [keyOf(c.index, c.side), c.label]));
  const ma8BeyondMa20 = standingBeyond(f.averages.ma8, f.averages.ma20);
  return f.candidateOpenings.map(({ index: s, side }) => {
    const at = (values: BySide) => onSide(values, side)[s];
    const values = [
      side * f.body[s],
      side * f.opening[s],
      at(f.closeExcess),
      nearestMeeting(f, s, 4),
      nearestMeeting(f, s, 2),
      f.pairSpread[s],
      Math.log1p(at(f.ma3BeyondMa8)),
      Math.log1p(at(f.ma3BeyondMa20)),
      Math.log1p(at(ma8BeyondMa20)),
      (side * f.ma20Change[s]) / f.typical[s],
      Math.min(3, f.earlierSpread[s]),
    ];
    return { index: s, side, needle: labels.get(keyOf(s, side)) === 'needle', values };
  });
}

type LogisticScore = (values: readonly number[]) => number;

/** Weights fitted on the rows (figures standardised, L2 on every weight but the intercept). */
function fitLogistic(rows: readonly Row[]): LogisticScore {
  const n = LOGISTIC_FIGURES.length;
  const mean = Array.from({ length: n }, (_, j) => rows.reduce((sum, r) => sum + r.values[j] / rows.length, 0));
  const spread = mean.map((mu, j) =>
    Math.sqrt(rows.reduce((sum, r) => sum + (r.values[j] - mu) ** 2 / rows.length, 0)),
  );
  const standard = (values: readonly number[]) => values.map((v, j) => (v - mean[j]) / spread[j]);
  const x = rows.map((r) => standard(r.values));
  const weights = new Array<number>(n).fill(0);
  let intercept = 0;
  const linear = (z: readonly number[]) => intercept + z.reduce((sum, v, j) => sum + v * weights[j], 0);
  for (let step = 0; step < ITERATIONS; step += 1) {
    const gradient = new Array<number>(n).fill(0);
    let gradientIntercept = 0;
    x.forEach((z, k) => {
      const error = 1 / (1 + Math.exp(-linear(z))) - (rows[k].needle ? 1 : 0);
      z.forEach((v, j) => (gradient[j] += (error * v) / rows.length));
      gradientIntercept += error / rows.length;
    });
    weights.forEach((w, j) => (weights[j] = w - STEP * (gradient[j] + L2 * w)));
    intercept -= STEP * gradientIntercept;
  }
  return (values) => linear(standard(values));
}

/** Every series scored at every threshold under one fitted score. */
function thresholdCounts(
  series: readonly BlindSeries[],
  rows: readonly Row[][],
  features: readonly ExtendedFeatures[],
  score: LogisticScore,
): SeriesGridCounts[] {
  return series.map((s, i) => {
    const scored = rows[i].map((r) => ({ index: r.index, side: r.side, score: score(r.values) }));
    return countsOver(s, LOGISTIC_THRESHOLDS, (t) => scored.filter((r) => r.score >= t), features[i].averages);
  });
}

/**
 * Leave one series out, the weights and the threshold both fitted on the other three under either objective; the
 * ceiling: weights fitted on all four, the threshold chosen as a grid's ceiling is.
 */
export function studyLogistic(
  series: readonly BlindSeries[],
  features: readonly ExtendedFeatures[],
): GridStudy<number> {
  const rows = series.map((s, i) => rowsOf(s, features[i]));
  const folds = series.map((_, i) =>
    thresholdCounts(series, rows, features, fitLogistic(rows.filter((_, j) => j !== i).flat())),
  );
  const loso = (objective: FitObjective) =>
    pooledOut(folds.map((counts, i) => losoFold(counts, LOGISTIC_THRESHOLDS, i, objective)));
  const all = thresholdCounts(series, rows, features, fitLogistic(rows.flat()));
  return {
    size: LOGISTIC_THRESHOLDS.length,
    goals: loso('goals'),
    f1: loso('f1'),
    ceiling: ceilingOf(all, LOGISTIC_THRESHOLDS),
  };
}
