import { config } from '../../api/src/config';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * An open dashboard picks up the robot's round by itself: no reload, and only the changed assets travel
 * (`since=<data version>`).
 */
jest.setTimeout(120_000);

const PETR4 = 'BMFBOVESPA:PETR4';
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Posts one PETR4 15-minute reading as the robot would. */
async function ingest15(patch: Parameters<typeof reading>[1]): Promise<void> {
  const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify({
      items: [
        { asset: PETR4, timeframe: '15', reading: reading('15', { lastUpdate: new Date().toISOString(), ...patch }) },
      ],
    }),
  });
  expect(answer.status).toBe(200);
}

it('a VIP dashboard left open shows the next round within the refresh interval, fetching only what changed', async () => {
  const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/getAllAssets')) requests.push(request.url());
  });
  await loginAs(page, 'Vítor VIP', '/app/BMFBOVESPA/stock');
  await page.getByLabel('Buscar ativo').fill('PETR4');
  const card = page.locator(`[data-asset="${PETR4}"]`);
  await card.waitFor();

  await ingest15({ preco: 77.77 });
  await card.locator('.price', { hasText: '77,77' }).waitFor({ timeout: 45_000 });
  expect(requests.some((url) => /[?&]since=\d+/.test(url))).toBe(true);
  await context.close();
});

// A screen reader hears the agulhada a round brought, once, in the polite live region; the list it first loaded is
// not announced. At both widths: the region is part of the page, not of a layout.
it.each([1280, 390])(
  'at %i px, a new agulhada on a listed asset is announced politely, the first load is not',
  async (width) => {
    await ingest15({ preco: 70.01, agulhado: 0 });
    const { context, page } = await e2e.newPage({ width, height: 900 });
    await loginAs(page, 'Vítor VIP', '/app/BMFBOVESPA/stock');
    await page.getByLabel('Buscar ativo').fill('PETR4');
    const card = page.locator(`[data-asset="${PETR4}"]`);
    await card.locator('.price', { hasText: '70,01' }).waitFor({ timeout: 45_000 });
    const region = page.getByTestId('new-agulhadas-announcer');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    expect(await region.textContent()).toBe('');

    await ingest15({ preco: 70.02, agulhado: 1 });
    await card.locator('.price', { hasText: '70,02' }).waitFor({ timeout: 45_000 });
    await region
      .filter({ hasText: 'Nova agulhada de compra: PETR4 (15).' })
      .waitFor({ state: 'attached', timeout: 5_000 });
    await context.close();
  },
);
