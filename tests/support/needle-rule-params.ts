import {
  averagesBounds,
  BODY_SPREAD_MAX,
  chartAverages,
  closesBeyond,
  FIRST_LABELLED_INDEX,
  MIN_BODY,
  MIN_OPENING,
  OPENING_WINDOW,
  orderAt,
  RANGE_SPREAD_MAX,
  typicalCandles,
  type ChartAverages,
  type NeedleSide,
} from './chart-needles';
import type { DatedCandle } from './daily-csv';
import type { RuleNeedle } from './blind-agreement';

/**
 * The plain-sum needle of tests/support/chart-needles.ts with its thresholds as parameters, and the
 * filters a chart reader uses against flat tangles. Every filter reads the needle's own candle s or
 * earlier ones, so a closed candle knows it (nothing after s).
 */
export interface NeedleRuleParams {
  /** Meeting inside the real body: spread of the three averages at most this many typical candles. */
  bodySpreadMax: number;
  /** Meeting inside the range (wicks included): spread at most this many typical candles. */
  rangeSpreadMax: number;
  /** The order may complete up to this many candles after the meeting. */
  openingWindow: number;
  /** On s, MA3 stands beyond MA20 on the needle's side by at least this many typical candles (0: off). */
  minOpening: number;
  /** On s, MA20 rises for a buy and falls for a sell. */
  ma20Slope: boolean;
  /** s's body (close − open, signed by the side) is at least this many typical candles; null: off. */
  minBody: number | null;
}

/**
 * The rule as the engine and chart-needles have it, read from chart-needles' thresholds: the point fitted on all four
 * series' setup labels (decision 0491).
 */
export const CURRENT_PARAMS: NeedleRuleParams = {
  bodySpreadMax: BODY_SPREAD_MAX,
  rangeSpreadMax: RANGE_SPREAD_MAX,
  openingWindow: OPENING_WINDOW,
  minOpening: MIN_OPENING,
  ma20Slope: false,
  minBody: MIN_BODY,
};

/** The rule before the refit: the thresholds written from the chart reading's wording. */
export const PARAMS_BEFORE_REFIT: NeedleRuleParams = {
  bodySpreadMax: 1,
  rangeSpreadMax: 0.25,
  openingWindow: 2,
  minOpening: 0,
  ma20Slope: false,
  minBody: null,
};

/** What the rule needs of a series, computed once for any parameters. */
export interface NeedleFeatures {
  candles: readonly DatedCandle[];
  averages: ChartAverages;
  /** Spread of the three averages in typical candles, and whether they lie inside the body / range. */
  spread: number[];
  inBody: boolean[];
  inRange: boolean[];
  order: (NeedleSide | 0)[];
  /** closesAbove[i]: candle i closed above all three averages; closesBelow: below. */
  closesAbove: boolean[];
  closesBelow: boolean[];
  /** The typical candle of each candle (chart-needles' plain mean true range). */
  typical: number[];
  /** The lowest and highest of the three averages on each candle. */
  bounds: { low: number; high: number }[];
  /** (MA3 − MA20) and (close − open), in typical candles; MA20's change from the candle before. */
  opening: number[];
  body: number[];
  ma20Change: number[];
  /** The only candles a needle can stand on: the order completes there, and the candle closes beyond the averages on its side. */
  openings: RuleNeedle[];
}

export function needleFeatures(candles: readonly DatedCandle[]): NeedleFeatures {
  const averages = chartAverages(candles);
  const typical = typicalCandles(candles);
  const bounds = candles.map((_, i) => averagesBounds(averages, i));
  const order = candles.map((_, i) => orderAt(averages, i));
  const openings: RuleNeedle[] = [];
  for (let s = FIRST_LABELLED_INDEX; s < candles.length; s += 1) {
    const side = order[s];
    if (side !== 0 && order[s - 1] !== side && closesBeyond(candles, averages, s, side))
      openings.push({ index: s, side });
  }
  return {
    openings,
    candles,
    averages,
    typical,
    bounds,
    spread: bounds.map((b, i) => (b.high - b.low) / typical[i]),
    inBody: candles.map(
      (c, i) => Math.min(c.open, c.close) <= bounds[i].low && bounds[i].high <= Math.max(c.open, c.close),
    ),
    inRange: candles.map((c, i) => c.low <= bounds[i].low && bounds[i].high <= c.high),
    order,
    closesAbove: candles.map((_, i) => closesBeyond(candles, averages, i, 1)),
    closesBelow: candles.map((_, i) => closesBeyond(candles, averages, i, -1)),
    opening: candles.map((_, i) => (averages.ma3[i] - averages.ma20[i]) / typical[i]),
    body: candles.map((c, i) => (c.close - c.open) / typical[i]),
    ma20Change: candles.map((_, i) => (i === 0 ? NaN : averages.ma20[i] - averages.ma20[i - 1])),
  };
}

/** The three averages meet on candle m within the parameters' body and range spreads. */
export function averagesMeetAt(f: NeedleFeatures, p: NeedleRuleParams, m: number): boolean {
  return (f.inBody[m] && f.spread[m] <= p.bodySpreadMax) || (f.inRange[m] && f.spread[m] <= p.rangeSpreadMax);
}

/** s opens decisively on the needle's side: the filters on the needle's own candle. */
export function opensDecisively(f: NeedleFeatures, p: NeedleRuleParams, s: number, side: NeedleSide): boolean {
  if (p.minOpening > 0 && side * f.opening[s] < p.minOpening) return false;
  if (p.ma20Slope && !(side * f.ma20Change[s] > 0)) return false;
  return p.minBody === null || side * f.body[s] >= p.minBody;
}

/**
 * Some candle from s back to s − window is a meeting (`meetsOn`), with no candle between it and s closing beyond
 * all three averages against the needle.
 */
export function meetingWithin(
  f: NeedleFeatures,
  window: number,
  s: number,
  side: NeedleSide,
  meetsOn: (m: number) => boolean,
): boolean {
  const against = side === 1 ? f.closesBelow : f.closesAbove;
  for (let m = s; m >= s - window; m -= 1) {
    if (meetsOn(m)) return true;
    if (m < s && against[m]) return false;
  }
  return false;
}

/** A needle of `side` placed on s under the parameters (chart-needles' meetingOf, then the filters). */
export function needleAt(f: NeedleFeatures, p: NeedleRuleParams, s: number, side: NeedleSide): boolean {
  const beyond = side === 1 ? f.closesAbove : f.closesBelow;
  if (f.order[s] !== side || f.order[s - 1] === side || !beyond[s]) return false;
  return opensDecisively(f, p, s, side) && meetingWithin(f, p.openingWindow, s, side, (m) => averagesMeetAt(f, p, m));
}

export function needlesWith(f: NeedleFeatures, p: NeedleRuleParams): RuleNeedle[] {
  return f.openings.filter((o) => needleAt(f, p, o.index, o.side));
}

/** The rule with these parameters, as a function of the candles. */
export const needleRuleWith =
  (p: NeedleRuleParams) =>
  (candles: readonly DatedCandle[]): RuleNeedle[] =>
    needlesWith(needleFeatures(candles), p);

/** Short text of a parameter set, for tables. */
export function describeParams(p: NeedleRuleParams): string {
  return [
    `body ≤ ${p.bodySpreadMax}`,
    `range ≤ ${p.rangeSpreadMax}`,
    `window ${p.openingWindow}`,
    `opening ≥ ${p.minOpening}`,
    `MA20 slope ${p.ma20Slope ? 'on' : 'off'}`,
    `s body ${p.minBody === null ? 'off' : `≥ ${p.minBody}`}`,
  ].join(', ');
}
