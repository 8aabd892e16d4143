import type { Locator, Page } from 'playwright-core';
import type { LastCandleUpdatesMessage } from '@agulhadas/domain/realtime/protocol';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The robot's health on screen: a /rt card whose symbol stopped trading says so next to a dimmed price, instead of
 * a frozen price that looks live, and the next update clears it. The demo robot's trades are stopped; the test publishes the symbol's
 * updates itself through the local hub, as the robot's publisher does (one `lastCandleUpdates` message to its group).
 */
jest.setTimeout(120_000);

const BTC = 'BINANCE:BTCUSDT';
let e2e: E2E;
let seq = 0;

beforeAll(async () => {
  e2e = await startE2E({ realtime: true });
  // No demo trades: only this test's messages reach the card.
  await e2e.runtime.robot?.stop();
});
afterAll(async () => {
  await e2e?.close();
});

function publish(preco: number, lastUpdate: Date): Promise<void> {
  const message: LastCandleUpdatesMessage = {
    type: 'lastCandleUpdates',
    data: {
      [BTC]: { asset: BTC, nome: 'Bitcoin / TetherUS', preco, lastUpdate: lastUpdate.toISOString(), indicators: {} },
    },
    sentAt: Date.now(),
    seq: (seq += 1),
  };
  return e2e.runtime.realtime!.hub!.sendToGroup(BTC, JSON.stringify(message));
}

/** Publishes until the card shows the price: the hub may not have the page's subscription yet on the first send. */
async function publishUntilShown(card: Locator, preco: number, lastUpdate: Date, text: string): Promise<void> {
  const price = card.getByTestId('rt-price');
  for (let tries = 0; tries < 60; tries += 1) {
    await publish(preco, lastUpdate);
    if ((await price.innerText()) === text) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`price ${text} never shown`);
}

async function openSubscribed(viewport: { width: number; height: number }): Promise<{ page: Page; card: Locator }> {
  const { page } = await e2e.newPage(viewport);
  await loginAs(page, 'Vítor VIP', '/rt');
  await page.locator('button.rt-toggle').click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await page.getByLabel('Filtrar ativos').fill('BTCUSDT');
  const toggle = page.locator('.rt-symbol-toggle', { hasText: BTC });
  await toggle.click();
  const card = page.locator(`article.rt-card[data-asset="${BTC}"]`);
  await card.waitFor();
  return { page, card };
}

describe.each(VIEWPORTS)('at %s', (label, viewport) => {
  it('marks a symbol without trades next to its dimmed price and clears the mark on the next update', async () => {
    const { page, card } = await openSubscribed(viewport);
    const silent = card.getByTestId('rt-silent');

    // Last trade five minutes ago: the time of that trade, and a dimmed price.
    await publishUntilShown(card, 91_234.5, new Date(Date.now() - 5 * 60_000), '91.234,50');
    await silent.waitFor();
    expect(await silent.innerText()).toMatch(/^sem negócios desde \d\d:\d\d:\d\d$/);
    expect(await card.getByTestId('rt-price').getAttribute('class')).toContain('silent');
    if (label === '390 px') {
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/work/notes/rt-silent-390.png' });
    }

    // A trade now: the mark goes, the price is no longer dimmed.
    await publishUntilShown(card, 91_300, new Date(), '91.300,00');
    await silent.waitFor({ state: 'detached' });
    expect(await card.getByTestId('rt-price').getAttribute('class')).not.toContain('silent');

    // A trade 25 s ago shows at once without a mark; the page's clock brings the mark past 30 s, with no new message.
    await publishUntilShown(card, 91_400, new Date(Date.now() - 25_000), '91.400,00');
    await silent.waitFor({ timeout: 15_000 });
    expect(await silent.innerText()).toMatch(/^sem negócios há (3\d|4\d) s$/);
    await page.context().close();
  });
});
