/**
 * The "Blind labels" part of bench/needles.ts: the blind labels per series, how the two passes agree, the
 * current rule's figures against the labels, the leave-one-series-out fits, and examples to look at; then the
 * same for the setup pass (pictures ending at the candidate candle), against the first pass and the rule.
 */
import {
  BLIND_GOALS,
  BLIND_VERDICTS,
  blindFigures,
  blindSeries,
  disagreements,
  engineRule,
  goalsMet,
  inSetupHalf,
  passAgreement,
  readBlindLabels,
  readSetupLabelsAsBlind,
  ruleOnBlindLabels,
  SETUP_HALVES,
  setupAgreement,
  type PassAgreement,
  type BlindCounts,
  type BlindVerdict,
  type BlindSeries,
  type LabelledCandidate,
  type RuleOnBlindLabels,
} from '../../tests/support/blind-agreement';
import { chartNeedles } from '../../tests/support/chart-needles';
import type { RaterAgreement } from '../../tests/support/cohen-kappa';
import {
  fitRule,
  gridCounts,
  gridPoints,
  losoOver,
  pooledAt,
  type FitObjective,
  type SeriesGridCounts,
} from '../../tests/support/needle-loso';
import {
  CURRENT_PARAMS,
  describeParams,
  needleFeatures,
  needleRuleWith,
  PARAMS_BEFORE_REFIT,
} from '../../tests/support/needle-rule-params';
import type { ShareInterval } from '../../tests/support/wilson-interval';

export const EXAMPLES = 10;
const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)} %`);
export const interval = (i: ShareInterval) => `${pct(i.share)} [${pct(i.low)}–${pct(i.high)}]`;
const counted = (part: number, whole: number, i: ShareInterval) => `${part}/${whole} ${interval(i)}`;

export const HEADER = [
  'series'.padEnd(10),
  'strict recall'.padEnd(30),
  'strict precision'.padEnd(30),
  'lenient precision'.padEnd(30),
  'unlab.',
  'order broken s+1'.padEnd(28),
  'wrong side'.padEnd(24),
  'opposite ≤ 2 candles',
].join(' ');

export function row(name: string, c: BlindCounts): string {
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

export function printRule(title: string, result: RuleOnBlindLabels): void {
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

function printConfusion<C extends string>(
  title: string,
  a: RaterAgreement<C>,
  categories: readonly C[],
  second = 'second pass',
  first = 'first pass',
): void {
  console.log(
    `  ${title}: ${a.items} candidates, raw agreement ${pct(a.observed)}, chance ${pct(a.expected)}, Cohen's kappa ${a.kappa.toFixed(3)}`,
  );
  console.log(`    ${`${first} ↓ / ${second} →`.padEnd(29)}${categories.map((c) => c.padStart(11)).join('')}`);
  for (const first of categories) {
    console.log(
      `    ${first.padEnd(29)}${categories.map((second) => String(a.confusion[first][second]).padStart(11)).join('')}`,
    );
  }
}

export const example = (c: LabelledCandidate) =>
  `${c.id} ${c.date} ${c.side === 1 ? 'compra' : 'venda'} (${c.label}: ${c.reason})`;

