import { keyOf, type RuleNeedle } from './blind-agreement';
import type { NeedleSide } from './chart-needles';
import type { DatedCandle } from './daily-csv';
import { needleCandidates } from './needle-candidates';
import {
  averagesMeetAt,
  describeParams,
  meetingWithin,
  needleFeatures,
  opensDecisively,
  type NeedleFeatures,
  type NeedleRuleParams,
} from './needle-rule-params';

/**
 * Conditions a chart reader might use beyond the plain-sum family (tests/support/needle-rule-params.ts), each off
 * when null. Like the family, each reads the needle's candle s or earlier ones only. A longer opening window,
 * the remaining extension, needs no field of its own: it is the family's `openingWindow` above 2.
 */
export interface RuleExtensions {
  /**
   * Trend pullback, when MA20 slopes the needle's way on s: MA3 and MA8 meet in the candle's body or range within
   * the family's spreads, and MA20 lies at most this many typical candles beyond the nearer of them.
   */
  pullbackMa20: number | null;
  /** The meeting spread is at most this share of the largest spread on m − 10 … m − 3 (the averages converged). */
  convergenceRatio: number | null;
  /** s closes beyond the farthest of its averages by at least this many typical candles. */
  minCloseExcess: number | null;
  /**
   * MA3 and MA8 meet inside the candle's range at most `pairSpreadMax` typical candles apart, with MA20 at most
   * `ma20Distance` typical candles outside that range.
   */
  pairMeeting: { pairSpreadMax: number; ma20Distance: number } | null;
  /** A near miss: the three averages lie within this many typical candles outside the range, spread ≤ the range bound. */
  nearMiss: number | null;
  /** On s, MA3 − MA20 is at most this many typical candles on the needle's side (a late order opens wide). */
  maxOpening: number | null;
  /** MA3 has stood beyond MA20 on the needle's side for at most this many candles up to s. */
  maxBeyondMa20: number | null;
  /** MA3 has stood beyond MA8 on the needle's side for at most this many candles up to s. */
  maxBeyondMa8: number | null;
  /** On s, |MA3 − MA8| is at most this many typical candles. */
  maxPairSpread: number | null;
}

export type ExtendedParams = NeedleRuleParams & RuleExtensions;

export const EXTENSIONS_OFF: RuleExtensions = {
  pullbackMa20: null,
  convergenceRatio: null,
  minCloseExcess: null,
  pairMeeting: null,
  nearMiss: null,
  maxOpening: null,
  maxBeyondMa20: null,
  maxBeyondMa8: null,
  maxPairSpread: null,
};

/** A per-candle figure read on the needle's side: `up` for a buy, `down` for a sell. */
export interface BySide {
  up: number[];
  down: number[];
}
export const onSide = (values: BySide, side: NeedleSide): number[] => (side === 1 ? values.up : values.down);

/** How many candles up to and including i `a` has stood beyond `b` on each side (0 when it does not on i). */
export function standingBeyond(a: readonly number[], b: readonly number[]): BySide {
  const run = (side: NeedleSide) => {
    const lengths: number[] = [];
    a.forEach((_, i) => {
      lengths.push(side * (a[i] - b[i]) > 0 ? (i === 0 ? 0 : lengths[i - 1]) + 1 : 0);
    });
    return lengths;
  };
  return { up: run(1), down: run(-1) };
}

/** What the extensions read of a series, beside the family's features; distances in typical candles. */
export interface ExtendedFeatures extends NeedleFeatures {
  /** The openings that are candidates (tests/support/needle-candidates.ts): the only ones judged, so each has a label. */
  candidateOpenings: RuleNeedle[];
  /** |MA3 − MA8|, and whether the two lie inside the candle's body / range. */
  pairSpread: number[];
  pairInBody: boolean[];
  pairInRange: boolean[];
  /** How far MA20 lies outside the MA3–MA8 pair, and outside the candle's range (0 inside). */
  ma20FromPair: number[];
  ma20FromRange: number[];
  /** How far the farthest of the three averages lies outside the candle's range (0 when all are inside). */
  outsideRange: number[];
  /** The largest spread on i − 10 … i − 3 (NaN when none is known). */
  earlierSpread: number[];
  /** Close beyond the highest average (up) or below the lowest (down). */
  closeExcess: BySide;
  ma3BeyondMa20: BySide;
  ma3BeyondMa8: BySide;
}

