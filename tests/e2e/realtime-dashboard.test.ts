import type { Page } from 'playwright-core';
import { WATCH_RENEW_MS } from '@agulhadas/domain/realtime/watched';
import { getStore } from '../../api/src/store/db';
import { localUserId } from '../../local/src/demo/demo-users';
import { realtimeConnections } from '../../api/src/store/realtime-connections';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * /rt through the running product with the local hub and the 1-second feed: a VIP connects,
 * subscribes two assets, sees their prices move, survives a dropped connection; others see the notice. The robot
 * publishes only what the page watches, and the page keeps its watched set alive on the server.
 */
jest.setTimeout(180_000);

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E({ realtime: true });
});
afterAll(async () => {
  await e2e?.close();
});

async function newPage(): Promise<Page> {
  return (await e2e.newPage({ width: 1280, height: 900 })).page;
}

const card = (page: Page, asset: string) => page.locator(`article.rt-card[data-asset="${asset}"]`);
const priceOf = (page: Page, asset: string) => card(page, asset).getByTestId('rt-price').innerText();

/** Waits until the card's price text differs from `before` (the feed ticks every second). */
async function priceMoves(page: Page, asset: string, timeout = 45_000): Promise<void> {
  const before = await priceOf(page, asset);
  await page.waitForFunction(
    ({ asset, before }) => {
      const text = document.querySelector(
        `article.rt-card[data-asset="${asset}"] [data-testid="rt-price"]`,
      )?.textContent;
      return text !== undefined && text !== null && text !== '—' && text !== before;
    },
    { asset, before },
    { timeout, polling: 250 },
  );
}

async function subscribe(page: Page, asset: string) {
  await page.getByLabel('Filtrar ativos').fill(asset.split(':')[1]!);
  const toggle = page.locator('.rt-symbol-toggle', { hasText: asset });
  await toggle.click();
  await expectPressed(toggle, 'true');
}

async function expectPressed(locator: ReturnType<Page['locator']>, value: string) {
  await locator.waitFor();
  await locator.page().waitForFunction(({ el, value }) => el?.getAttribute('aria-pressed') === value, {
    el: await locator.elementHandle(),
    value,
  });
}

test('a non-VIP subscriber sees the VIP-only notice with a link to the plans', async () => {
  const page = await newPage();
  await loginAs(page, 'Ana Assinante', '/rt');
  await page.getByRole('heading', { name: 'Tempo real' }).waitFor();
  await page.getByText('O tempo real está disponível apenas para assinantes VIP.').waitFor();
  expect(await page.getByRole('link', { name: 'Conheça os planos' }).getAttribute('href')).toBe('/assinatura');
  expect(await page.locator('.rt-toggle').count()).toBe(0);
  await page.context().close();
});

