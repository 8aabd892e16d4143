/**
 * Pictures for the second, independent labelling pass: a seeded random fifth of the blind candidates
 * (tests/support/blind-check.ts), reshuffled and renamed `check-001` …, so the second labeller sees
 * neither the first pass's ids nor its order. The key (check id → blind id) goes to a separate file.
 * Run: npx tsx scripts/blind-check-gallery.ts [pictures folder, default /work/notes/check-shots] [key file, default /work/notes/check-key.json]
 */
import { writeFileSync } from 'node:fs';
import { blindCheckSample } from '../tests/support/blind-check';
import { renderBlindPictures } from './blind-pictures';

const OUT = process.argv[2] ?? '/work/notes/check-shots';
const KEY = process.argv[3] ?? '/work/notes/check-key.json';

async function main(): Promise<void> {
  const sample = blindCheckSample();
  writeFileSync(KEY, `${JSON.stringify(sample, null, 1)}\n`);
  const pictures = await renderBlindPictures(OUT, 'check', sample);
  console.log(`${sample.length} candidates in ${pictures} pictures in ${OUT}; key in ${KEY}`);
}

void main();
