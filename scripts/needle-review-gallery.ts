/**
 * Pictures to review the engine against the blind labels, with dates and verdicts shown (the labelling is over,
 * so nothing here is blind): for each needle series, 10 random needles the engine flags, 10 random consensus
 * needles it misses, and 10 random candidates it rejects. Each panel shows 25 candles before and 8 after the
 * candidate candle s, MA3/8/20, the meeting window s-2 … s-1 shaded, the engine's arrow where it flags, and in the
 * title the consensus of the three setup readings (pictures ending at s) and the first pass's label, each with its
 * reason. One picture per series and kind, ten panels each.
 * Run: npx tsx scripts/needle-review-gallery.ts [output folder, default /tmp/needle-review]
 */
import { mkdirSync } from 'node:fs';
import {
  blindSeries,
  engineRule,
  keyOf,
  randomExamples,
  readBlindLabels,
  type LabelledCandidate,
} from '../tests/support/blind-agreement';
import { consensusLabels } from '../tests/support/blind-consensus';
import { chartAverages } from '../tests/support/chart-needles';
import { panelOf, renderPictures, type ChartPicture } from './chart-shots';

const OUT = process.argv[2] ?? '/tmp/needle-review';
const PER_KIND = 10;
const BEFORE = 25;
const AFTER = 8;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const pictures: ChartPicture[] = [];
  const first = readBlindLabels();
  for (const series of blindSeries(consensusLabels())) {
    const averages = chartAverages(series.candles);
    const flagged = new Set(engineRule(series.candles).map((n) => keyOf(n.index, n.side)));
    const isFlagged = (c: LabelledCandidate) => flagged.has(keyOf(c.index, c.side));
    const kinds: Array<[string, LabelledCandidate[]]> = [
      ['needles', series.candidates.filter(isFlagged)],
      ['misses', series.candidates.filter((c) => c.label === 'needle' && !isFlagged(c))],
      ['rejected', series.candidates.filter((c) => !isFlagged(c))],
    ];
    const slug = series.name.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
    for (const [kind, list] of kinds) {
      const picked = randomExamples(list, PER_KIND);
      if (picked.length === 0) continue;
      pictures.push({
        file: `${slug}-${kind}.png`,
        panels: picked.map((c) =>
          panelOf(series.candles, averages, c.index - BEFORE, c.index + AFTER + 1, {
            title: `${series.name} · ${c.date} · ${c.side === 1 ? 'compra' : 'venda'} · consensus ${c.label}: ${c.reason} · 1st ${first[c.id].label}: ${first[c.id].reason}`,
            marks: isFlagged(c) ? [{ at: c.index, side: c.side, text: 'Agulhada' }] : [],
            bands: [
              { from: c.index - 2, to: c.index - 1, color: 'rgba(120, 120, 120, 0.12)' },
              { from: c.index, to: c.index, color: 'rgba(120, 120, 120, 0.28)' },
            ],
            // Series without calendar dates (numbered bars) are drawn by position.
            hideTime: !ISO_DATE.test(c.date),
          }),
        ),
      });
    }
  }
  await renderPictures(OUT, pictures, { columns: 5, width: 380, height: 260 });
  console.log(`${pictures.length} pictures in ${OUT}`);
}

void main();
