import type { Page } from 'playwright-core';
import { config } from '../../api/src/config';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The robot's health as a trader sees it (issue 14): a card whose data stopped while its market trades says 'sem dados
 * recentes' (a fresh one does not); on /rt a symbol that stopped trading is marked silent instead of a frozen price,
 * and the mark goes with the next trade.
 */
jest.setTimeout(150_000);

const BTC = 'BINANCE:BTCUSDT';
const ETH = 'BINANCE:ETHUSDT';
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E({ realtime: true });
});
afterAll(async () => {
  await e2e?.close();
});

async function post(asset: string, at: Date, preco: number) {
  const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify({ capturedAt: at.toISOString(), items: [{ asset, timeframe: '15', reading: reading('15', { lastUpdate: at.toISOString(), preco }) }] }),
  });
  expect(answer.status).toBe(200);
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('a crypto card whose data stopped two hours ago says sem dados recentes; a fresh one does not', async () => {
    await post(BTC, new Date(Date.now() - 2 * 3600_000), 90_000);
    await post(ETH, new Date(), 3_000);
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/app/BINANCE/crypto');
    await page.getByLabel('Buscar ativo').fill('BTCUSDT');
    const btc = page.locator(`[data-asset="${BTC}"]`);
    await btc.waitFor();
    const mark = btc.getByText('sem dados recentes');
    await mark.waitFor();
    expect(await mark.getAttribute('title')).toMatch(/^Última leitura às .+; o robô deveria ter enviado outra com o mercado aberto\.$/);
    await btc.screenshot({ path: `/work/notes/stale-card-${viewport.width}.png` });
    await page.getByLabel('Buscar ativo').fill('ETHUSDT');
    const eth = page.locator(`[data-asset="${ETH}"]`);
    await eth.locator('.price', { hasText: '3.000' }).waitFor();
    expect(await eth.getByText('sem dados recentes').count()).toBe(0);
    await context.close();
  });
});

async function subscribeBtc(page: Page) {
  await page.locator('button.rt-toggle').click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await page.getByLabel('Filtrar ativos').fill('BTCUSDT');
  await page.locator('.rt-symbol-toggle', { hasText: BTC }).click();
}

it('/rt marks a symbol that stopped trading, and clears the mark on its next trade', async () => {
  const { context, page } = await e2e.newPage({ width: 390, height: 844 });
  await loginAs(page, 'Vítor VIP', '/rt');
  await subscribeBtc(page);
  const price = page.locator(`article.rt-card[data-asset="${BTC}"] [data-testid="rt-price"]`);
  await page.waitForFunction((selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''), `article.rt-card[data-asset="${BTC}"] [data-testid="rt-price"]`, { timeout: 60_000 });
  expect(await page.getByTestId('rt-silent').count()).toBe(0);
  // The source stops streaming: the publisher sends nothing more.
  await e2e.runtime.robot!.stop();
  const silent = page.getByTestId('rt-silent');
  await silent.waitFor({ timeout: 45_000 });
  expect(await silent.innerText()).toMatch(/^sem negócios desde \d{2}:\d{2}:\d{2}$/);
  expect(await price.getAttribute('class')).toContain('silent');
  await page.screenshot({ path: '/work/notes/rt-silent-390.png' });
  const now = new Date();
  const message = { type: 'lastCandleUpdates', seq: 999_999, sentAt: now.getTime(), data: { [BTC]: { asset: BTC, nome: 'Bitcoin / TetherUS', preco: 91_000, lastUpdate: now.toISOString(), indicators: {} } } };
  await e2e.runtime.realtime!.hub!.sendToGroup(BTC, JSON.stringify(message));
  await silent.waitFor({ state: 'detached' });
  expect(await price.innerText()).toBe('91.000,00');
  await context.close();
});
