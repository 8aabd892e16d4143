/**
 * Writes tests/fixtures/sp500-needles.json: the needles a trader sees on the S&P 500 daily chart
 * 2000–2020 (tests/support/chart-needles.ts), the labels the needle rule is tested against.
 * Run: npx tsx scripts/label-needles.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chartNeedles, NEEDLE_LABELS_FILE, needleLabelsJson } from '../tests/support/chart-needles';
import { loadSp500Candles } from '../tests/support/sp500-candles';

const candles = loadSp500Candles();
writeFileSync(NEEDLE_LABELS_FILE, needleLabelsJson(candles));
console.log(`${chartNeedles(candles).length} needles labelled on ${candles.length} candles → ${path.relative(process.cwd(), NEEDLE_LABELS_FILE)}`);
