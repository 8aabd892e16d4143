import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/** The category buttons filter the list the user is on: on 'Todas as agulhadas' they stay there. */
jest.setTimeout(120_000);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  const at = new Date().toISOString();
  const store = await getStore();
  // One needle on B3 and one on Binance, nothing else.
  await assets(store).updateOne(
    { _id: 'BMFBOVESPA:PETR4' },
    { $set: { readings: { D: reading('D', { lastUpdate: at, agulhado: 1 }) }, preco: 38, lastUpdate: at } },
  );
  await assets(store).updateOne(
    { _id: 'BINANCE:BTCUSDT' },
    { $set: { readings: { D: reading('D', { lastUpdate: at, agulhado: -1 }) }, preco: 95000, lastUpdate: at } },
  );
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it("a category on 'Todas as agulhadas' filters the agulhadas, not the whole list", async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/lista-de-agulhadas-do-didi');
    await page.getByRole('heading', { name: 'Todas as agulhadas' }).waitFor();
    await page.locator('[data-asset="BINANCE:BTCUSDT"]').waitFor();
    await page.getByRole('link', { name: 'Crypto', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/lista-de-agulhadas-do-didi/BINANCE/crypto');
    await page.getByRole('heading', { name: 'Todas as agulhadas' }).waitFor();
    await page.locator('[data-asset="BINANCE:BTCUSDT"]').waitFor();
    expect(await page.locator('[data-asset="BMFBOVESPA:PETR4"]').count()).toBe(0);
    expect(await page.locator('article[data-asset]').count()).toBe(1);
    await context.close();
  });
});
