/**
 * Chart pictures of the needle on the labelled real series, to look at: for each series, 10 random strict
 * needles of the engine, 10 random labels it missed, every strict needle without a label, and 10 random
 * rejected openings (the order opens on a candle whose body, or the previous one's, held the averages, as
 * the rule before needle v3 accepted, but the chart reading has no needle there). Each PNG shows
 * the candles ±30 around the needle with MA3/8/20 and an arrow on the needle's candle (headless Chromium,
 * lightweight-charts). Run: npx tsx scripts/needle-gallery.ts [output folder, default /work/notes/needle-shots]
 */
import { mkdirSync } from 'node:fs';
import { seededRandom } from '@agulhadas/domain/seeded-random';
import { panelOf, renderPictures, type ChartPicture } from './chart-shots';
import { averagesBounds, chartAverages, orderAt, type ChartAverages } from '../tests/support/chart-needles';
import type { DatedCandle } from '../tests/support/daily-csv';
import { labelsOf, needleAgreement, readingsOf } from '../tests/support/needle-agreement';
import { LABELLED_NEEDLE_SERIES } from '../tests/support/needle-series';

const OUT = process.argv[2] ?? '/work/notes/needle-shots';
const AROUND = 30;
const PER_KIND = 10;

/** Up to `count` items in a random order that is the same on every run. */
function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = seededRandom(seed);
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return picked;
}

function shotOf(
  kind: string,
  seriesName: string,
  candles: readonly DatedCandle[],
  averages: ChartAverages,
  index: number,
  side: 1 | -1,
): ChartPicture {
  const slug = seriesName.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
  const title = `${seriesName} · ${kind} · ${candles[index].date} · ${side === 1 ? 'compra' : 'venda'}`;
  const mark = { at: index, side, text: kind === 'rejected' ? 'rejeitada' : 'Agulhada' };
  return {
    file: `${slug}-${kind}-${candles[index].date}.png`,
    panels: [
      panelOf(candles, averages, index - AROUND, index + AROUND + 1, {
        title,
        marks: [mark],
        bands: [],
        hideTime: false,
      }),
    ],
  };
}

/** The averages inside candle i's real body. */
function inBody(candles: readonly DatedCandle[], averages: ChartAverages, i: number): boolean {
  const { low, high } = averagesBounds(averages, i);
  return Math.min(candles[i].open, candles[i].close) <= low && high <= Math.max(candles[i].open, candles[i].close);
}

/** Openings the rule before needle v3 flagged (body of the candle or the previous one) that carry no label and no needle now. */
function rejectedOpenings(
  candles: readonly DatedCandle[],
  averages: ChartAverages,
  flagged: ReadonlySet<string>,
): { index: number; side: 1 | -1 }[] {
  const found: { index: number; side: 1 | -1 }[] = [];
  for (let i = 28; i < candles.length; i += 1) {
    const side = orderAt(averages, i);
    if (side === 0 || orderAt(averages, i - 1) === side || flagged.has(candles[i].date)) continue;
    if (inBody(candles, averages, i) || inBody(candles, averages, i - 1)) found.push({ index: i, side });
  }
  return found;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const shots: ChartPicture[] = [];
  LABELLED_NEEDLE_SERIES.forEach((series, s) => {
    const candles = series.load();
    const averages = chartAverages(candles);
    const labels = labelsOf(series);
    const agreement = needleAgreement(candles, readingsOf(candles), labels);
    const indexOf = new Map(candles.map((c, i) => [c.date, i]));
    for (const n of sample(agreement.strict, PER_KIND, 100 + s))
      shots.push(shotOf('needle', series.name, candles, averages, n.index, n.side));
    for (const l of sample(agreement.missed, PER_KIND, 200 + s))
      shots.push(shotOf('missed', series.name, candles, averages, indexOf.get(l.date)!, l.side));
    for (const n of agreement.unmatched)
      shots.push(shotOf('unlabelled', series.name, candles, averages, n.index, n.side));
    const rejected = rejectedOpenings(candles, averages, new Set([...labels, ...agreement.strict].map((n) => n.date)));
    for (const r of sample(rejected, PER_KIND, 300 + s))
      shots.push(shotOf('rejected', series.name, candles, averages, r.index, r.side));
    console.log(
      `${series.name}: ${agreement.strict.length} needles, ${agreement.missed.length} labels missed, ${agreement.unmatched.length} needles without a label, ${rejected.length} rejected openings`,
    );
  });
  await renderPictures(OUT, shots, { columns: 1, width: 1000, height: 520 });
  console.log(`${shots.length} pictures in ${OUT}`);
}

void main();
