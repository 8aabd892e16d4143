/**
 * Chart pictures of the needle on the labelled real series, to look at: for each series, 10 random strict
 * needles of the engine, 10 random labels it missed, every strict needle without a label, and 10 random
 * rejected openings (the order opens on a candle whose body, or the previous one's, held the averages, as
 * the rule before needle v3 accepted, but the chart reading has no needle there). Each PNG shows
 * the candles ±30 around the needle with MA3/8/20 and an arrow on the needle's candle (headless Chromium,
 * lightweight-charts). Run: npx tsx scripts/needle-gallery.ts [output folder, default /work/notes/needle-shots]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { seededRandom } from '../src/lib/seeded-random';
import { averagesBounds, chartAverages, orderAt, type ChartAverages } from '../tests/support/chart-needles';
import type { DatedCandle } from '../tests/support/daily-csv';
import { labelsOf, needleAgreement, readingsOf } from '../tests/support/needle-agreement';
import { LABELLED_NEEDLE_SERIES } from '../tests/support/needle-series';

const OUT = process.argv[2] ?? '/work/notes/needle-shots';
const AROUND = 30;
const PER_KIND = 10;
const CHART_SCRIPT = path.resolve(process.cwd(), 'node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js');

interface Shot {
  file: string;
  title: string;
  candles: DatedCandle[];
  lines: { ma3: number[]; ma8: number[]; ma20: number[] };
  date: string;
  side: 1 | -1;
  /** The arrow's text: the needle, or the opening the rule before accepted. */
  mark: string;
}

/** Up to `count` items in a random order that is the same on every run. */
function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = seededRandom(seed);
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return picked;
}

function shotOf(kind: string, seriesName: string, candles: readonly DatedCandle[], averages: ChartAverages, index: number, side: 1 | -1): Shot {
  const from = Math.max(0, index - AROUND);
  const to = Math.min(candles.length, index + AROUND + 1);
  const slug = seriesName.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
  return {
    file: `${slug}-${kind}-${candles[index].date}.png`,
    title: `${seriesName} · ${kind} · ${candles[index].date} · ${side === 1 ? 'compra' : 'venda'}`,
    candles: candles.slice(from, to),
    lines: { ma3: averages.ma3.slice(from, to), ma8: averages.ma8.slice(from, to), ma20: averages.ma20.slice(from, to) },
    date: candles[index].date,
    side,
    mark: kind === 'rejected' ? 'rejeitada' : 'Agulhada',
  };
}

/** The averages inside candle i's real body. */
function inBody(candles: readonly DatedCandle[], averages: ChartAverages, i: number): boolean {
  const { low, high } = averagesBounds(averages, i);
  return Math.min(candles[i].open, candles[i].close) <= low && high <= Math.max(candles[i].open, candles[i].close);
}

/** Openings the rule before needle v3 flagged (body of the candle or the previous one) that carry no label and no needle now. */
function rejectedOpenings(candles: readonly DatedCandle[], averages: ChartAverages, flagged: ReadonlySet<string>): { index: number; side: 1 | -1 }[] {
  const found: { index: number; side: 1 | -1 }[] = [];
  for (let i = 28; i < candles.length; i += 1) {
    const side = orderAt(averages, i);
    if (side === 0 || orderAt(averages, i - 1) === side || flagged.has(candles[i].date)) continue;
    if (inBody(candles, averages, i) || inBody(candles, averages, i - 1)) found.push({ index: i, side });
  }
  return found;
}

/** Drawn inside the page: the chart of one shot (lightweight-charts' standalone build is on window). */
function drawShot(shot: Shot): void {
  const lib = (window as unknown as { LightweightCharts: typeof import('lightweight-charts') }).LightweightCharts;
  document.getElementById('title')!.textContent = shot.title;
  const chart = lib.createChart(document.getElementById('chart')!, {
    width: 1000,
    height: 520,
    layout: { background: { color: '#ffffff' }, textColor: '#222' },
  });
  const candles = chart.addSeries(lib.CandlestickSeries, {
    upColor: '#26a69a',
    downColor: '#ef5350',
    wickUpColor: '#26a69a',
    wickDownColor: '#ef5350',
    borderVisible: false,
  });
  candles.setData(shot.candles.map((c) => ({ time: c.date, open: c.open, high: c.high, low: c.low, close: c.close })));
  const line = (values: number[], color: string) =>
    chart
      .addSeries(lib.LineSeries, { color, lineWidth: 2, priceLineVisible: false, lastValueVisible: false })
      .setData(shot.candles.flatMap((c, i) => (Number.isNaN(values[i]) ? [] : [{ time: c.date, value: values[i] }])));
  line(shot.lines.ma3, '#1e88e5');
  line(shot.lines.ma8, '#fb8c00');
  line(shot.lines.ma20, '#8e24aa');
  lib.createSeriesMarkers(candles, [
    shot.side === 1
      ? { time: shot.date, position: 'belowBar', color: '#1b5e20', shape: 'arrowUp', text: shot.mark }
      : { time: shot.date, position: 'aboveBar', color: '#b71c1c', shape: 'arrowDown', text: shot.mark },
  ]);
  chart.timeScale().fitContent();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const shots: Shot[] = [];
  LABELLED_NEEDLE_SERIES.forEach((series, s) => {
    const candles = series.load();
    const averages = chartAverages(candles);
    const labels = labelsOf(series);
    const agreement = needleAgreement(candles, readingsOf(candles), labels);
    const indexOf = new Map(candles.map((c, i) => [c.date, i]));
    for (const n of sample(agreement.strict, PER_KIND, 100 + s)) shots.push(shotOf('needle', series.name, candles, averages, n.index, n.side));
    for (const l of sample(agreement.missed, PER_KIND, 200 + s)) shots.push(shotOf('missed', series.name, candles, averages, indexOf.get(l.date)!, l.side));
    for (const n of agreement.unmatched) shots.push(shotOf('unlabelled', series.name, candles, averages, n.index, n.side));
    const rejected = rejectedOpenings(candles, averages, new Set([...labels, ...agreement.strict].map((n) => n.date)));
    for (const r of sample(rejected, PER_KIND, 300 + s)) shots.push(shotOf('rejected', series.name, candles, averages, r.index, r.side));
    console.log(
      `${series.name}: ${agreement.strict.length} needles, ${agreement.missed.length} labels missed, ${agreement.unmatched.length} needles without a label, ${rejected.length} rejected openings`,
    );
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1040, height: 600 } });
    for (const shot of shots) {
      await page.setContent('<body style="margin:16px;font:16px sans-serif"><div id="title"></div><div id="chart"></div></body>');
      await page.addScriptTag({ path: CHART_SCRIPT });
      // tsx compiles with esbuild's keepNames, which calls a __name helper the page does not have.
      await page.addScriptTag({ content: 'window.__name = (f) => f;' });
      await page.evaluate(drawShot, shot);
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(OUT, shot.file), fullPage: true });
    }
  } finally {
    await browser.close();
  }
  console.log(`${shots.length} pictures in ${OUT}`);
}

void main();
