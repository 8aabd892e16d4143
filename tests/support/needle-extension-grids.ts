import type { BlindSeries } from './blind-agreement';
import {
  ceilingOf,
  countsOver,
  gridPoints,
  losoOver,
  PARAM_GRID,
  type GridStudy,
  type SeriesGridCounts,
} from './needle-loso';
import type { NeedleRuleParams } from './needle-rule-params';
import {
  EXTENSIONS_OFF,
  extendedFeatures,
  extendedNeedlesWith,
  type ExtendedFeatures,
  type ExtendedParams,
  type RuleExtensions,
} from './needle-rule-extensions';

/** Values tried for some extensions, each list starting with null (off). */
export type ExtensionValues = { [K in keyof RuleExtensions]?: readonly RuleExtensions[K][] };

/**
 * Every combination of the values (the first field varying slowest) over every base point, the base varying
 * fastest: with each list starting with off, the base grid with every extension off comes first, so a tie keeps
 * a point of the family.
 */
export function extendGrid(
  values: ExtensionValues,
  base: readonly NeedleRuleParams[] = gridPoints(),
): ExtendedParams[] {
  let combinations: Partial<RuleExtensions>[] = [{}];
  for (const [key, list] of Object.entries(values) as [keyof RuleExtensions, RuleExtensions[keyof RuleExtensions][]][])
    combinations = combinations.flatMap((c) => list.map((value) => ({ ...c, [key]: value })));
  return combinations.flatMap((c) => base.map((p) => ({ ...p, ...EXTENSIONS_OFF, ...c })));
}

/** The family's grid, then each of its points with the widest window of the grid taken out to each longer one. */
export function widerWindows(windows: readonly number[], base: readonly NeedleRuleParams[] = gridPoints()) {
  const widest = Math.max(...PARAM_GRID.openingWindow);
  return [
    ...base,
    ...base
      .filter((p) => p.openingWindow === widest)
      .flatMap((p) => windows.map((openingWindow) => ({ ...p, openingWindow }))),
  ];
}

export interface RuleExtension {
  /** The label the tables use. */
  name: string;
  title: string;
  grid: () => ExtendedParams[];
}

/** An extension tried with these values over a base grid (the family's unless given). */
const tried = (
  name: string,
  title: string,
  values: ExtensionValues,
  base?: () => NeedleRuleParams[],
): RuleExtension => ({ name, title, grid: () => extendGrid(values, base?.()) });

/**
 * The extensions tried against the consensus, each with a few values over the family's whole grid, and the four
 * that did best together.
 */
export const RULE_EXTENSIONS: readonly RuleExtension[] = [
  tried('base grid', "the family's grid, every extension off", {}),
  tried('(a)', "trend pullback: MA3/MA8 meet, MA20 within 0.25–1 of them when it slopes the needle's way", {
    pullbackMa20: [null, 0.25, 0.5, 0.75, 1],
  }),
  tried('(b)', 'meeting spread at most 0.35–0.75 of the largest on m − 10 … m − 3', {
    convergenceRatio: [null, 0.75, 0.5, 0.35],
  }),
  tried('(c)', 's closes beyond the farthest average by ≥ 0.15–0.45', { minCloseExcess: [null, 0.15, 0.3, 0.45] }),
  tried('(d)', 'MA3/MA8 meet in the range ≤ 0.25–0.5 apart, MA20 within 0–1 of the range', {
    pairMeeting: [
      null,
      ...[0.25, 0.5].flatMap((pairSpreadMax) =>
        [0, 0.25, 0.5, 1].map((ma20Distance) => ({ pairSpreadMax, ma20Distance })),
      ),
    ],
  }),
  tried('(e1)', 'opening window 3–5 candles', {}, () => widerWindows([3, 4, 5])),
  tried('(e2)', 'near miss: the averages within 0.1–0.5 outside the range', { nearMiss: [null, 0.1, 0.25, 0.5] }),
  tried('(e3)', 'late order: MA3 − MA20 on s ≤ 1–1.5', { maxOpening: [null, 1, 1.25, 1.5] }),
  tried('(e4)', 'MA3 beyond MA20 for ≤ 3–12 candles', { maxBeyondMa20: [null, 3, 5, 8, 12] }),
  tried('(e5)', 'MA3 beyond MA8 for ≤ 2–6 candles', { maxBeyondMa8: [null, 2, 3, 4, 6] }),
  tried('(e6)', '|MA3 − MA8| on s ≤ 0.6–1', { maxPairSpread: [null, 0.6, 0.8, 1] }),
  tried(
    '(c)+(e1)+(e2)+(e3)',
    'excess ≥ 0.3, windows 3 and 5, near miss 0.5, MA3 − MA20 ≤ 1.5',
    { minCloseExcess: [null, 0.3], nearMiss: [null, 0.5], maxOpening: [null, 1.5] },
    () => widerWindows([3, 5]),
  ),
];

export const ruleExtension = (name: string): RuleExtension => {
  const found = RULE_EXTENSIONS.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no extension ${name}`);
  return found;
};

export const extendedGridCounts = (
  series: BlindSeries,
  grid: readonly ExtendedParams[],
  features: ExtendedFeatures = extendedFeatures(series.candles),
): SeriesGridCounts => countsOver(series, grid, (p) => extendedNeedlesWith(features, p), features.averages);

/** An extension's grid scored on the series, with the grid and every point's counts for a closer look. */
export function studyExtension(
  extension: RuleExtension,
  series: readonly BlindSeries[],
  features: readonly ExtendedFeatures[] = series.map((s) => extendedFeatures(s.candles)),
): GridStudy<ExtendedParams> & { grid: ExtendedParams[]; counts: SeriesGridCounts[] } {
  const grid = extension.grid();
  const counts = series.map((s, i) => extendedGridCounts(s, grid, features[i]));
  return {
    size: grid.length,
    goals: losoOver(counts, grid, 'goals'),
    f1: losoOver(counts, grid, 'f1'),
    ceiling: ceilingOf(counts, grid),
    grid,
    counts,
  };
}
