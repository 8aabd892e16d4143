import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blindSeries, keyOf } from '../../support/blind-agreement';
import { consensusLabels } from '../../support/blind-consensus';
import { needleCandidates } from '../../support/needle-candidates';
import { ruleExtension, RULE_EXTENSIONS, studyExtension } from '../../support/needle-extension-grids';
import { studyLogistic } from '../../support/needle-logistic';
import { gridPoints } from '../../support/needle-loso';
import {
  CURRENT_PARAMS,
  needleFeatures,
  needleRuleWith,
  needlesWith,
  PARAMS_BEFORE_REFIT,
} from '../../support/needle-rule-params';
import {
  EXTENSIONS_OFF,
  extendedFeatures,
  extendedNeedlesWith,
  extendedRuleWith,
  type ExtendedParams,
} from '../../support/needle-rule-extensions';
import { NEEDLE_SERIES } from '../../support/needle-series';

const SIGNALS_DOC = readFileSync(path.resolve(process.cwd(), 'docs/signals.md'), 'utf8');
const candles = NEEDLE_SERIES.map((s) => s.load());

/** Every extension on, loosely, with a window wider than the family's: a point that reads as far back as any. */
const ALL_ON: ExtendedParams = {
  bodySpreadMax: 1,
  rangeSpreadMax: 1,
  openingWindow: 5,
  minOpening: 0.1,
  ma20Slope: false,
  minBody: 0,
  pullbackMa20: 0.5,
  convergenceRatio: 0.75,
  minCloseExcess: 0.1,
  pairMeeting: { pairSpreadMax: 0.5, ma20Distance: 0.5 },
  nearMiss: 0.5,
  maxOpening: 1.5,
  maxBeyondMa20: 12,
  maxBeyondMa8: 6,
  maxPairSpread: 1,
};

describe('the extended needle rule', () => {
  it.each([
    ['the current parameters', CURRENT_PARAMS],
    ['the parameters before the refit', PARAMS_BEFORE_REFIT],
    ['a wide point', { ...CURRENT_PARAMS, bodySpreadMax: 1, rangeSpreadMax: 1, minOpening: 0, minBody: null }],
    ['a narrow point', { ...CURRENT_PARAMS, rangeSpreadMax: 0, openingWindow: 0, ma20Slope: true, minBody: 0.5 }],
  ])("with every extension off is the family's rule at %s, needle for needle", (_, params) => {
    for (const series of candles) {
      expect(extendedRuleWith({ ...params, ...EXTENSIONS_OFF })(series)).toEqual(needleRuleWith(params)(series));
    }
  });

  it("with every extension off is the family's rule at every point of its grid", () => {
    for (const series of candles) {
      const [plain, extended] = [needleFeatures(series), extendedFeatures(series)];
      for (const p of gridPoints()) {
        expect(extendedNeedlesWith(extended, { ...p, ...EXTENSIONS_OFF })).toEqual(needlesWith(plain, p));
      }
    }
  });

  it("every extension's grid starts with the family's grid, extensions off", () => {
    const base = gridPoints().map((p) => ({ ...p, ...EXTENSIONS_OFF }));
    for (const extension of RULE_EXTENSIONS) expect(extension.grid().slice(0, base.length)).toEqual(base);
  });

  it('flags only candidates, so every needle it flags has a label', () => {
    for (const series of candles) {
      const asked = new Set(needleCandidates(series).map((c) => keyOf(c.index, c.side)));
      const needles = extendedRuleWith(ALL_ON)(series);
      expect(needles.length).toBeGreaterThan(0);
      for (const n of needles) expect(asked.has(keyOf(n.index, n.side))).toBe(true);
    }
    // The extensions do change what it flags.
    expect(extendedRuleWith(ALL_ON)(candles[0])).not.toEqual(
      extendedRuleWith({ ...ALL_ON, ...EXTENSIONS_OFF })(candles[0]),
    );
  });

  it("reads nothing after the needle's candle: cut at any needle, the series keeps the needles up to it", () => {
    for (const series of candles) {
      const full = extendedRuleWith(ALL_ON)(series);
      // Cut on each needle's candle and on the candle before it, where a look ahead would show first.
      const cuts = full.flatMap((n) => [n.index, n.index - 1]);
      for (const cut of cuts) {
        expect(extendedRuleWith(ALL_ON)(series.slice(0, cut + 1))).toEqual(full.filter((n) => n.index <= cut));
      }
    }
  });
});

describe('the extensions against the consensus, as the bench prints them', () => {
  const series = blindSeries(consensusLabels());
  const features = series.map((s) => extendedFeatures(s.candles));
  const figures = (c: { recalled: number; labelledNeedle: number; onCandidates: number }) => [
    c.recalled,
    c.labelledNeedle,
    c.onCandidates,
  ];

  it('the longer opening window (e1), left one series out, pools as recorded', () => {
    const study = studyExtension(ruleExtension('(e1)'), series, features);
    expect(study.size).toBe(2880);
    expect(figures(study.goals.pooled)).toEqual([99, 99, 133]);
    expect(figures(study.f1.pooled)).toEqual([118, 118, 159]);
    expect(SIGNALS_DOC).toContain('**118/165 71.5 %**');
    expect(SIGNALS_DOC).toContain('**118/159 74.2 %**');
    for (const s of study.counts) for (const c of s.counts) expect(c.unlabelled).toBe(0);
  });

  it('the four extensions together reach an in-sample ceiling of 117 needles at 85 % precision', () => {
    const study = studyExtension(ruleExtension('(c)+(e1)+(e2)+(e3)'), series, features);
    expect(study.size).toBe(19200);
    expect(study.ceiling === null ? null : figures(study.ceiling.counts)).toEqual([117, 117, 136]);
  });

  it('the logistic score (e7) pools and reaches as recorded', () => {
    const study = studyLogistic(series, features);
    expect(figures(study.goals.pooled)).toEqual([128, 128, 182]);
    expect(figures(study.f1.pooled)).toEqual([137, 137, 204]);
    expect(study.ceiling === null ? null : figures(study.ceiling.counts)).toEqual([116, 116, 134]);
  });
});
