import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blindFigures,
  blindSeries,
  engineRule,
  passAgreement,
  readBlindLabels,
  ruleOnBlindLabels,
  ZERO_COUNTS,
  type BlindLabels,
  type BlindSeries,
} from '../../support/blind-agreement';
import { blindKey } from '../../support/blind-key';
import { chartNeedles } from '../../support/chart-needles';
import {
  better,
  feasible,
  gridCounts,
  gridPoints,
  leaveOneSeriesOut,
  type SeriesGridCounts,
} from '../../support/needle-loso';
import { CURRENT_PARAMS, needleRuleWith, PARAMS_BEFORE_REFIT } from '../../support/needle-rule-params';

const SIGNALS_DOC = readFileSync(path.resolve(process.cwd(), 'docs/signals.md'), 'utf8');
const series = blindSeries();
const counts = series.map((s) => gridCounts(s));

describe('blind labels against the committed files', () => {
  it('the two blind passes agree as recorded in docs/signals.md', () => {
    const { threeClass, needleVsRest } = passAgreement();
    expect(threeClass.items).toBe(117);
    expect(threeClass.confusion).toEqual({
      needle: { needle: 22, borderline: 17, not: 0 },
      borderline: { needle: 2, borderline: 19, not: 9 },
      not: { needle: 0, borderline: 5, not: 43 },
    });
    expect(threeClass.kappa).toBeCloseTo(0.5723, 4);
    expect(needleVsRest.kappa).toBeCloseTo(0.5957, 4);
    expect(SIGNALS_DOC).toContain(`**kappa ${threeClass.kappa.toFixed(3)}**`);
    expect(SIGNALS_DOC).toContain(`**kappa ${needleVsRest.kappa.toFixed(3)}**`);
  });

  it("the engine's strict needle scores on the blind labels as recorded (a change of engine or labels shows here)", () => {
    const { pooled } = ruleOnBlindLabels(engineRule, series);
    expect(pooled).toEqual({
      ...ZERO_COUNTS,
      candidates: 583,
      blindNeedles: 185,
      borderline: 156,
      not: 242,
      recalled: 59,
      ruleNeedles: 134,
      onCandidates: 133,
      labelledNeedle: 59,
      labelledAccepted: 93,
      // S&P 500 2003-08-28: a wick meeting within one Wilder ATR but not one plain typical candle, so no candidate.
      unlabelled: 1,
      withNextCandle: 134,
      orderBroken: 9,
      flipFlops: 0,
    });
    expect(SIGNALS_DOC).toContain(`**${pooled.recalled}/${pooled.blindNeedles} `);
    expect(SIGNALS_DOC).toContain(`**${pooled.labelledNeedle}/${pooled.onCandidates} `);
  });

  it('the parametrised rule at the current parameters is chart-needles, needle for needle', () => {
    for (const s of series) {
      expect(needleRuleWith(CURRENT_PARAMS)(s.candles)).toEqual(
        chartNeedles(s.candles).map(({ index, side }) => ({ index, side })),
      );
    }
  });

  it('every needle any grid point flags is a candidate, so every one has a blind label', () => {
    for (const s of counts) for (const c of s.counts) expect(c.unlabelled).toBe(0);
    expect(gridPoints()).toContainEqual(CURRENT_PARAMS);
    expect(gridPoints()).toContainEqual(PARAMS_BEFORE_REFIT);
  });

  it('the rule reads nothing after the needle: the needles of a cut series are the full series’ needles before the cut', () => {
    const [sp500] = series;
    const grid = gridPoints();
    for (const params of [CURRENT_PARAMS, grid[grid.length - 1], grid[Math.floor(grid.length / 2)]]) {
      const all = needleRuleWith(params)(sp500.candles);
      for (const cut of [600, 1777, 3000]) {
        expect(needleRuleWith(params)(sp500.candles.slice(0, cut))).toEqual(all.filter((n) => n.index < cut));
      }
    }
  });
});

describe('leave one series out', () => {
  /** Every label of one series turned over: needle ↔ not, borderline → needle. */
  function flipped(name: string): BlindLabels {
    const labels = readBlindLabels();
    const turn = { needle: 'not', not: 'needle', borderline: 'needle' } as const;
    for (const entry of blindKey().filter((e) => e.series === name)) {
      labels[entry.id] = { ...labels[entry.id], label: turn[labels[entry.id].label] };
    }
    return labels;
  }

  it.each(['goals', 'f1'] as const)('never sees the left-out series when fitting (objective %s)', (objective) => {
    const original = leaveOneSeriesOut(series, objective, counts);
    series.forEach((left, i) => {
      const turned: BlindSeries[] = blindSeries(flipped(left.name));
      const turnedCounts: SeriesGridCounts[] = counts.map((c, j) => (j === i ? gridCounts(turned[i]) : c));
      const fold = leaveOneSeriesOut(turned, objective, turnedCounts).folds[i];
      expect(fold.params).toEqual(original.folds[i].params);
      expect(fold.fitCounts).toEqual(original.folds[i].fitCounts);
      // The flip did reach the left-out series: its own score moved.
      expect(fold.outCounts).not.toEqual(original.folds[i].outCounts);
    });
  });

  it('the pooled out-of-sample counts are the four left-out counts summed', () => {
    const { folds, pooled } = leaveOneSeriesOut(series, 'goals', counts);
    expect(folds.map((f) => f.leftOut)).toEqual(series.map((s) => s.name));
    expect(pooled.recalled).toBe(folds.reduce((sum, f) => sum + f.outCounts.recalled, 0));
    expect(pooled.onCandidates).toBe(folds.reduce((sum, f) => sum + f.outCounts.onCandidates, 0));
  });

  it('the goals objective prefers a point meeting the constraints, then the higher recall; else the higher F1', () => {
    const base = { ...ZERO_COUNTS, blindNeedles: 100, ruleNeedles: 20, onCandidates: 20, withNextCandle: 20 };
    const precise = { ...base, recalled: 18, labelledNeedle: 18 };
    const broad = { ...base, recalled: 40, labelledNeedle: 12, ruleNeedles: 60, onCandidates: 60, withNextCandle: 60 };
    expect(feasible(precise)).toBe(true);
    expect(feasible(broad)).toBe(false);
    expect(better(precise, broad)).toBe(true);
    expect(better(broad, precise, 'f1')).toBe(blindFigures(broad).f1 > blindFigures(precise).f1);
    expect(better({ ...precise, recalled: 19, labelledNeedle: 19 }, precise)).toBe(true);
    expect(feasible({ ...precise, wrongSide: 1 })).toBe(false);
  });
});
