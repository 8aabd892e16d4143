import { createBinanceSource } from '../../robot/src/sources/binance/binance-source';
import { startFakeBinance, type FakeBinance } from '../support/fake-binance';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * The product fed by the market robot reading a provider (a local stand-in speaking Binance's documented formats): a
 * trade the provider sends reaches a VIP's /rt card within 2 seconds, and the next round's 15-minute candle reaches
 * the dashboard card. Assets whose market has no source here (everything but Binance) are left to the report.
 */
jest.setTimeout(180_000);

const BTC = 'BINANCE:BTCUSDT';
let e2e: E2E;
let binance: FakeBinance;

beforeAll(async () => {
  binance = await startFakeBinance();
  binance.setPrice('BTCUSDT', 90_000);
  // The stand-in has no rate limit: the robot's weight budget would only slow the test down.
  const source = createBinanceSource({
    restUrl: binance.restUrl,
    streamUrl: binance.streamUrl,
    weightPerMinute: 1_000_000,
  });
  e2e = await startE2E({ robot: 'prime', realtime: true, robotSources: new Map([['binance', source]]) });
});
afterAll(async () => {
  await e2e?.close();
  await binance?.close();
});

test('a provider trade reaches the VIP /rt card within 2 seconds', async () => {
  const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
  await loginAs(page, 'Vítor VIP', '/rt');
  await page.locator('button.rt-toggle').click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await page.getByLabel('Filtrar ativos').fill('BTCUSDT');
  await page.locator('.rt-symbol-toggle', { hasText: BTC }).click();
  const price = page.locator(`article.rt-card[data-asset="${BTC}"] [data-testid="rt-price"]`);
  await price.waitFor();
  // The robot's stream opens once its history is primed; the hub has the page in the symbol's group once subscribed.
  for (let waited = 0; waited < 60_000 && !binance.streamed().has('BTCUSDT'); waited += 100)
    await new Promise((done) => setTimeout(done, 100));
  for (let waited = 0; waited < 10_000 && e2e.runtime.realtime!.hub!.stats().memberships < 1; waited += 100)
    await new Promise((done) => setTimeout(done, 100));
  const sentAt = binance.trade('BTCUSDT', 91_234.5);
  await page.waitForFunction(
    (text) => document.querySelector('article.rt-card [data-testid="rt-price"]')?.textContent === text,
    '91.234,50',
    {
      timeout: 2_000,
      polling: 20,
    },
  );
  const latency = Date.now() - sentAt;
  console.log(`real time: provider trade → VIP card ${latency} ms`);
  expect(latency).toBeLessThan(2_000);
  await context.close();
});

test('the next round brings the 15-minute candle to the dashboard card', async () => {
  const { context, page } = await e2e.newPage({ width: 390, height: 844 });
  await loginAs(page, 'Vítor VIP', '/app/BINANCE/crypto');
  await page.getByLabel('Buscar ativo').fill('BTCUSDT');
  const card = page.locator(`[data-asset="${BTC}"]`);
  await card.locator('.price', { hasText: '90.000' }).waitFor();
  binance.setPrice('BTCUSDT', 93_210);
  const figures = await e2e.runtime.robot!.round();
  expect(figures.refused).toBe(0);
  await page.reload();
  await page.getByLabel('Buscar ativo').fill('BTCUSDT');
  await card.locator('.price', { hasText: '93.210' }).waitFor();
  const report = e2e.runtime.robot!.health.report();
  expect(report.sources).toEqual([expect.objectContaining({ source: 'binance', errors: 0, unreadableCount: 0 })]);
  expect(report.unassigned.count).toBeGreaterThan(1000);
  await context.close();
});
