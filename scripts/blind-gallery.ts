/**
 * Pictures of every needle candidate of every real series (tests/support/needle-candidates.ts), for
 * labelling by eye without the product's verdict: in a seeded shuffled order, six to a picture, each
 * panel titled only with its opaque id and the side asked (compra/venda); the candles 25 before and 8
 * after, MA3 (blue), MA8 (orange), MA20 (purple), the window s-2 … s shaded lightly and the candle s a
 * little darker; no arrows, no dates. The key (id → series, date, side) goes to a separate file that the
 * labeller does not open until the labels are committed.
 * Run: npx tsx scripts/blind-gallery.ts [pictures folder, default /work/notes/blind-shots] [key file, default /work/notes/blind-key.json]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chartAverages } from '../tests/support/chart-needles';
import { blindKey } from '../tests/support/blind-key';
import { NEEDLE_SERIES } from '../tests/support/needle-series';
import { panelOf, renderPictures, type ChartPanel, type ChartPicture } from './chart-shots';

const OUT = process.argv[2] ?? '/work/notes/blind-shots';
const KEY = process.argv[3] ?? '/work/notes/blind-key.json';
const BEFORE = 25;
const AFTER = 8;
const PER_PICTURE = 6;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const key = blindKey();
  writeFileSync(KEY, `${JSON.stringify(key, null, 1)}\n`);
  const series = new Map(
    NEEDLE_SERIES.map((s) => {
      const candles = s.load();
      return [s.name, { candles, averages: chartAverages(candles) }];
    }),
  );
  const panels: ChartPanel[] = key.map((entry) => {
    const { candles, averages } = series.get(entry.series)!;
    return panelOf(candles, averages, entry.index - BEFORE, entry.index + AFTER + 1, {
      title: `${entry.id} · ${entry.side === 1 ? 'compra' : 'venda'}`,
      marks: [],
      bands: [
        { from: entry.index - 2, to: entry.index - 1, color: 'rgba(120, 120, 120, 0.12)' },
        { from: entry.index, to: entry.index, color: 'rgba(120, 120, 120, 0.28)' },
      ],
      hideTime: true,
    });
  });
  const pictures: ChartPicture[] = [];
  for (let i = 0; i < panels.length; i += PER_PICTURE) {
    pictures.push({
      file: `blind-${String(i / PER_PICTURE + 1).padStart(3, '0')}.png`,
      panels: panels.slice(i, i + PER_PICTURE),
    });
  }
  await renderPictures(OUT, pictures, { columns: 3, width: 460, height: 300 });
  console.log(`${key.length} candidates in ${pictures.length} pictures in ${OUT}; key in ${KEY}`);
}

void main();
