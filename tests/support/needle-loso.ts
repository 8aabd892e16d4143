import {
  addCounts,
  blindCounts,
  blindFigures,
  BLIND_GOALS,
  ZERO_COUNTS,
  type BlindCounts,
  type BlindSeries,
  type RuleNeedle,
} from './blind-agreement';
import type { ChartAverages } from './chart-needles';
import { needleFeatures, needlesWith, type NeedleFeatures, type NeedleRuleParams } from './needle-rule-params';

/**
 * The grid searched. Spreads stay at most one typical candle and the window at most two candles, so
 * every needle the rule can flag is a candidate (a candidate's averages come within one typical candle
 * on s − 2 … s) and has a blind label: precision is never read off a part of the needles only.
 * The rule before the refit (1, 0.25, 2, 0, off, off) and the current one (0.5, 1, 2, 0.2, off, 0.25) are points of it.
 */
export const PARAM_GRID = {
  bodySpreadMax: [0.5, 0.75, 1],
  rangeSpreadMax: [0, 0.25, 0.5, 1],
  openingWindow: [0, 1, 2],
  minOpening: [0, 0.1, 0.2, 0.3, 0.5],
  ma20Slope: [false, true],
  minBody: [null, 0, 0.25, 0.5],
} as const;

export function gridPoints(): NeedleRuleParams[] {
  const points: NeedleRuleParams[] = [];
  for (const bodySpreadMax of PARAM_GRID.bodySpreadMax)
    for (const rangeSpreadMax of PARAM_GRID.rangeSpreadMax)
      for (const openingWindow of PARAM_GRID.openingWindow)
        for (const minOpening of PARAM_GRID.minOpening)
          for (const ma20Slope of PARAM_GRID.ma20Slope)
            for (const minBody of PARAM_GRID.minBody)
              points.push({ bodySpreadMax, rangeSpreadMax, openingWindow, minOpening, ma20Slope, minBody });
  return points;
}

/** The fitting series' pooled counts meet every pooled goal but recall. */
export function feasible(c: BlindCounts): boolean {
  const f = blindFigures(c);
  return (
    c.onCandidates > 0 &&
    f.precision.share >= BLIND_GOALS.precision &&
    f.orderBroken.share <= BLIND_GOALS.orderBroken &&
    c.wrongSide === 0 &&
    f.flipFlops.share <= BLIND_GOALS.flipFlops
  );
}

/**
 * `goals`, the objective fixed before any fit was run: among the grid points whose pooled counts on the fitting
 * series meet the precision, order-broken, wrong-side and flip-flop goals, the highest strict recall
 * (ties: higher strict precision, then the earlier grid point); when no point meets them, the highest
 * F1 of strict recall and strict precision (ties: the earlier grid point).
 * `f1`, added after seeing `goals` choose points that flag a handful of needles: the highest F1 alone
 * (ties: the earlier grid point).
 */
export type FitObjective = 'goals' | 'f1';

export function better(a: BlindCounts, b: BlindCounts, objective: FitObjective = 'goals'): boolean {
  const fa = blindFigures(a);
  const fb = blindFigures(b);
  if (objective === 'f1') return fa.f1 > fb.f1;
  const [okA, okB] = [feasible(a), feasible(b)];
  if (okA !== okB) return okA;
  if (!okA) return fa.f1 > fb.f1;
  if (fa.recall.share !== fb.recall.share) return fa.recall.share > fb.recall.share;
  return fa.precision.share > fb.precision.share;
}

/** Every grid point's counts on one series (any grid: the counts are indexed as the grid is). */
export interface SeriesGridCounts {
  name: string;
  counts: BlindCounts[];
}

/** One series scored at every point of a grid, from the needles each point flags. */
export function countsOver<P>(
  series: BlindSeries,
  grid: readonly P[],
  needlesOf: (p: P) => readonly RuleNeedle[],
  averages: ChartAverages,
): SeriesGridCounts {
  return { name: series.name, counts: grid.map((p) => blindCounts(series, needlesOf(p), averages)) };
}

export function gridCounts(series: BlindSeries, grid: readonly NeedleRuleParams[] = gridPoints()): SeriesGridCounts {
  const features: NeedleFeatures = needleFeatures(series.candles);
  return countsOver(series, grid, (p) => needlesWith(features, p), features.averages);
}

/** Grid point k's counts summed over the series. */
export const pooledAt = (series: readonly SeriesGridCounts[], k: number): BlindCounts =>
  series.reduce((sum, s) => addCounts(sum, s.counts[k]), ZERO_COUNTS);

