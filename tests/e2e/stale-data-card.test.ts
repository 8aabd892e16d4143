import type { Locator, Page } from 'playwright-core';
import { config } from '../../api/src/config';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The robot's health on screen: a card says 'sem dados recentes' when its asset's newest data is older than its
 * market allows.
 * Crypto trades all the time, so the check holds on any weekday: BTCUSDT's last round was hours ago, ETHUSDT's now.
 */
jest.setTimeout(120_000);

const STALE = 'BINANCE:BTCUSDT';
const FRESH = 'BINANCE:ETHUSDT';
let e2e: E2E;

/** One robot round for one asset, captured `capturedAt` (the robot key, as the robot posts it). */
async function ingest(asset: string, capturedAt: Date, preco: number): Promise<void> {
  const at = capturedAt.toISOString();
  const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify({
      capturedAt: at,
      items: [{ asset, timeframe: '15', reading: reading('15', { lastUpdate: at, preco }) }],
    }),
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  e2e = await startE2E();
  await ingest(STALE, new Date(Date.now() - 3 * 3_600_000), 90_000);
  await ingest(FRESH, new Date(Date.now() - 60_000), 3_000);
});
afterAll(async () => {
  await e2e?.close();
});

async function cardOf(page: Page, search: string, asset: string): Promise<Locator> {
  // The list is virtualised: the search brings the card up on a phone too.
  await page.getByLabel('Buscar ativo').fill(search);
  const card = page.locator(`article[data-asset="${asset}"]`);
  await card.waitFor();
  return card;
}

describe.each(VIEWPORTS)('at %s', (label, viewport) => {
  it("a VIP sees 'sem dados recentes' on the asset whose data is hours old, and not on the fresh one", async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/app/BINANCE/crypto');

    const stale = await cardOf(page, 'BTCUSDT', STALE);
    await stale.locator('.price', { hasText: '90.000,00' }).waitFor();
    const badge = stale.getByTestId('stale-badge');
    await badge.waitFor();
    // Words, not only a colour; the title says when the last reading was.
    expect(await badge.innerText()).toBe('sem dados recentes');
    expect(await badge.getAttribute('title')).toMatch(
      /^Última leitura (em \d\d\/\d\d )?às \d\d:\d\d; o robô deveria ter enviado outra\.$/,
    );
    if (label === '390 px') await page.screenshot({ path: '/work/notes/stale-card-390.png' });

    const fresh = await cardOf(page, 'ETHUSDT', FRESH);
    await fresh.locator('.price', { hasText: '3.000,00' }).waitFor();
    expect(await fresh.getByTestId('stale-badge').count()).toBe(0);
    await context.close();
  });
});
