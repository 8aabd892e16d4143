import { mkdirSync } from 'node:fs';
import { chartAverages } from '../tests/support/chart-needles';
import { NEEDLE_SERIES } from '../tests/support/needle-series';
import { panelOf, renderPictures, type ChartPanel, type ChartPicture } from './chart-shots';

const BEFORE = 25;
/** Candles drawn after the candidate: 8 to see what followed, 0 to see the setup as it stands at its close. */
const AFTER = 8;
const PER_PICTURE = 6;

/** One candidate to draw for a blind labeller: an opaque id, where it sits, and the side asked. */
export interface BlindPanel {
  id: string;
  series: string;
  index: number;
  side: 1 | -1;
}

/**
 * Draws candidates six to a picture, each panel titled only with its opaque id and the side asked (compra/venda):
 * the candles 25 before and `after` after (8 by default), MA3 (blue), MA8 (orange), MA20 (purple), the window s-2 … s-1 shaded lightly
 * and the candle s a little darker; no arrows, no dates. Pictures are named `<prefix>-001.png` … in order.
 */
export async function renderBlindPictures(
  out: string,
  prefix: string,
  entries: readonly BlindPanel[],
  after = AFTER,
): Promise<number> {
  mkdirSync(out, { recursive: true });
  const series = new Map(
    NEEDLE_SERIES.map((s) => {
      const candles = s.load();
      return [s.name, { candles, averages: chartAverages(candles) }];
    }),
  );
  const panels: ChartPanel[] = entries.map((entry) => {
    const { candles, averages } = series.get(entry.series)!;
    return panelOf(candles, averages, entry.index - BEFORE, entry.index + after + 1, {
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
      file: `${prefix}-${String(i / PER_PICTURE + 1).padStart(3, '0')}.png`,
      panels: panels.slice(i, i + PER_PICTURE),
    });
  }
  await renderPictures(out, pictures, { columns: 3, width: 460, height: 300 });
  return pictures.length;
}
