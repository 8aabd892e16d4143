import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { overrideConfig } from '../../api/src/config';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * `npm start`, stop, `npm start` again on the same data folder, as a new user would: the robot continues the stored
 * market (no refusal, nothing dated after the clock) and the prices keep moving.
 */
jest.setTimeout(240_000);

const BTC = 'BINANCE:BTCUSDT';
const dataDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-restart-'));
let e2e: E2E | null = null;

afterAll(async () => {
  await e2e?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(log: string[]): Promise<E2E> {
  // A round every second: the forming candle moves visibly between two looks.
  overrideConfig({ demoSpeed: 900 });
  const started = await startE2E({ robot: 'live', dataDir, log: (line) => log.push(line) });
  for (let waited = 0; waited < 120_000 && !log.some((line) => line.startsWith('robot round:')); waited += 200)
    await new Promise((done) => setTimeout(done, 200));
  return started;
}

async function btcPrice(page: Page): Promise<string> {
  await page.goto('/app/BINANCE/crypto');
  await page.getByLabel('Buscar ativo').fill('BTCUSDT');
  const price = page.locator(`[data-asset="${BTC}"] .price`);
  await page.waitForFunction(
    (selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''),
    `[data-asset="${BTC}"] .price`,
  );
  return price.innerText();
}

test('after a restart on the same data folder the prices keep moving, with no refusal and nothing dated ahead', async () => {
  const firstLog: string[] = [];
  e2e = await start(firstLog);
  const first = await e2e.newPage({ width: 390, height: 844 });
  await loginAs(first.page, 'Vítor VIP', '/app/BINANCE/crypto');
  const before = await btcPrice(first.page);
  await e2e.close();

  const secondLog: string[] = [];
  e2e = await start(secondLog);
  const { page } = await e2e.newPage({ width: 1280, height: 900 });
  await loginAs(page, 'Vítor VIP', '/app/BINANCE/crypto');
  const seen = new Set([before]);
  for (let look = 0; look < 30 && seen.size < 3; look += 1) {
    seen.add(await btcPrice(page));
    await new Promise((done) => setTimeout(done, 1_000));
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);
  // A refusal, a failure, or a count of failures above zero (the notifier's minute line counts "failed 0").
  expect(secondLog.filter((line) => /refused:|failed:|failed [1-9]/.test(line))).toEqual([]);
  expect(secondLog.find((line) => line.startsWith('robot round:'))).toMatch(/, 0 refused/);
  const answer = await page.request.get(`/api/getAllAssets?exchange=BINANCE`);
  const assets = (await answer.json()) as Array<{ asset: string; lastUpdate: string | null }>;
  const btc = assets.find((asset) => asset.asset === BTC)!;
  expect(Date.parse(btc.lastUpdate!)).toBeLessThanOrEqual(Date.now());
});
