/**
 * Writes the needle labels of every real series (tests/support/needle-series.ts): the needles a
 * trader reads on the daily chart, counted by tests/support/chart-needles.ts with plain sums,
 * independent of the engine. The labels the needle rule is tested against.
 * Run: npx tsx scripts/label-needles.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chartNeedles, needleLabelsJson } from '../tests/support/chart-needles';
import { LABELLED_NEEDLE_SERIES } from '../tests/support/needle-series';

for (const series of LABELLED_NEEDLE_SERIES) {
  const candles = series.load();
  writeFileSync(series.labelsFile, needleLabelsJson(series.source, candles));
  const needles = chartNeedles(candles);
  const buys = needles.filter((n) => n.side === 1).length;
  console.log(
    `${series.name}: ${needles.length} needles (${buys} buy, ${needles.length - buys} sell) on ${candles.length} candles → ${path.relative(process.cwd(), series.labelsFile)}`,
  );
}