export function extendedFeatures(candles: readonly DatedCandle[]): ExtendedFeatures {
  const f = needleFeatures(candles);
  const { ma3, ma8, ma20 } = f.averages;
  const t = f.typical;
  const candidates = new Set(needleCandidates(candles).map((c) => keyOf(c.index, c.side)));
  const pairLow = candles.map((_, i) => Math.min(ma3[i], ma8[i]));
  const pairHigh = candles.map((_, i) => Math.max(ma3[i], ma8[i]));
  const earlierSpread = candles.map((_, i) => {
    const known = f.spread.slice(Math.max(0, i - 10), Math.max(0, i - 2)).filter((x) => !Number.isNaN(x));
    return known.length === 0 ? NaN : Math.max(...known);
  });
  return {
    ...f,
    candidateOpenings: f.openings.filter((o) => candidates.has(keyOf(o.index, o.side))),
    pairSpread: candles.map((_, i) => Math.abs(ma3[i] - ma8[i]) / t[i]),
    pairInBody: candles.map(
      (c, i) => pairLow[i] >= Math.min(c.open, c.close) && pairHigh[i] <= Math.max(c.open, c.close),
    ),
    pairInRange: candles.map((c, i) => pairLow[i] >= c.low && pairHigh[i] <= c.high),
    ma20FromPair: candles.map((_, i) => Math.max(0, ma20[i] - pairHigh[i], pairLow[i] - ma20[i]) / t[i]),
    ma20FromRange: candles.map((c, i) => Math.max(0, ma20[i] - c.high, c.low - ma20[i]) / t[i]),
    outsideRange: candles.map((c, i) => Math.max(0, f.bounds[i].high - c.high, c.low - f.bounds[i].low) / t[i]),
    earlierSpread,
    closeExcess: {
      up: candles.map((c, i) => (c.close - f.bounds[i].high) / t[i]),
      down: candles.map((c, i) => (f.bounds[i].low - c.close) / t[i]),
    },
    ma3BeyondMa20: standingBeyond(ma3, ma20),
    ma3BeyondMa8: standingBeyond(ma3, ma8),
  };
}

/** The averages meet on m: the family's meeting, or one the extensions admit; `trend`: MA20 slopes the needle's way on s. */
function meetsOn(f: ExtendedFeatures, p: ExtendedParams, m: number, trend: boolean): boolean {
  const pullback =
    p.pullbackMa20 !== null &&
    trend &&
    ((f.pairInBody[m] && f.pairSpread[m] <= p.bodySpreadMax) ||
      (f.pairInRange[m] && f.pairSpread[m] <= p.rangeSpreadMax)) &&
    f.ma20FromPair[m] <= p.pullbackMa20;
  const pair =
    p.pairMeeting !== null &&
    f.pairInRange[m] &&
    f.pairSpread[m] <= p.pairMeeting.pairSpreadMax &&
    f.ma20FromRange[m] <= p.pairMeeting.ma20Distance;
  const nearMiss = p.nearMiss !== null && f.outsideRange[m] <= p.nearMiss && f.spread[m] <= p.rangeSpreadMax;
  const met = averagesMeetAt(f, p, m) || pullback || pair || nearMiss;
  return met && (p.convergenceRatio === null || f.spread[m] <= p.convergenceRatio * f.earlierSpread[m]);
}

const atMost = (value: number, bound: number | null) => bound === null || value <= bound;

/** A needle of `side` on the candidate opening s under the extended parameters. */
function extendedNeedleAt(f: ExtendedFeatures, p: ExtendedParams, s: number, side: NeedleSide): boolean {
  if (!opensDecisively(f, p, s, side)) return false;
  if (!atMost(side * f.opening[s], p.maxOpening)) return false;
  if (p.minCloseExcess !== null && onSide(f.closeExcess, side)[s] < p.minCloseExcess) return false;
  if (!atMost(onSide(f.ma3BeyondMa20, side)[s], p.maxBeyondMa20)) return false;
  if (!atMost(onSide(f.ma3BeyondMa8, side)[s], p.maxBeyondMa8)) return false;
  if (!atMost(f.pairSpread[s], p.maxPairSpread)) return false;
  const trend = side * f.ma20Change[s] > 0;
  return meetingWithin(f, p.openingWindow, s, side, (m) => meetsOn(f, p, m, trend));
}

export const extendedNeedlesWith = (f: ExtendedFeatures, p: ExtendedParams): RuleNeedle[] =>
  f.candidateOpenings.filter((o) => extendedNeedleAt(f, p, o.index, o.side));

/** The extended rule with these parameters, as a function of the candles. */
export const extendedRuleWith =
  (p: ExtendedParams) =>
  (candles: readonly DatedCandle[]): RuleNeedle[] =>
    extendedNeedlesWith(extendedFeatures(candles), p);

/** Short text of an extended parameter set, for tables: the family's parameters, then the extensions turned on. */
export function describeExtended(p: ExtendedParams): string {
  const on = (Object.keys(EXTENSIONS_OFF) as (keyof RuleExtensions)[]).flatMap((key) => {
    const value = p[key];
    if (value === null) return [];
    return [typeof value === 'object' ? `${key} ${value.pairSpreadMax}/${value.ma20Distance}` : `${key} ${value}`];
  });
  return [describeParams(p), ...on].join(', ');
}
