import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blindCheckSample } from './blind-check';
import { blindKey, seededShuffle } from './blind-key';
import { blindSetupKey } from './blind-setup-key';
import { chartAverages, closesBeyond, orderAt, type ChartAverages, type NeedleSide } from './chart-needles';
import { cohenKappa, type RaterAgreement } from './cohen-kappa';
import type { DatedCandle } from './daily-csv';
import { readingsOf } from './needle-agreement';
import { NEEDLE_SERIES } from './needle-series';
import { wilsonInterval, type ShareInterval } from './wilson-interval';

export const BLIND_VERDICTS = ['needle', 'borderline', 'not'] as const;
export type BlindVerdict = (typeof BLIND_VERDICTS)[number];
export type BlindLabels = Record<string, { label: BlindVerdict; reason: string }>;

/** A needle a rule flags: the candle where the order completes and its side. */
export interface RuleNeedle {
  index: number;
  side: NeedleSide;
}
export type NeedleRule = (candles: readonly DatedCandle[]) => RuleNeedle[];

export interface LabelledCandidate {
  id: string;
  date: string;
  index: number;
  side: NeedleSide;
  label: BlindVerdict;
  reason: string;
}

/** One series with its blind-labelled candidates. */
export interface BlindSeries {
  name: string;
  candles: DatedCandle[];
  candidates: LabelledCandidate[];
}

/** A labelling pass's file in tests/fixtures, keyed by the pass's own ids. */
export const readLabelsFixture = (file: string): BlindLabels =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), 'tests/fixtures', file), 'utf8')) as BlindLabels;
export const readBlindLabels = (): BlindLabels => readLabelsFixture('needle-blind-labels.json');
export const readCheckLabels = (): BlindLabels => readLabelsFixture('needle-check-labels.json');
/** The setup pass's labels as committed, keyed by its own ids (`setup-0001` …). */
export const readSetupLabels = (): BlindLabels => readLabelsFixture('needle-setup-labels.json');

/**
 * The setup pass labelled in two halves by two labellers, in the order shown: `setup-0001` … `setup-0294` and
 * `setup-0295` … `setup-0583`. They read `borderline` differently, so the comparisons are also split by half.
 */
export const SETUP_HALVES = [
  { name: 'setup-0001 … setup-0294', first: 1, last: 294 },
  { name: 'setup-0295 … setup-0583', first: 295, last: 583 },
] as const;
export type SetupHalf = (typeof SETUP_HALVES)[number];
const setupNumber = (setupId: string) => Number(setupId.slice('setup-'.length));
export const inSetupHalf = (half: SetupHalf, setupId: string) =>
  setupNumber(setupId) >= half.first && setupNumber(setupId) <= half.last;

/**
 * The setup pass's labels keyed by the first pass's ids (through the setup key), so `blindSeries` and every
 * figure built on it read them as they read the first pass; `only` keeps the setup ids it accepts.
 */
export function readSetupLabelsAsBlind(
  setup: BlindLabels = readSetupLabels(),
  only: (setupId: string) => boolean = () => true,
): BlindLabels {
  return passLabelsAsBlind(blindSetupKey(), setup, only);
}

/** A reshuffled pass's labels keyed by the first pass's ids through its key; every id the key keeps needs one. */
export function passLabelsAsBlind(
  key: readonly { id: string; blindId: string }[],
  passLabels: BlindLabels,
  only: (passId: string) => boolean = () => true,
): BlindLabels {
  const labels: BlindLabels = {};
  for (const entry of key) {
    if (!only(entry.id)) continue;
    const verdict = passLabels[entry.id];
    if (verdict === undefined) throw new Error(`${entry.id} has no label`);
    labels[entry.blindId] = verdict;
  }
  return labels;
}

/**
 * Every needle series with its candidates and their first-pass labels (the committed file unless given). With
 * `partial`, candidates without a label are left out instead of refused (one half of the setup pass).
 */
export function blindSeries(labels: BlindLabels = readBlindLabels(), partial = false): BlindSeries[] {
  const key = blindKey();
  return NEEDLE_SERIES.map((series) => ({
    name: series.name,
    candles: series.load(),
    candidates: key
      .filter((entry) => entry.series === series.name && (!partial || entry.id in labels))
      .map((entry) => {
        const verdict = labels[entry.id];
        if (verdict === undefined) throw new Error(`${entry.id} has no label`);
        return { id: entry.id, date: entry.date, index: entry.index, side: entry.side, ...verdict };
      })
      .sort((a, b) => a.index - b.index),
  }));
}

