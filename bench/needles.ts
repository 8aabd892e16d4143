/**
 * Signal rules against a real market (prints figures, asserts nothing; the asserting test is
 * tests/unit/signals/needle-real-market.test.ts): 20 years of S&P 500 daily candles from the
 * vega-datasets package. Needles of the rule before issue 12, of today's rule and of the chart
 * reading (labels: tests/fixtures/sp500-needles.json), then the stochastic zone, the ADX kick and the
 * accelerating trend, before and after.
 * Run alone: npx tsx bench/needles.ts
 */
import { readFileSync } from 'node:fs';
import { computeSnapshots, type IndicatorSnapshot } from '../src/domain/indicators';
import type { Reading, Signal } from '../src/domain/reading';
import { zeroCross } from '../src/domain/signals';
import { NEEDLE_LABELS_FILE } from '../tests/support/chart-needles';
import { needleAgreement, readingsOf, type NeedleAgreement, type NeedleLabel } from '../tests/support/needle-agreement';
import { loadSp500Candles, SP500_SOURCE, type DatedCandle } from '../tests/support/sp500-candles';

const EXAMPLES = 5;

/**
 * The needle rule before issue 12 (the baseline): both Didi lines cross zero on the same candle
 * (strict), or within `span` candles of each other with the later cross at most `span` candles back
 * and the lines still on their new sides.
 */
function crossNeedle(snapshots: readonly IndicatorSnapshot[], t: number, span: number): Signal {
  const now = snapshots[t];
  const direction: Signal = now.didiCurta > 0 && now.didiLonga < 0 ? 1 : now.didiCurta < 0 && now.didiLonga > 0 ? -1 : 0;
  if (direction === 0) return 0;
  const cross = (i: number, line: 'didiCurta' | 'didiLonga') => zeroCross(snapshots[i - 1][line], snapshots[i][line]);
  for (let curtaAge = 0; curtaAge <= 2 * span; curtaAge += 1) {
    if (cross(t - curtaAge, 'didiCurta') !== direction) continue;
    for (let longaAge = Math.max(0, curtaAge - span); longaAge <= Math.min(2 * span, curtaAge + span); longaAge += 1) {
      if (Math.min(curtaAge, longaAge) <= span && cross(t - longaAge, 'didiLonga') === -direction) return direction;
    }
  }
  return 0;
}

