/**
 * The "Blind labels" part of bench/needles.ts: the blind labels per series, how the two passes agree, the
 * current rule's figures against the labels, the leave-one-series-out fits, and examples to look at.
 */
import {
  addCounts,
  BLIND_GOALS,
  BLIND_VERDICTS,
  blindFigures,
  blindSeries,
  disagreements,
  engineRule,
  goalsMet,
  passAgreement,
  ruleOnBlindLabels,
  type BlindCounts,
  type BlindSeries,
  type LabelledCandidate,
  type RuleOnBlindLabels,
  ZERO_COUNTS,
} from '../../tests/support/blind-agreement';
import { chartNeedles } from '../../tests/support/chart-needles';
import type { RaterAgreement } from '../../tests/support/cohen-kappa';
import { gridCounts, gridPoints, leaveOneSeriesOut, type FitObjective } from '../../tests/support/needle-loso';
import { describeParams, needleFeatures } from '../../tests/support/needle-rule-params';
import type { ShareInterval } from '../../tests/support/wilson-interval';

const EXAMPLES = 10;
const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)} %`);
const interval = (i: ShareInterval) => `${pct(i.share)} [${pct(i.low)}–${pct(i.high)}]`;
const counted = (part: number, whole: number, i: ShareInterval) => `${part}/${whole} ${interval(i)}`;

const HEADER = [
  'series'.padEnd(10),
  'strict recall'.padEnd(30),
  'strict precision'.padEnd(30),
  'lenient precision'.padEnd(30),
  'unlab.',
  'order broken s+1'.padEnd(28),
  'wrong side'.padEnd(24),
  'opposite ≤ 2 candles',
].join(' ');

function row(name: string, c: BlindCounts): string {
  const f = blindFigures(c);
  return [
    name.padEnd(10),
    counted(c.recalled, c.blindNeedles, f.recall).padEnd(30),
    counted(c.labelledNeedle, c.onCandidates, f.precision).padEnd(30),
    counted(c.labelledAccepted, c.onCandidates, f.lenientPrecision).padEnd(30),
    String(c.unlabelled).padEnd(6),
    counted(c.orderBroken, c.withNextCandle, f.orderBroken).padEnd(28),
    counted(c.wrongSide, c.ruleNeedles, f.wrongSide).padEnd(24),
    counted(c.flipFlops, c.ruleNeedles, f.flipFlops),
  ].join(' ');
}

function verdictOnGoals(c: BlindCounts, perSeries: readonly BlindCounts[]): string {
  const met = goalsMet(c);
  const floors = perSeries.every((s) => {
    const f = blindFigures(s);
    return (
      (s.blindNeedles === 0 || f.recall.share >= BLIND_GOALS.seriesRecallFloor) &&
      (s.onCandidates === 0 || f.precision.share >= BLIND_GOALS.seriesPrecisionFloor)
    );
  });
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `recall ≥ ${pct(BLIND_GOALS.recall)} ${mark(met.recall)}`,
    `precision ≥ ${pct(BLIND_GOALS.precision)} ${mark(met.precision)}`,
    `order broken ≤ ${pct(BLIND_GOALS.orderBroken)} ${mark(met.orderBroken)}`,
    `wrong side 0 ${mark(met.wrongSide)}`,
    `opposite ≤ ${pct(BLIND_GOALS.flipFlops)} ${mark(met.flipFlops)}`,
    `every series recall ≥ ${pct(BLIND_GOALS.seriesRecallFloor)} and precision ≥ ${pct(BLIND_GOALS.seriesPrecisionFloor)} ${mark(floors)}`,
  ].join('; ');
}

function printRule(title: string, result: RuleOnBlindLabels): void {
  console.log(`  ${title}`);
  console.log(`    ${HEADER}`);
  for (const s of result.perSeries) console.log(`    ${row(s.name, s.counts)}`);
  console.log(`    ${row('pooled', result.pooled)}`);
  console.log(
    `    goals: ${verdictOnGoals(
      result.pooled,
      result.perSeries.map((s) => s.counts),
    )}`,
  );
}

function printConfusion<C extends string>(title: string, a: RaterAgreement<C>, categories: readonly C[]): void {
  console.log(
    `  ${title}: ${a.items} candidates, raw agreement ${pct(a.observed)}, chance ${pct(a.expected)}, Cohen's kappa ${a.kappa.toFixed(3)}`,
  );
  console.log(`    first pass ↓ / second pass → ${categories.map((c) => c.padStart(11)).join('')}`);
  for (const first of categories) {
    console.log(
      `    ${first.padEnd(29)}${categories.map((second) => String(a.confusion[first][second]).padStart(11)).join('')}`,
    );
  }
}

const example = (c: LabelledCandidate) =>
  `${c.id} ${c.date} ${c.side === 1 ? 'compra' : 'venda'} (${c.label}: ${c.reason})`;

/** Why the labels and the engine part: the reasons on the engine's needles, and which condition a missed blind needle fails. */
function printWhy(series: readonly BlindSeries[], engine: RuleOnBlindLabels): void {
  const reasons = new Map<string, number>();
  const failed = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  series.forEach((s, i) => {
    const flagged = new Set(engine.perSeries[i].needles.map((n) => `${n.index}:${n.side}`));
    const features = needleFeatures(s.candles);
    for (const c of s.candidates) {
      if (flagged.has(`${c.index}:${c.side}`)) bump(reasons, `${c.label}: ${c.reason}`);
      else if (c.label === 'needle') {
        const beyond = c.side === 1 ? features.closesAbove[c.index] : features.closesBelow[c.index];
        bump(failed, beyond ? 'no meeting within the thresholds' : 's does not close beyond all three averages');
      }
    }
  });
  const list = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key} ${n}`)
      .join(', ');
  console.log(`  the engine's needles by blind verdict and reason: ${list(reasons)}`);
  console.log(`  blind needles the engine misses, by the condition they fail: ${list(failed)}`);
}

