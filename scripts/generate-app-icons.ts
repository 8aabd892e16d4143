/**
 * Writes the installable app's PNG icons from the site's mark (public/favicon.svg), drawn by Debian's Chromium
 * through playwright-core (both already used by the e2e tests), so the icons always match the favicon:
 * - icon-192.png, icon-512.png: the mark as it is (rounded square), for launchers that show the icon as given;
 * - icon-maskable-512.png: full-bleed background with the mark shrunk into the central safe circle, for launchers
 *   that crop icons to their own shape (Android);
 * - apple-touch-icon.png (180 px, at the site root where iOS also looks): full bleed and opaque, since iOS rounds the
 *   corners itself and shows transparency as black.
 * Re-running gives the same files. Run from the repo root: `npx tsx scripts/generate-app-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const mark = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
/** The favicon's square without its rounded corners, and its strokes scaled around the centre. */
const fullBleed = (scale: number) =>
  mark
    .replace(/ rx="[\d.]+"/, '')
    .replace(/(<path[^>]*\/>)/g, `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">$1</g>`);

// The maskable safe zone is the central circle of 80 % of the size: the mark's corners sit on its edge unscaled.
const ICONS: ReadonlyArray<{ file: string; size: number; svg: string; transparent: boolean }> = [
  { file: 'public/icons/icon-192.png', size: 192, svg: mark, transparent: true },
  { file: 'public/icons/icon-512.png', size: 512, svg: mark, transparent: true },
  { file: 'public/icons/icon-maskable-512.png', size: 512, svg: fullBleed(0.75), transparent: false },
  { file: 'public/apple-touch-icon.png', size: 180, svg: fullBleed(0.85), transparent: false },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    writeFileSync(
      join(ROOT, icon.file),
      await page.screenshot({
        omitBackground: icon.transparent,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      }),
    );
    await page.close();
    console.log(`${icon.file} (${icon.size} px)`);
  }
} finally {
  await browser.close();
}