/** The raw counts behind the figures; they add up across series. */
export interface BlindCounts {
  candidates: number;
  /** Candidates labelled `needle`. */
  blindNeedles: number;
  borderline: number;
  not: number;
  /** Blind needles with a rule needle of their side on their candle. */
  recalled: number;
  ruleNeedles: number;
  /** Rule needles on a candidate of the same candle and side, and of those the ones labelled needle / needle or borderline. */
  onCandidates: number;
  labelledNeedle: number;
  labelledAccepted: number;
  /** Rule needles on no candidate (nobody was asked about them). */
  unlabelled: number;
  /** Rule needles with a next candle, and of those the ones whose order does not hold on it. */
  withNextCandle: number;
  orderBroken: number;
  /** Rule needles closing beyond all three averages on the other side. */
  wrongSide: number;
  /** Rule needles followed within two candles by a rule needle of the other side. */
  flipFlops: number;
}

export const ZERO_COUNTS: BlindCounts = {
  candidates: 0,
  blindNeedles: 0,
  borderline: 0,
  not: 0,
  recalled: 0,
  ruleNeedles: 0,
  onCandidates: 0,
  labelledNeedle: 0,
  labelledAccepted: 0,
  unlabelled: 0,
  withNextCandle: 0,
  orderBroken: 0,
  wrongSide: 0,
  flipFlops: 0,
};

export function addCounts(a: BlindCounts, b: BlindCounts): BlindCounts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof BlindCounts)[]) sum[key] += b[key];
  return sum;
}

/** One candle and side: how a rule's needle and a candidate are matched. */
export const keyOf = (index: number, side: number) => `${index}:${side}`;

/** A rule's needles scored against one series' blind labels (definitions: docs/signals.md, "Blind labels"). */
export function blindCounts(
  series: BlindSeries,
  needles: readonly RuleNeedle[],
  averages: ChartAverages = chartAverages(series.candles),
): BlindCounts {
  const { candles, candidates } = series;
  const flagged = new Set(needles.map((n) => keyOf(n.index, n.side)));
  const candidateAt = new Map(candidates.map((c) => [keyOf(c.index, c.side), c]));
  const blindNeedles = candidates.filter((c) => c.label === 'needle');
  const onCandidates = needles.flatMap((n) => candidateAt.get(keyOf(n.index, n.side)) ?? []);
  const withNext = needles.filter((n) => n.index + 1 < candles.length);
  return {
    candidates: candidates.length,
    blindNeedles: blindNeedles.length,
    borderline: candidates.filter((c) => c.label === 'borderline').length,
    not: candidates.filter((c) => c.label === 'not').length,
    recalled: blindNeedles.filter((c) => flagged.has(keyOf(c.index, c.side))).length,
    ruleNeedles: needles.length,
    onCandidates: onCandidates.length,
    labelledNeedle: onCandidates.filter((c) => c.label === 'needle').length,
    labelledAccepted: onCandidates.filter((c) => c.label !== 'not').length,
    unlabelled: needles.length - onCandidates.length,
    withNextCandle: withNext.length,
    orderBroken: withNext.filter((n) => orderAt(averages, n.index + 1) !== n.side).length,
    wrongSide: needles.filter((n) => closesBeyond(candles, averages, n.index, n.side === 1 ? -1 : 1)).length,
    flipFlops: needles.filter(
      (n) => flagged.has(keyOf(n.index + 1, -n.side)) || flagged.has(keyOf(n.index + 2, -n.side)),
    ).length,
  };
}

/** The shares the goals are set on, each with its 95 % Wilson interval. */
export interface BlindFigures {
  recall: ShareInterval;
  precision: ShareInterval;
  lenientPrecision: ShareInterval;
  orderBroken: ShareInterval;
  wrongSide: ShareInterval;
  flipFlops: ShareInterval;
  f1: number;
}

export function blindFigures(c: BlindCounts): BlindFigures {
  const recall = wilsonInterval(c.recalled, c.blindNeedles);
  const precision = wilsonInterval(c.labelledNeedle, c.onCandidates);
  const r = c.blindNeedles === 0 ? 0 : recall.share;
  const p = c.onCandidates === 0 ? 0 : precision.share;
  return {
    recall,
    precision,
    lenientPrecision: wilsonInterval(c.labelledAccepted, c.onCandidates),
    orderBroken: wilsonInterval(c.orderBroken, c.withNextCandle),
    wrongSide: wilsonInterval(c.wrongSide, c.ruleNeedles),
    flipFlops: wilsonInterval(c.flipFlops, c.ruleNeedles),
    f1: r + p === 0 ? 0 : (2 * r * p) / (r + p),
  };
}

/** The product owner's goals, pooled out of sample; every series must also reach the floors. */
export const BLIND_GOALS = {
  recall: 0.8,
  precision: 0.85,
  orderBroken: 0.1,
  wrongSide: 0,
  flipFlops: 0.03,
  seriesRecallFloor: 0.7,
  seriesPrecisionFloor: 0.75,
} as const;