/** Why the labels and the engine part: the reasons on the engine's needles, and which condition a missed blind needle fails. */
export function printWhy(series: readonly BlindSeries[], engine: RuleOnBlindLabels): void {
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
        // The opening filters in plain typical candles: the engine's Wilder ATR can part from them at a threshold.
        const decisive =
          c.side * features.opening[c.index] >= CURRENT_PARAMS.minOpening &&
          c.side * features.body[c.index] >= (CURRENT_PARAMS.minBody ?? -Infinity);
        bump(
          failed,
          !beyond
            ? 's does not close beyond all three averages'
            : !decisive
              ? 's does not open decisively (MA3 − MA20 or its body)'
              : 'no meeting within the thresholds',
        );
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

export function printTally(series: readonly BlindSeries[]): void {
  console.log(`  ${'series'.padEnd(10)} candidates ${BLIND_VERDICTS.map((v) => v.padStart(11)).join('')}`);
  const tally = (list: readonly LabelledCandidate[]) =>
    BLIND_VERDICTS.map((v) => String(list.filter((c) => c.label === v).length).padStart(11)).join('');
  for (const s of series)
    console.log(`  ${s.name.padEnd(10)} ${String(s.candidates.length).padStart(10)} ${tally(s.candidates)}`);
  const all = series.flatMap((s) => s.candidates);
  console.log(`  ${'all'.padEnd(10)} ${String(all.length).padStart(10)} ${tally(all)}`);
}

export function printAgreement(title: string, agreement: PassAgreement, second: string, first = 'first pass'): void {
  const { threeClass, needleVsRest } = agreement;
  printConfusion(`${title}, three verdicts`, threeClass, BLIND_VERDICTS, second, first);
  printConfusion(`${title}, needle against the rest`, needleVsRest, ['needle', 'rest'] as const, second, first);
  const both = needleVsRest.confusion.needle.needle;
  console.log(
    `  the ${second} read as a rule against the ${first}: recall ${both}/${both + needleVsRest.confusion.needle.rest}, precision ${both}/${both + needleVsRest.confusion.rest.needle}`,
  );
}

const OBJECTIVES: [FitObjective, string][] = [
  [
    'goals',
    'objective fixed in advance: highest recall among points meeting precision, order, side and opposite goals on the fitting series, else highest F1',
  ],
  ['f1', 'objective added after seeing the first: highest F1 of strict recall and precision'],
];

/** Leave one series out over the family's grid. */
export function printLoso(counts: readonly SeriesGridCounts[]): void {
  printLosoOver(counts, gridPoints(), describeParams);
}

/** Leave one series out over any grid, both objectives: each fold's chosen point, the left-out figures, the goals. */
export function printLosoOver<P>(
  counts: readonly SeriesGridCounts[],
  grid: readonly P[],
  describe: (p: P) => string,
): void {
  for (const [objective, text] of OBJECTIVES) {
    const { folds, pooled } = losoOver(counts, grid, objective);
    console.log(`  ${text}`);
    for (const f of folds) {
      const fit = blindFigures(f.fitCounts);
      console.log(
        `    left out ${f.leftOut.padEnd(8)} chosen: ${describe(f.params)}; on the fitting series recall ${pct(fit.recall.share)}, precision ${pct(fit.precision.share)}, ${f.fitCounts.ruleNeedles} needles${f.feasible ? '' : ' (no point met the constraints)'}`,
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
}

/** In sample, on all four series at once: the most precise point flagging at least n needles. */
export function printTradeOff(counts: readonly SeriesGridCounts[]): void {
  const grid = gridPoints();
  for (const least of [20, 50, 100]) {
    let best = -1;
    grid.forEach((_, k) => {
      const c = pooledAt(counts, k);
      const precision = (x: BlindCounts) => x.labelledNeedle / x.onCandidates;
      if (c.onCandidates >= least && (best < 0 || precision(c) > precision(pooledAt(counts, best)))) best = k;
    });
    const c = pooledAt(counts, best);
    console.log(
      `  in sample, all four series, most precise point with ≥ ${least} needles: precision ${c.labelledNeedle}/${c.onCandidates}, recall ${c.recalled}/${c.blindNeedles} (${describeParams(grid[best])})`,
    );
  }
}

export function printBlindLabels(): void {
  const series = blindSeries();
  console.log('\nBlind labels (definitions: docs/signals.md, "Blind labels"; intervals: 95 % Wilson)');
  printTally(series);
  printAgreement('two blind passes', passAgreement(), 'second pass');

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

  printRule('the rule before the refit, plain sums', ruleOnBlindLabels(needleRuleWith(PARAMS_BEFORE_REFIT), series));
  printWhy(series, engine);

  const started = Date.now();
  const counts = series.map((s) => gridCounts(s));
  console.log(
    `\n  leave one series out over ${gridPoints().length} grid points (${Date.now() - started} ms to score them)`,
  );
  printTradeOff(counts);
  printLoso(counts);

  printExamples(series, engine, 'blind needles');

  printSetupPass();
}

/** The setup pass: its labels against the first pass's and against the rule, and the fits on them. */
function printSetupPass(): void {
  const series = blindSeries(readSetupLabelsAsBlind());
  console.log("\nBlind labels, setup pass (pictures ending at the candidate candle; ids below are the first pass's)");
  printTally(series);
  for (const half of SETUP_HALVES) {
    const labels = Object.values(readSetupLabelsAsBlind(undefined, (id) => inSetupHalf(half, id)));
    const count = (v: string) => labels.filter((l) => l.label === v).length;
    console.log(
      `  labeller of ${half.name}: ${labels.length} labels, ${BLIND_VERDICTS.map((v) => `${v} ${count(v)}`).join(', ')}`,
    );
  }
  printAgreement('first pass and setup pass, all candidates', setupAgreement(), 'setup pass');
  // Which first-pass readings the setup pass overturns: the follow-through ones, or the setup itself.
  const first = readBlindLabels();
  const byReason = new Map<string, Record<BlindVerdict, number>>();
  for (const s of series) {
    for (const c of s.candidates) {
      const key = `${first[c.id].label}: ${first[c.id].reason}`;
      const row = byReason.get(key) ?? { needle: 0, borderline: 0, not: 0 };
      row[c.label] += 1;
      byReason.set(key, row);
    }
  }
  console.log('  first-pass verdict and reason → setup-pass verdicts:');
  for (const [key, row] of [...byReason.entries()].sort(
    (a, b) => BLIND_VERDICTS.reduce((n, v) => n + b[1][v], 0) - BLIND_VERDICTS.reduce((n, v) => n + a[1][v], 0),
  )) {
    console.log(`    ${key.padEnd(36)} ${BLIND_VERDICTS.map((v) => `${v} ${row[v]}`).join(', ')}`);
  }
  for (const half of SETUP_HALVES) {
    printAgreement(
      `first pass and setup pass, ${half.name}`,
      setupAgreement((id) => inSetupHalf(half, id)),
      'setup pass',
    );
  }

  const engine = ruleOnBlindLabels(engineRule, series);
  printRule("current rule on the setup labels, the engine's strict needle (reading.agulhado)", engine);
  printRule(
    'the rule before the refit on the setup labels, plain sums',
    ruleOnBlindLabels(needleRuleWith(PARAMS_BEFORE_REFIT), series),
  );
  for (const half of SETUP_HALVES) {
    const part = ruleOnBlindLabels(
      engineRule,
      blindSeries(
        readSetupLabelsAsBlind(undefined, (id) => inSetupHalf(half, id)),
        true,
      ),
    );
    const f = blindFigures(part.pooled);
    console.log(
      `    on the labels of ${half.name} only: strict recall ${part.pooled.recalled}/${part.pooled.blindNeedles} ${interval(f.recall)}, strict precision ${part.pooled.labelledNeedle}/${part.pooled.onCandidates} ${interval(f.precision)}, lenient precision ${part.pooled.labelledAccepted}/${part.pooled.onCandidates} ${interval(f.lenientPrecision)}`,
    );
  }
  printWhy(series, engine);

  const counts = series.map((s) => gridCounts(s));
  console.log(`\n  leave one series out on the setup labels, over ${gridPoints().length} grid points`);
  printTradeOff(counts);
  // The deployable point: the fixed objective on all four series at once (the engine's thresholds, decision 0491).
  printFitOnAll(counts);
  printLoso(counts);
}

/** The fixed objective run on all four series at once, in sample: the point the engine would take. */
export function printFitOnAll(counts: readonly SeriesGridCounts[]): void {
  const fit = fitRule(counts);
  console.log(
    `  fixed objective on all four series (in sample): ${describeParams(fit.params)}; recall ${fit.fitCounts.recalled}/${fit.fitCounts.blindNeedles}, precision ${fit.fitCounts.labelledNeedle}/${fit.fitCounts.onCandidates}${fit.feasible ? '' : ' (no point met the constraints)'}`,
  );
}

/** Ten random needles of each label set the engine misses, and engine needles it calls `not`, per series. */
export function printExamples(series: readonly BlindSeries[], engine: RuleOnBlindLabels, needles: string): void {
  console.log(`\n  for a look at the pictures (${EXAMPLES} random of each per series, the current engine rule):`);
  engine.perSeries.forEach((s, i) => {
    const { missed, refused } = disagreements(series[i], s.needles, EXAMPLES);
    console.log(`    ${s.name}: ${needles} the rule misses`);
    for (const c of missed) console.log(`      ${example(c)}`);
    console.log(`    ${s.name}: rule needles labelled not`);
    for (const c of refused) console.log(`      ${example(c)}`);
  });
}