function oldRuleReadings(snapshots: readonly IndicatorSnapshot[], readings: readonly (Reading | null)[]): (Reading | null)[] {
  return readings.map((reading, t) =>
    reading === null ? null : { ...reading, agulhado: crossNeedle(snapshots, t, 0), agulhado1: crossNeedle(snapshots, t, 1), agulhado2: crossNeedle(snapshots, t, 2) },
  );
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const sideOf = (side: number) => (side === 1 ? 'compra' : 'venda');

function printAgreement(name: string, a: NeedleAgreement): void {
  console.log(
    `${name.padEnd(10)} strict ${String(a.strict).padStart(4)}   agulhado1 ${String(a.within1).padStart(4)}   agulhado2 ${String(a.within2).padStart(4)}   ` +
      `recall ${pct(a.recall).padStart(7)} (${a.recalled.length}/${a.labels})   precision ${pct(a.precision).padStart(7)} (${a.threaded.length}/${a.strict})`,
  );
}

function strictDates(candles: readonly DatedCandle[], readings: readonly (Reading | null)[]): string[] {
  return readings.flatMap((r, i) => (r !== null && r.agulhado !== 0 ? [`${candles[i].date} ${sideOf(r.agulhado)}`] : []));
}

/** Candles flagged by a rule over the readings, and the first few dates. */
function fieldCount(name: string, candles: readonly DatedCandle[], snapshots: readonly IndicatorSnapshot[], test: (t: number) => boolean): void {
  const dates: string[] = [];
  let count = 0;
  for (let t = 28; t < snapshots.length; t += 1) {
    if (!test(t)) continue;
    count += 1;
    if (dates.length < EXAMPLES) dates.push(candles[t].date);
  }
  console.log(`  ${name.padEnd(52)} ${String(count).padStart(5)} (${pct(count / (snapshots.length - 28)).padStart(6)} of candles)   e.g. ${dates.join(', ')}`);
}

export async function run(): Promise<void> {
  const candles = loadSp500Candles();
  const snapshots = computeSnapshots(candles);
  const readings = readingsOf(candles);
  const labels = (JSON.parse(readFileSync(NEEDLE_LABELS_FILE, 'utf8')) as { needles: NeedleLabel[] }).needles;
  console.log(`needles on a real market: ${SP500_SOURCE}, ${candles.length} daily candles ${candles[0].date} … ${candles[candles.length - 1].date}`);
  console.log(`chart labels: ${labels.length} needles (averages inside the candle body, order reached on it or the next)`);
  const oldReadings = oldRuleReadings(snapshots, readings);
  const before = needleAgreement(candles, oldReadings, labels);
  const after = needleAgreement(candles, readings, labels);
  printAgreement('old rule', before);
  printAgreement('new rule', after);
  console.log('(recall: a label gets a needle of its side, strict/1/2, from one candle before to one after; precision: a strict needle has the averages inside its body or the previous one)');
  console.log(`labels, e.g.:            ${labels.slice(0, EXAMPLES).map((l) => `${l.date} ${sideOf(l.side)}`).join(', ')}`);
  console.log(`old strict needles:      ${strictDates(candles, oldReadings).slice(0, EXAMPLES).join(', ')}`);
  console.log(`new strict needles:      ${strictDates(candles, readings).slice(0, EXAMPLES).join(', ')}`);
  const listed = (dates: readonly string[]) => (dates.length === 0 ? 'none' : `${dates.length}, e.g. ${dates.slice(0, EXAMPLES).join(', ')}`);
  console.log(`labels the old rule misses: ${listed(before.missed.map((l) => `${l.date} ${sideOf(l.side)}`))}`);
  console.log(`labels the new rule misses: ${listed(after.missed.map((l) => `${l.date} ${sideOf(l.side)}`))}`);
  console.log(`strict needles with the averages in no body (old / new): ${listed(before.unthreaded)} / ${listed(after.unthreaded)}`);

  const reading = (t: number) => readings[t];
  const adx = (t: number) => snapshots[t].adx;
  console.log('other fields, before → after:');
  fieldCount("'barato' sort, old: stockStatus = 1", candles, snapshots, (t) => reading(t)?.stockStatus === 1);
  fieldCount("  … of which %K > 80 (overbought)", candles, snapshots, (t) => reading(t)?.stockStatus === 1 && snapshots[t].stochK > 80);
  fieldCount("'barato' sort, new: stockZona = -1 (%K < 20)", candles, snapshots, (t) => reading(t)?.stockZona === -1);
  fieldCount("'caro' sort, new: stockZona = 1 (%K > 80)", candles, snapshots, (t) => reading(t)?.stockZona === 1);
  fieldCount('ADX kick, old: first fall after a rise', candles, snapshots, (t) => adx(t) < adx(t - 1) && adx(t - 1) > adx(t - 2));
  fieldCount('  … of which from a peak ≤ 32', candles, snapshots, (t) => adx(t) < adx(t - 1) && adx(t - 1) > adx(t - 2) && adx(t - 1) <= 32);
  fieldCount('ADX kick, new: 3 rises to a peak > 32, then a fall', candles, snapshots, (t) => reading(t)?.mudoutendencia === 1);
  fieldCount('accelerating, old: trend and ADX rising', candles, snapshots, (t) => reading(t)?.temTendencia !== 0 && adx(t) > adx(t - 1));
  fieldCount('  … of which ADX under the leading DI', candles, snapshots, (t) => {
    const r = reading(t);
    return r != null && r.temTendencia !== 0 && adx(t) > adx(t - 1) && adx(t) <= (r.temTendencia === 1 ? r.diPlus : r.diMinus);
  });
  fieldCount('accelerating, new: and ADX above the leading DI', candles, snapshots, (t) => reading(t)?.tendenciaAcelerante === true);
}

if (process.argv[1] !== undefined && /bench[\\/]needles\.ts$/.test(process.argv[1])) {
  void run();
}
