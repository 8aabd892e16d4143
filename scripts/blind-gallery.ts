/**
 * Pictures of every needle candidate of every real series (tests/support/needle-candidates.ts), for
 * labelling by eye without the product's verdict, in a seeded shuffled order (scripts/blind-pictures.ts
 * draws them). The key (id → series, date, side) goes to a separate file that the labeller does not open
 * until the labels are committed.
 * Run: npx tsx scripts/blind-gallery.ts [pictures folder, default /work/notes/blind-shots] [key file, default /work/notes/blind-key.json]
 */
import { writeFileSync } from 'node:fs';
import { blindKey } from '../tests/support/blind-key';
import { renderBlindPictures } from './blind-pictures';

const OUT = process.argv[2] ?? '/work/notes/blind-shots';
const KEY = process.argv[3] ?? '/work/notes/blind-key.json';

async function main(): Promise<void> {
  const key = blindKey();
  writeFileSync(KEY, `${JSON.stringify(key, null, 1)}\n`);
  const pictures = await renderBlindPictures(OUT, 'blind', key);
  console.log(`${key.length} candidates in ${pictures} pictures in ${OUT}; key in ${KEY}`);
}

void main();