export function printBlindLabels(): void {
  const series = blindSeries();
  console.log('\nBlind labels (definitions: docs/signals.md, "Blind labels"; intervals: 95 % Wilson)');
  console.log(`  ${'series'.padEnd(10)} candidates ${BLIND_VERDICTS.map((v) => v.padStart(11)).join('')}`);
  const tally = (list: readonly LabelledCandidate[]) =>
    BLIND_VERDICTS.map((v) => String(list.filter((c) => c.label === v).length).padStart(11)).join('');
  for (const s of series)
    console.log(`  ${s.name.padEnd(10)} ${String(s.candidates.length).padStart(10)} ${tally(s.candidates)}`);
  const all = series.flatMap((s) => s.candidates);
  console.log(`  ${'all'.padEnd(10)} ${String(all.length).padStart(10)} ${tally(all)}`);

  const { threeClass, needleVsRest } = passAgreement();
  printConfusion('two blind passes, three verdicts', threeClass, BLIND_VERDICTS);
  printConfusion('two blind passes, needle against the rest', needleVsRest, ['needle', 'rest'] as const);
  const both = needleVsRest.confusion.needle.needle;
  console.log(
    `  the second pass read as a rule against the first: recall ${both}/${both + needleVsRest.confusion.needle.rest}, precision ${both}/${both + needleVsRest.confusion.rest.needle}`,
  );

  const engine = ruleOnBlindLabels(engineRule, series);
  const chart = ruleOnBlindLabels(chartNeedles, series);
  printRule("current rule, the engine's strict needle (reading.agulhado)", engine);
  printRule('current rule, plain sums (tests/support/chart-needles.ts)', chart);
  engine.perSeries.forEach((s, i) => {
    const plain = new Set(chart.perSeries[i].needles.map((n) => `${n.index}:${n.side}`));
    const only = s.needles.filter((n) => !plain.has(`${n.index}:${n.side}`));
    const onlyPlain = chart.perSeries[i].needles.length - (s.needles.length - only.length);
    if (only.length + onlyPlain > 0) {
      console.log(
        `    ${s.name}: ${only.length} engine needle(s) the plain sums do not flag (${only.map((n) => series[i].candles[n.index].date).join(', ')}), ${onlyPlain} the other way`,
      );
    }
  });

  printWhy(series, engine);

  const started = Date.now();
  const counts = series.map((s) => gridCounts(s));
  console.log(
    `\n  leave one series out over ${gridPoints().length} grid points (${Date.now() - started} ms to score them)`,
  );
  // The trade-off on all four series at once (in sample): the most precise point flagging at least n needles.
  const grid = gridPoints();
  const pooledAt = (k: number) => counts.reduce((sum, s) => addCounts(sum, s.counts[k]), ZERO_COUNTS);
  for (const least of [20, 50, 100]) {
    let best = -1;
    grid.forEach((_, k) => {
      const c = pooledAt(k);
      const precision = (x: BlindCounts) => x.labelledNeedle / x.onCandidates;
      if (c.onCandidates >= least && (best < 0 || precision(c) > precision(pooledAt(best)))) best = k;
    });
    const c = pooledAt(best);
    console.log(
      `  in sample, all four series, most precise point with ≥ ${least} needles: precision ${c.labelledNeedle}/${c.onCandidates}, recall ${c.recalled}/${c.blindNeedles} (${describeParams(grid[best])})`,
    );
  }
  const objectives: [FitObjective, string][] = [
    [
      'goals',
      'objective fixed in advance: highest recall among points meeting precision, order, side and opposite goals on the fitting series, else highest F1',
    ],
    ['f1', 'objective added after seeing the first: highest F1 of strict recall and precision'],
  ];
  for (const [objective, text] of objectives) {
    const { folds, pooled } = leaveOneSeriesOut(series, objective, counts);
    console.log(`  ${text}`);
    for (const f of folds) {
      const fit = blindFigures(f.fitCounts);
      console.log(
        `    left out ${f.leftOut.padEnd(8)} chosen: ${describeParams(f.params)}; on the fitting series recall ${pct(fit.recall.share)}, precision ${pct(fit.precision.share)}, ${f.fitCounts.ruleNeedles} needles${f.feasible ? '' : ' (no point met the constraints)'}`,
      );
    }
    console.log(`    out of sample: ${HEADER}`);
    for (const f of folds) console.log(`                   ${row(f.leftOut, f.outCounts)}`);
    console.log(`                   ${row('pooled', pooled)}`);
    console.log(
      `    goals: ${verdictOnGoals(
        pooled,
        folds.map((f) => f.outCounts),
      )}`,
    );
  }

  console.log(`\n  for a look at the pictures (${EXAMPLES} random of each per series, the current engine rule):`);
  engine.perSeries.forEach((s, i) => {
    const { missed, refused } = disagreements(series[i], s.needles, EXAMPLES);
    console.log(`    ${s.name}: blind needles the rule misses`);
    for (const c of missed) console.log(`      ${example(c)}`);
    console.log(`    ${s.name}: rule needles labelled not`);
    for (const c of refused) console.log(`      ${example(c)}`);
  });
}