export interface FitResult<P = NeedleRuleParams> {
  params: P;
  /** The chosen point's place in the grid. */
  index: number;
  /** Pooled counts of the chosen point on the fitting series, and whether they met the constraints. */
  fitCounts: BlindCounts;
  feasible: boolean;
}

/** The point of any grid the objective chooses on the given series (pooled). */
export function fitOver<P>(
  series: readonly SeriesGridCounts[],
  grid: readonly P[],
  objective: FitObjective = 'goals',
): FitResult<P> {
  let best = -1;
  let bestCounts = ZERO_COUNTS;
  grid.forEach((_, k) => {
    const pooled = pooledAt(series, k);
    if (best < 0 || better(pooled, bestCounts, objective)) {
      best = k;
      bestCounts = pooled;
    }
  });
  return { params: grid[best], index: best, fitCounts: bestCounts, feasible: feasible(bestCounts) };
}

/** The point of the rule family's grid the objective chooses on the given series (pooled). */
export const fitRule = (
  series: readonly SeriesGridCounts[],
  grid: readonly NeedleRuleParams[] = gridPoints(),
  objective: FitObjective = 'goals',
): FitResult => fitOver(series, grid, objective);

export interface LosoFold<P = NeedleRuleParams> extends FitResult<P> {
  leftOut: string;
  /** The chosen point's counts on the left-out series. */
  outCounts: BlindCounts;
}

export interface LosoResult<P = NeedleRuleParams> {
  folds: LosoFold<P>[];
  /** Pooled out of sample: the left-out counts summed. */
  pooled: BlindCounts;
}

/** Fold i: fit on every series but i, score the chosen point on i. */
export function losoFold<P>(
  counts: readonly SeriesGridCounts[],
  grid: readonly P[],
  i: number,
  objective: FitObjective,
): LosoFold<P> {
  const fit = fitOver(
    counts.filter((_, j) => j !== i),
    grid,
    objective,
  );
  return { leftOut: counts[i].name, ...fit, outCounts: counts[i].counts[fit.index] };
}

export const pooledOut = <P>(folds: LosoFold<P>[]): LosoResult<P> => ({
  folds,
  pooled: folds.reduce((sum, f) => addCounts(sum, f.outCounts), ZERO_COUNTS),
});

/** Leave one series out over any grid, from every series' counts at every point. */
export const losoOver = <P>(
  counts: readonly SeriesGridCounts[],
  grid: readonly P[],
  objective: FitObjective = 'goals',
): LosoResult<P> => pooledOut(counts.map((_, i) => losoFold(counts, grid, i, objective)));

/** Leave one series out over the grid: fit on the others, score on it. */
export function leaveOneSeriesOut(
  series: readonly BlindSeries[],
  objective: FitObjective = 'goals',
  counts: readonly SeriesGridCounts[] = series.map((s) => gridCounts(s)),
): LosoResult {
  return losoOver(counts, gridPoints(), objective);
}

/** A point of a grid with its counts pooled over every series. */
export interface GridPoint<P> {
  params: P;
  index: number;
  counts: BlindCounts;
}

/**
 * The in-sample ceiling of a grid: among the points whose counts pooled over every series reach the precision
 * goal, the highest recall (ties: higher precision, then the earlier point); null when none reaches it.
 */
export function ceilingOf<P>(series: readonly SeriesGridCounts[], grid: readonly P[]): GridPoint<P> | null {
  let best = -1;
  let bestCounts = ZERO_COUNTS;
  const precision = (c: BlindCounts) => blindFigures(c).precision.share;
  for (let k = 0; k < grid.length; k += 1) {
    const counts = pooledAt(series, k);
    if (counts.onCandidates === 0 || precision(counts) < BLIND_GOALS.precision) continue;
    if (
      best < 0 ||
      counts.recalled > bestCounts.recalled ||
      (counts.recalled === bestCounts.recalled && precision(counts) > precision(bestCounts))
    ) {
      best = k;
      bestCounts = counts;
    }
  }
  return best < 0 ? null : { params: grid[best], index: best, counts: bestCounts };
}

/** One grid scored on the series: out of sample under both objectives, and its in-sample ceiling. */
export interface GridStudy<P> {
  size: number;
  goals: LosoResult<P>;
  f1: LosoResult<P>;
  ceiling: GridPoint<P> | null;
}
