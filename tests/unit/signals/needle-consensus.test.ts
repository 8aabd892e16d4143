import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blindSeries,
  engineRule,
  readSetupLabelsAsBlind,
  ruleOnBlindLabels,
  ZERO_COUNTS,
  type BlindCounts,
  type BlindLabels,
} from '../../support/blind-agreement';
import {
  blindSettleKey,
  consensusLabels,
  consensusOnFourthSample,
  fourthAgreement,
  readRereadLabelsAsBlind,
  readSettleLabels,
  rereadAgreement,
} from '../../support/blind-consensus';
import { blindKey } from '../../support/blind-key';
import { leaveOneSeriesOut } from '../../support/needle-loso';

const SIGNALS_DOC = readFileSync(path.resolve(process.cwd(), 'docs/signals.md'), 'utf8');
const ids = blindKey().map((entry) => entry.id);
const all = (label: 'needle' | 'borderline' | 'not', reason: string): BlindLabels =>
  Object.fromEntries(ids.map((id) => [id, { label, reason }]));

describe('the consensus of three readings', () => {
  const [a, b, c] = ids;
  const setup = { ...all('not', 'flat tangle'), [a]: { label: 'needle', reason: 'body meeting' } } as BlindLabels;
  const reread = {
    ...all('not', 'wide spread'),
    [a]: { label: 'borderline', reason: 'weak candle' },
    [b]: { label: 'needle', reason: 'wick meeting' },
    [c]: { label: 'borderline', reason: 'late order' },
  } as BlindLabels;
  const settle: BlindLabels = {
    [a]: { label: 'needle', reason: 'wick meeting' },
    [b]: { label: 'borderline', reason: 'loose meeting' },
    [c]: { label: 'not', reason: 'against side' },
  };

  it('keeps the verdict two readings agree on, with the first of their reasons', () => {
    const consensus = consensusLabels(setup, reread, settle);
    expect(consensus[ids[3]]).toEqual({ label: 'not', reason: 'flat tangle' });
    expect(consensus[a]).toEqual({ label: 'needle', reason: 'body meeting' });
    expect(consensus[c]).toEqual({ label: 'not', reason: 'flat tangle' });
  });

  it('calls a candidate the three readings all part on borderline, a split reading', () => {
    expect(consensusLabels(setup, reread, settle)[b]).toEqual({ label: 'borderline', reason: 'split reading' });
  });

  it('refuses a disagreement nobody settled', () => {
    const { [b]: _settled, ...unsettled } = settle;
    expect(() => consensusLabels(setup, reread, unsettled)).toThrow(`${b} was not settled`);
  });

  it('the settling reading is shown exactly the candidates the first two readings part on', () => {
    const setupLabels = readSetupLabelsAsBlind();
    const rereadLabels = readRereadLabelsAsBlind();
    const split = ids.filter((id) => setupLabels[id].label !== rereadLabels[id].label);
    const key = blindSettleKey();
    expect(key.map((entry) => entry.blindId).sort()).toEqual(split.sort());
    expect(Object.keys(readSettleLabels())).toEqual(key.map((entry) => entry.id));
  });
});

describe('the consensus against the committed labels', () => {
  const series = blindSeries(consensusLabels());
  const base: BlindCounts = { ...ZERO_COUNTS, candidates: 583, blindNeedles: 165, borderline: 193, not: 225 };

  it('the two setup readings agree as recorded in docs/signals.md', () => {
    const { threeClass, needleVsRest } = rereadAgreement();
    expect(threeClass.items).toBe(583);
    expect(threeClass.confusion).toEqual({
      needle: { needle: 141, borderline: 39, not: 10 },
      borderline: { needle: 20, borderline: 116, not: 87 },
      not: { needle: 0, borderline: 20, not: 150 },
    });
    expect(SIGNALS_DOC).toContain(`**kappa ${threeClass.kappa.toFixed(3)}**`);
    expect(SIGNALS_DOC).toContain(`**kappa ${needleVsRest.kappa.toFixed(3)}**`);
    expect([threeClass.kappa.toFixed(3), needleVsRest.kappa.toFixed(3)]).toEqual(['0.551', '0.720']);
  });

  it('counts the consensus verdicts as recorded, seven of them split three ways', () => {
    const labels = Object.values(consensusLabels());
    expect(labels.filter((l) => l.reason === 'split reading')).toHaveLength(7);
    expect(series.map((s) => s.candidates.filter((c) => c.label === 'needle').length)).toEqual([124, 27, 12, 2]);
  });

  it("the engine's strict needle scores on the consensus as recorded (a change of engine or labels shows here)", () => {
    const { pooled, perSeries } = ruleOnBlindLabels(engineRule, series);
    expect(pooled).toEqual({
      ...base,
      recalled: 107,
      ruleNeedles: 134,
      onCandidates: 133,
      labelledNeedle: 107,
      labelledAccepted: 130,
      unlabelled: 1,
      withNextCandle: 134,
      orderBroken: 9,
    });
    expect(perSeries.map((s) => [s.counts.recalled, s.counts.labelledNeedle, s.counts.onCandidates])).toEqual([
      [87, 87, 107],
      [13, 13, 16],
      [6, 6, 9],
      [1, 1, 1],
    ]);
    expect(SIGNALS_DOC).toContain(`**${pooled.recalled}/${pooled.blindNeedles} `);
    expect(SIGNALS_DOC).toContain(`**${pooled.labelledNeedle}/${pooled.onCandidates} `);
  });

  it.each([
    { objective: 'goals' as const, recalled: 62, onCandidates: 74 },
    { objective: 'f1' as const, recalled: 100, onCandidates: 125 },
  ])('leave one series out, objective $objective, scores out of sample as recorded', ({ objective, ...pooled }) => {
    const result = leaveOneSeriesOut(series, objective);
    expect([result.pooled.recalled, result.pooled.labelledNeedle, result.pooled.onCandidates]).toEqual([
      pooled.recalled,
      pooled.recalled,
      pooled.onCandidates,
    ]);
    expect(SIGNALS_DOC).toContain(`**${pooled.recalled}/165 `);
    expect(SIGNALS_DOC).toContain(`**${pooled.recalled}/${pooled.onCandidates} `);
  });

  it('one more reader, against the consensus, reaches what docs/signals.md records, and the engine less', () => {
    const { threeClass, needleVsRest } = fourthAgreement();
    expect(threeClass.items).toBe(117);
    expect(needleVsRest.confusion).toEqual({ needle: { needle: 23, rest: 7 }, rest: { needle: 1, rest: 86 } });
    expect([threeClass.kappa.toFixed(3), needleVsRest.kappa.toFixed(3)]).toEqual(['0.606', '0.808']);
    const engine = ruleOnBlindLabels(engineRule, blindSeries(consensusOnFourthSample(), true)).pooled;
    expect([engine.recalled, engine.blindNeedles, engine.labelledNeedle, engine.onCandidates]).toEqual([
      18, 30, 18, 25,
    ]);
    expect(SIGNALS_DOC).toContain('23/30');
    expect(SIGNALS_DOC).toContain('18/25');
  });
});
