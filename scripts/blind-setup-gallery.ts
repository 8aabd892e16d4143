/**
 * Pictures for the setup pass: every blind candidate again, reshuffled and renamed `setup-0001` …
 * (tests/support/blind-setup-key.ts), drawn up to the candidate candle `s` and no further, so the labeller judges
 * the setup as a trader sees it when the alert fires, not what followed. The key goes to a separate file.
 * Run: npx tsx scripts/blind-setup-gallery.ts [pictures folder, default /work/notes/setup-shots] [key file, default /work/notes/setup-key.json]
 */
import { writeFileSync } from 'node:fs';
import { blindSetupKey } from '../tests/support/blind-setup-key';
import { renderBlindPictures } from './blind-pictures';

const OUT = process.argv[2] ?? '/work/notes/setup-shots';
const KEY = process.argv[3] ?? '/work/notes/setup-key.json';

async function main(): Promise<void> {
  const key = blindSetupKey();
  writeFileSync(KEY, `${JSON.stringify(key, null, 1)}\n`);
  const pictures = await renderBlindPictures(OUT, 'setup', key, 0);
  console.log(`${key.length} candidates in ${pictures} pictures in ${OUT}; key in ${KEY}`);
}

void main();
