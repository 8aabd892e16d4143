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

  const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify({
      items: [
        {
          asset: PETR4,
          timeframe: '15',
          reading: reading('15', { lastUpdate: new Date().toISOString(), preco: 77.77 }),
        },
      ],
    }),
  });
  expect(answer.status).toBe(200);
  await card.locator('.price', { hasText: '77,77' }).waitFor({ timeout: 45_000 });
  expect(requests.some((url) => /[?&]since=\d+/.test(url))).toBe(true);
  await context.close();
});
