import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blindSeries,
  engineRule,
  inSetupHalf,
  readSetupLabels,
  readSetupLabelsAsBlind,
  ruleOnBlindLabels,
  SETUP_HALVES,
  setupAgreement,
  ZERO_COUNTS,
  type BlindCounts,
} from '../../support/blind-agreement';
import { blindKey } from '../../support/blind-key';
import { blindSetupKey } from '../../support/blind-setup-key';
import { fitRule, gridCounts, leaveOneSeriesOut } from '../../support/needle-loso';
import { CURRENT_PARAMS, describeParams } from '../../support/needle-rule-params';

const SIGNALS_DOC = readFileSync(path.resolve(process.cwd(), 'docs/signals.md'), 'utf8');
const series = blindSeries(readSetupLabelsAsBlind());
const counts = series.map((s) => gridCounts(s));

/** What every rule needle of the grid or the engine shares: all on candidates, all 583 of them labelled. */
const SETUP_BASE: BlindCounts = { ...ZERO_COUNTS, candidates: 583, blindNeedles: 190, borderline: 223, not: 170 };

describe('the setup pass read against the first pass', () => {
  it('maps every setup id onto one first-pass id, so the setup labels read as blind labels', () => {
    const labels = readSetupLabelsAsBlind();
    expect(Object.keys(labels).sort()).toEqual(blindKey().map((entry) => entry.id));
    const [entry] = blindSetupKey();
    expect(labels[entry.blindId]).toEqual(readSetupLabels()[entry.id]);
  });

  it('was labelled in two halves that read borderline differently, as docs/signals.md records', () => {
    const tally = SETUP_HALVES.map((half) => {
      const labels = Object.values(readSetupLabelsAsBlind(undefined, (id) => inSetupHalf(half, id)));
      return { all: labels.length, borderline: labels.filter((l) => l.label === 'borderline').length };
    });
    expect(tally).toEqual([
      { all: 294, borderline: 152 },
      { all: 289, borderline: 71 },
    ]);
    expect(SIGNALS_DOC).toContain('152 of 294');
    expect(SIGNALS_DOC).toContain('71 of 289');
  });

  it('agrees with the first pass as recorded (Cohen’s kappa, all candidates and per half)', () => {
    const { threeClass, needleVsRest } = setupAgreement();
    expect(threeClass.items).toBe(583);
    expect(threeClass.confusion).toEqual({
      needle: { needle: 81, borderline: 69, not: 35 },
      borderline: { needle: 52, borderline: 71, not: 33 },
      not: { needle: 57, borderline: 83, not: 102 },
    });
    expect(threeClass.kappa).toBeCloseTo(0.1617, 4);
    expect(needleVsRest.kappa).toBeCloseTo(0.1628, 4);
    const halves = SETUP_HALVES.map((half) => setupAgreement((id) => inSetupHalf(half, id)));
    expect(halves.map((a) => a.threeClass.items)).toEqual([294, 289]);
    expect(halves.map((a) => Number(a.threeClass.kappa.toFixed(3)))).toEqual([0.145, 0.175]);
    expect(halves.map((a) => Number(a.needleVsRest.kappa.toFixed(3)))).toEqual([0.167, 0.155]);
    expect(SIGNALS_DOC).toContain(`**kappa ${threeClass.kappa.toFixed(3)}**`);
    expect(SIGNALS_DOC).toContain(`**kappa ${needleVsRest.kappa.toFixed(3)}**`);
  });
});

describe('the rule on the setup labels', () => {
  it("the engine's strict needle scores as recorded (a change of engine or labels shows here)", () => {
    const { pooled, perSeries } = ruleOnBlindLabels(engineRule, series);
    expect(pooled).toEqual({
      ...SETUP_BASE,
      recalled: 114,
      ruleNeedles: 134,
      onCandidates: 133,
      labelledNeedle: 114,
      labelledAccepted: 132,
      unlabelled: 1,
      withNextCandle: 134,
      orderBroken: 9,
      flipFlops: 0,
    });
    expect(
      perSeries.map((s) => [s.counts.recalled, s.counts.blindNeedles, s.counts.labelledNeedle, s.counts.onCandidates]),
    ).toEqual([
      [92, 142, 92, 107],
      [14, 29, 14, 16],
      [7, 17, 7, 9],
      [1, 2, 1, 1],
    ]);
    expect(SIGNALS_DOC).toContain(`**${pooled.recalled}/${pooled.blindNeedles} `);
    expect(SIGNALS_DOC).toContain(`**${pooled.labelledNeedle}/${pooled.onCandidates} `);
  });

  it("the engine's thresholds are the point the goals objective fits on all four series (decision 0491)", () => {
    const fit = fitRule(counts);
    expect(fit.params).toEqual(CURRENT_PARAMS);
    expect(fit.feasible).toBe(true);
    expect([fit.fitCounts.recalled, fit.fitCounts.labelledNeedle, fit.fitCounts.onCandidates]).toEqual([116, 116, 135]);
  });

  it.each([
    {
      objective: 'goals' as const,
      pooled: {
        recalled: 106,
        onCandidates: 126,
        labelledNeedle: 106,
        labelledAccepted: 123,
        orderBroken: 9,
        flipFlops: 0,
      },
    },
    {
      objective: 'f1' as const,
      pooled: {
        recalled: 109,
        onCandidates: 125,
        labelledNeedle: 109,
        labelledAccepted: 120,
        orderBroken: 14,
        flipFlops: 2,
      },
    },
  ])('leave one series out, objective $objective, scores out of sample as recorded', ({ objective, pooled }) => {
    const result = leaveOneSeriesOut(series, objective, counts);
    expect(result.pooled).toEqual({
      ...SETUP_BASE,
      ...pooled,
      ruleNeedles: pooled.onCandidates,
      withNextCandle: pooled.onCandidates,
    });
    // The body spread the folds choose, the same on every fold: 0.5 typical candle with a wick meeting up to 1.
    for (const fold of result.folds) expect(describeParams(fold.params)).toMatch(/^body ≤ 0\.5, range ≤ 1, window 2,/);
    expect(SIGNALS_DOC).toContain(`**${pooled.recalled}/190 `);
    expect(SIGNALS_DOC).toContain(`**${pooled.labelledNeedle}/${pooled.onCandidates} `);
  });
});
