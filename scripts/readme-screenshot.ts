/**
 * Writes the README's picture of the product: the demo VIP's dashboard (`/app`) at 1280 px, taken from the product
 * as `npm start` runs it (in memory, demo data) serving the built client, in Debian's headless Chromium, on a weekday
 * session's clock so that every market shows a moving price whatever day it runs. Build the client first
 * (`npx vite build`), then run from the repo root: `npx tsx scripts/readme-screenshot.ts`.
 */
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { overrideConfig } from '../api/src/config';
import { installLocalClock } from '../local/src/runtime/local-clock';
import { startRuntime } from '../local/src/runtime/runtime';
import { WEEKDAY_SESSION } from '../tests/support/test-instants';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'docs/images/dashboard.png');

overrideConfig({ dataDir: '' });
installLocalClock(WEEKDAY_SESSION);
const runtime = await startRuntime({
  rootDir: ROOT,
  port: 0,
  apiPort: 0,
  staticDir: path.join(ROOT, 'dist'),
  realtimePort: 0,
  robot: 'prime',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({
    baseURL: runtime.url,
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  // The page reads the product's clock, not the machine's (held still: a picture needs no moving time).
  await page.clock.setFixedTime(Date.now());
  await page.goto('/.auth/login/kinde?post_login_redirect_uri=%2Fapp');
  await page.getByRole('button', { name: /Entrar como Vítor VIP/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));
  await page.locator('[data-timeframe="D"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  writeFileSync(OUT, await page.screenshot());
  console.log(OUT);
} finally {
  await browser.close();
  await runtime.close();
}
