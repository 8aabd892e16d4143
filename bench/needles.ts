/**
 * Signal rules against real markets (prints figures, asserts nothing; the asserting test is
 * tests/unit/signals/needle-real-market.test.ts). For every labelled daily series
 * (tests/support/needle-series.ts): the strict needle's recall, precision, wrong-side and flip-flop
 * shares beside the goals, with examples; then, on the S&P 500, the stochastic zone, the ADX kick and
 * the accelerating trend, before and after; then the blind labels (bench/support/blind-labels-report.ts),
 * their consensus and the extensions beyond the rule family (bench/support/rule-extensions-report.ts).
 * Run alone: npx tsx bench/needles.ts
 */
import { computeSnapshots, type IndicatorSnapshot } from '@agulhadas/domain/indicators';
import type { DatedCandle } from '../tests/support/daily-csv';
import {
  labelsOf,
  NEEDLE_GOALS,
  needleAgreement,
  readingsOf,
  type NeedleAgreement,
} from '../tests/support/needle-agreement';
import { LABELLED_NEEDLE_SERIES } from '../tests/support/needle-series';
import { printBlindLabels } from './support/blind-labels-report';
import { printConsensus } from './support/consensus-labels-report';
import { printRuleExtensions } from './support/rule-extensions-report';

const EXAMPLES = 5;

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const sideOf = (side: number) => (side === 1 ? 'compra' : 'venda');
const listed = (needles: readonly { date: string; side: number }[]) =>
  needles.length === 0
    ? 'none'
    : `${needles.length}, e.g. ${needles
        .slice(0, EXAMPLES)
        .map((n) => `${n.date} ${sideOf(n.side)}`)
        .join(', ')}`;

function printAgreement(a: NeedleAgreement): void {
  const strict = a.strict.length;
  const line = (name: string, value: string, goal: string) =>
    console.log(`  ${name.padEnd(34)} ${value.padEnd(22)} goal ${goal}`);
  line(
    'recall (label → strict, same candle)',
    `${pct(a.recall)} (${a.recalled.length}/${a.labels})`,
    `≥ ${pct(NEEDLE_GOALS.recall)}`,
  );
  line(
    'precision (strict → label)',
    `${pct(a.precision)} (${a.matched.length}/${strict})`,
    `≥ ${pct(NEEDLE_GOALS.precision)}`,
  );
  line(
    'closing on the wrong side',
    `${pct(a.wrongSideShare)} (${a.wrongSide.length}/${strict})`,
    `≤ ${pct(NEEDLE_GOALS.wrongSideShare)}`,
  );
  line(
    'opposite needle within 2 candles',
    `${pct(a.flipFlopShare)} (${a.flipFlops.length}/${strict})`,
    `≤ ${pct(NEEDLE_GOALS.flipFlopShare)}`,
  );
  console.log(`  candles flagged: agulhado ${strict}, agulhado1 ${a.within1}, agulhado2 ${a.within2}`);
  console.log(`  strict needles: ${listed(a.strict)}`);
  console.log(`  labels missed:  ${listed(a.missed)}`);
  console.log(`  needles with no label: ${listed(a.unmatched)}`);
  console.log(`  wrong side: ${listed(a.wrongSide)}; flip-flops: ${listed(a.flipFlops)}`);
}

/** Candles flagged by a rule over the readings, and the first few dates. */
function fieldCount(
  name: string,
  candles: readonly DatedCandle[],
  snapshots: readonly IndicatorSnapshot[],
  test: (t: number) => boolean,
): void {
  const dates: string[] = [];
  let count = 0;
  for (let t = 28; t < snapshots.length; t += 1) {
    if (!test(t)) continue;
    count += 1;
    if (dates.length < EXAMPLES) dates.push(candles[t].date);
  }
  console.log(
    `  ${name.padEnd(52)} ${String(count).padStart(5)} (${pct(count / (snapshots.length - 28)).padStart(6)} of candles)   e.g. ${dates.join(', ')}`,
  );
}

export async function run(): Promise<void> {
  for (const series of LABELLED_NEEDLE_SERIES) {
    const candles = series.load();
    const labels = labelsOf(series);
    console.log(
      `needles on ${series.name}: ${series.source}, ${candles.length} daily candles ${candles[0].date} … ${candles[candles.length - 1].date}, ${labels.length} labels`,
    );
    printAgreement(needleAgreement(candles, readingsOf(candles), labels));
  }

  const [sp500] = LABELLED_NEEDLE_SERIES;
  const candles = sp500.load();
  const snapshots = computeSnapshots(candles);
  const readings = readingsOf(candles);
  const reading = (t: number) => readings[t];
  const adx = (t: number) => snapshots[t].adx;
  console.log('other fields on the S&P 500, before → after:');
  fieldCount("'barato' sort, old: stockStatus = 1", candles, snapshots, (t) => reading(t)?.stockStatus === 1);
  fieldCount(
    '  … of which %K > 80 (overbought)',
    candles,
    snapshots,
    (t) => reading(t)?.stockStatus === 1 && snapshots[t].stochK > 80,
  );
  fieldCount("'barato' sort, new: stockZona = -1 (%K < 20)", candles, snapshots, (t) => reading(t)?.stockZona === -1);
  fieldCount("'caro' sort, new: stockZona = 1 (%K > 80)", candles, snapshots, (t) => reading(t)?.stockZona === 1);
  fieldCount(
    'ADX kick, old: first fall after a rise',
    candles,
    snapshots,
    (t) => adx(t) < adx(t - 1) && adx(t - 1) > adx(t - 2),
  );
  fieldCount(
    '  … of which from a peak ≤ 32',
    candles,
    snapshots,
    (t) => adx(t) < adx(t - 1) && adx(t - 1) > adx(t - 2) && adx(t - 1) <= 32,
  );
  fieldCount(
    'ADX kick, new: 3 rises to a peak > 32, then a fall',
    candles,
    snapshots,
    (t) => reading(t)?.mudoutendencia === 1,
  );
  fieldCount(
    'accelerating, old: trend and ADX rising',
    candles,
    snapshots,
    (t) => reading(t)?.temTendencia !== 0 && adx(t) > adx(t - 1),
  );
  fieldCount('  … of which ADX under the leading DI', candles, snapshots, (t) => {
    const r = reading(t);
    return (
      r != null &&
      r.temTendencia !== 0 &&
      adx(t) > adx(t - 1) &&
      adx(t) <= (r.temTendencia === 1 ? r.diPlus : r.diMinus)
    );
  });
  fieldCount(
    'accelerating, new: and ADX above the leading DI',
    candles,
    snapshots,
    (t) => reading(t)?.tendenciaAcelerante === true,
  );

  printBlindLabels();
  printConsensus();
  printRuleExtensions();
}

if (process.argv[1] !== undefined && /bench[\\/]needles\.ts$/.test(process.argv[1])) {
  void run();
}