/** Which pooled goals the counts meet. */
export function goalsMet(
  c: BlindCounts,
): Record<'recall' | 'precision' | 'orderBroken' | 'wrongSide' | 'flipFlops', boolean> {
  const f = blindFigures(c);
  return {
    recall: f.recall.share >= BLIND_GOALS.recall,
    precision: f.precision.share >= BLIND_GOALS.precision,
    orderBroken: c.withNextCandle === 0 || f.orderBroken.share <= BLIND_GOALS.orderBroken,
    wrongSide: c.wrongSide === 0,
    flipFlops: c.ruleNeedles === 0 || f.flipFlops.share <= BLIND_GOALS.flipFlops,
  };
}

/** The engine's strict needles (reading.agulhado ≠ 0 on the candle where the order completes). */
export const engineRule: NeedleRule = (candles) =>
  readingsOf(candles).flatMap((reading, index) =>
    reading !== null && reading.agulhado !== 0 ? [{ index, side: reading.agulhado }] : [],
  );

export interface RuleOnBlindLabels {
  perSeries: { name: string; counts: BlindCounts; needles: RuleNeedle[] }[];
  pooled: BlindCounts;
}

export function ruleOnBlindLabels(rule: NeedleRule, series: readonly BlindSeries[] = blindSeries()): RuleOnBlindLabels {
  const perSeries = series.map((s) => {
    const needles = rule(s.candles);
    return { name: s.name, counts: blindCounts(s, needles), needles };
  });
  return { perSeries, pooled: perSeries.reduce((sum, s) => addCounts(sum, s.counts), ZERO_COUNTS) };
}

/** Seed of the examples listed for a later look at the pictures. */
export const EXAMPLES_SEED = 20261130;

/** Up to `count` of `list` in a random order that is the same on every run (EXAMPLES_SEED), then by candle. */
export function randomExamples(list: readonly LabelledCandidate[], count: number): LabelledCandidate[] {
  return seededShuffle(list, EXAMPLES_SEED)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
}

/** Up to `count` random blind needles the rule misses, and rule needles labelled `not`, of one series. */
export function disagreements(
  series: BlindSeries,
  needles: readonly RuleNeedle[],
  count: number,
): { missed: LabelledCandidate[]; refused: LabelledCandidate[] } {
  const flagged = new Set(needles.map((n) => keyOf(n.index, n.side)));
  const missed = series.candidates.filter((c) => c.label === 'needle' && !flagged.has(keyOf(c.index, c.side)));
  const refused = series.candidates.filter((c) => c.label === 'not' && flagged.has(keyOf(c.index, c.side)));
  return { missed: randomExamples(missed, count), refused: randomExamples(refused, count) };
}

export interface PassAgreement {
  threeClass: RaterAgreement<BlindVerdict>;
  needleVsRest: RaterAgreement<'needle' | 'rest'>;
}

/** How the second blind pass agrees with the first on the candidates both labelled. */
export function passAgreement(
  first: BlindLabels = readBlindLabels(),
  second: BlindLabels = readCheckLabels(),
): PassAgreement {
  return agreementOf(blindCheckSample().map((entry) => labelPair(first, entry.blindId, second, entry.checkId)));
}

/** How the setup pass agrees with the first pass, on every candidate or on the setup ids `only` accepts. */
export function setupAgreement(
  only: (setupId: string) => boolean = () => true,
  first: BlindLabels = readBlindLabels(),
  setup: BlindLabels = readSetupLabels(),
): PassAgreement {
  return keyedAgreement(blindSetupKey(), first, setup, only);
}

/**
 * How a reshuffled pass (labels under its own ids) agrees with labels keyed by the first pass's ids, over the
 * pass ids `only` accepts of its key.
 */
export function keyedAgreement(
  key: readonly { id: string; blindId: string }[],
  byBlindId: BlindLabels,
  passLabels: BlindLabels,
  only: (passId: string) => boolean = () => true,
): PassAgreement {
  return agreementOf(
    key.filter((entry) => only(entry.id)).map((entry) => labelPair(byBlindId, entry.blindId, passLabels, entry.id)),
  );
}

/** One candidate's verdicts in two passes, each under its own id. */
function labelPair(
  first: BlindLabels,
  firstId: string,
  second: BlindLabels,
  secondId: string,
): readonly [BlindVerdict, BlindVerdict] {
  const a = first[firstId]?.label;
  const b = second[secondId]?.label;
  if (a === undefined || b === undefined) throw new Error(`${firstId} / ${secondId} lacks a label`);
  return [a, b];
}

function agreementOf(pairs: readonly (readonly [BlindVerdict, BlindVerdict])[]): PassAgreement {
  const rest = (v: BlindVerdict) => (v === 'needle' ? 'needle' : 'rest');
  return {
    threeClass: cohenKappa(BLIND_VERDICTS, pairs),
    needleVsRest: cohenKappa(
      ['needle', 'rest'] as const,
      pairs.map(([a, b]) => [rest(a), rest(b)] as const),
    ),
  };
}
