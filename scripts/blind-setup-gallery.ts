/**
 * Pictures for the setup pass: every blind candidate again, reshuffled and renamed `setup-0001` …
 * (tests/support/blind-setup-key.ts), drawn up to the candidate candle `s` and no further, so the labeller judges
 * the setup as a trader sees it when the alert fires, not what followed. The key goes to a separate file.
 * `reread` draws the same pictures in another order, renamed `reread-0001` …, for the second reading; `settle`
 * draws the candidates the two readings disagree on, reshuffled and renamed `settle-0001` …, for the third;
 * `fourth` draws a random fifth of all candidates again, renamed `fourth-0001` …, for one reader against the consensus.
 * Run: npx tsx scripts/blind-setup-gallery.ts [setup|reread|settle|fourth] [pictures folder, default /work/notes/<pass>-shots] [key file, default /work/notes/<pass>-key.json]
 */
import { writeFileSync } from 'node:fs';
import { blindFourthKey, blindSettleKey } from '../tests/support/blind-consensus';
import { blindRereadKey, blindSetupKey } from '../tests/support/blind-setup-key';
import { renderBlindPictures } from './blind-pictures';

const KEYS = { setup: blindSetupKey, reread: blindRereadKey, settle: () => blindSettleKey(), fourth: blindFourthKey };
const PASS = process.argv[2] ?? 'setup';
if (!(PASS in KEYS)) throw new Error(`unknown pass ${PASS}: ${Object.keys(KEYS).join(', ')}`);
const OUT = process.argv[3] ?? `/work/notes/${PASS}-shots`;
const KEY = process.argv[4] ?? `/work/notes/${PASS}-key.json`;

async function main(): Promise<void> {
  const key = KEYS[PASS as keyof typeof KEYS]();
  writeFileSync(KEY, `${JSON.stringify(key, null, 1)}\n`);
  const pictures = await renderBlindPictures(OUT, PASS, key, 0);
  console.log(`${key.length} candidates in ${pictures} pictures in ${OUT}; key in ${KEY}`);
}

void main();