test('Vítor VIP connects, subscribes two assets, sees prices move, and gets them back after a drop', async () => {
  const page = await newPage();
  await loginAs(page, 'Vítor VIP', '/rt');
  await page.getByRole('heading', { name: /Tempo real/ }).waitFor();
  const toggle = page.locator('button.rt-toggle');
  expect(await toggle.innerText()).toBe('OFF');
  // Timeframes all selected by default.
  const boxes = page.locator('.rt-timeframes input[type="checkbox"]');
  expect(await boxes.count()).toBe(6);
  for (let i = 0; i < 6; i += 1) expect(await boxes.nth(i).isChecked()).toBe(true);

  await toggle.click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await page.locator('.rt-symbol-toggle').first().waitFor();

  await subscribe(page, 'BMFBOVESPA:PETR4');
  await subscribe(page, 'BINANCE:BTCUSDT');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('subscribedSymbols'))) ?? '[]')).toEqual([
    'BMFBOVESPA:PETR4',
    'BINANCE:BTCUSDT',
  ]);
  await card(page, 'BMFBOVESPA:PETR4').waitFor();
  await card(page, 'BINANCE:BTCUSDT').waitFor();
  await priceMoves(page, 'BMFBOVESPA:PETR4');
  await priceMoves(page, 'BINANCE:BTCUSDT');
  // Six panels per card, labelled Diário, 4H, 1H, 15m, 5m, 1m; prices of 1 or more have 2 decimals.
  expect(await card(page, 'BINANCE:BTCUSDT').locator('.rt-panel-label').allInnerTexts()).toEqual([
    'Diário',
    '4H',
    '1H',
    '15m',
    '5m',
    '1m',
  ]);
  expect(await priceOf(page, 'BINANCE:BTCUSDT')).toMatch(/^[\d.]+,\d{2}$/);
  expect(await card(page, 'BMFBOVESPA:PETR4').innerText()).toContain('BMFBOVESPA');

  // Unchecking a timeframe hides its panel and is remembered.
  await page.locator('.rt-timeframes label', { hasText: '1m' }).click();
  expect(await card(page, 'BINANCE:BTCUSDT').locator('.rt-panel').count()).toBe(5);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('selectedTimeframes'))) ?? '[]')).toEqual([
    'D',
    '240',
    '60',
    '15',
    '5',
  ]);

  // The hub drops every client: the page reconnects by itself and re-subscribes after the welcome.
  expect(e2e.runtime.realtime!.hub!.terminateAll()).toBe(1);
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelectorAll('article.rt-card').length === 2);
  // The button may still show the old connection's ON for a moment: wait for the hub to see the new one subscribed.
  const hub = e2e.runtime.realtime!.hub!;
  for (let waited = 0; waited < 15_000 && hub.stats().memberships < 2; waited += 100)
    await new Promise((done) => setTimeout(done, 100));
  expect(hub.stats()).toMatchObject({ connections: 1, memberships: 2 });
  await priceMoves(page, 'BMFBOVESPA:PETR4');
  await priceMoves(page, 'BINANCE:BTCUSDT');

  // Unsubscribing removes the card; closing clears the list and the data.
  await subscribeToggleOff(page, 'BMFBOVESPA:PETR4');
  await page.waitForFunction(() => !document.querySelector('article.rt-card[data-asset="BMFBOVESPA:PETR4"]'));
  await toggle.click();
  await page.locator('button.rt-toggle', { hasText: 'OFF' }).waitFor();
  expect(await page.locator('article.rt-card').count()).toBe(0);
  expect(await page.locator('.rt-symbol-toggle').count()).toBe(0);
  await page.context().close();
});

async function subscribeToggleOff(page: Page, asset: string) {
  await page.getByLabel('Filtrar ativos').fill(asset.split(':')[1]!);
  const toggle = page.locator('.rt-symbol-toggle', { hasText: asset });
  await toggle.click();
  await expectPressed(toggle, 'false');
}

test('prices carry their market’s digits: EURUSD with five decimals, USDJPY with three', async () => {
  const page = await newPage();
  await loginAs(page, 'Vítor VIP', '/rt');
  await page.locator('button.rt-toggle').click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await subscribe(page, 'FX_IDC:EURUSD');
  await subscribe(page, 'FX_IDC:USDJPY');
  await priceMoves(page, 'FX_IDC:EURUSD');
  await priceMoves(page, 'FX_IDC:USDJPY');
  expect(await priceOf(page, 'FX_IDC:EURUSD')).toMatch(/^\d,\d{5}$/);
  expect(await priceOf(page, 'FX_IDC:USDJPY')).toMatch(/^\d{3},\d{3}$/);
  await page.context().close();
});

test('the page re-sends its subscriptions every 5 minutes, so the server keeps counting it as watching', async () => {
  const page = await newPage();
  await page.clock.install({ time: Date.now() });
  await loginAs(page, 'Vítor VIP', '/rt');
  await page.locator('button.rt-toggle').click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await subscribe(page, 'BINANCE:BTCUSDT');
  await priceMoves(page, 'BINANCE:BTCUSDT');
  const connections = realtimeConnections(await getStore());
  const recorded = async () =>
    (
      await connections.find({ userId: localUserId('vip@demo.agulhadas.app'), symbols: 'BINANCE:BTCUSDT' }).toArray()
    ).map((doc) => doc.expiresAt);
  const [before] = await recorded();
  expect(before).toBeDefined();
  await new Promise((done) => setTimeout(done, 20));
  await page.clock.fastForward(WATCH_RENEW_MS);
  for (let waited = 0; waited < 10_000 && (await recorded())[0] === before; waited += 100)
    await new Promise((done) => setTimeout(done, 100));
  const [after] = await recorded();
  expect(after! > before!).toBe(true);
  await page.context().close();
});
