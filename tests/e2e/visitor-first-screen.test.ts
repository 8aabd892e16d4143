import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import { reading } from '../support/fixtures';
import { startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * What a visitor sees first: the assets they can use before the locked ones, and on 'Todas as
 * agulhadas' the free needles plus how many more wait for subscribers, with the plans link.
 */
jest.setTimeout(120_000);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  const store = await getStore();
  const live = new Date().toISOString();
  const old = new Date(Date.now() - 30 * 60_000).toISOString();
  const needle = (at: string) => ({ D: reading('D', { lastUpdate: at, agulhado: 1, preco: 38 }) });
  // A free asset whose needle is old enough for the delayed view, and two locked assets with needles now.
  await assets(store).updateOne(
    { _id: 'BMFBOVESPA:PETR4' },
    {
      $set: {
        readings: needle(live),
        preco: 38,
        lastUpdate: live,
        captures: [{ capturedAt: old, preco: 38, readings: needle(old) }],
      },
    },
  );
  for (const asset of ['BMFBOVESPA:AALR3', 'BMFBOVESPA:ALOS3'])
    await assets(store).updateOne(
      { _id: asset, free: false },
      { $set: { readings: needle(live), preco: 10, lastUpdate: live } },
    );
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('a visitor at %s', (_label, viewport) => {
  it('sees the free assets first on Ações BR, the locked ones after', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await page.goto('/app/BMFBOVESPA/stock');
    const cards = page.locator('article[data-asset]');
    await cards.first().waitFor();
    const first = await cards.first().getAttribute('data-asset');
    expect(first).toBe('BMFBOVESPA:ABEV3');
    await context.close();
  });

  it("sees the free needles on 'Todas as agulhadas' and how many more wait for subscribers", async () => {
    const { context, page } = await e2e.newPage(viewport);
    await page.goto('/lista-de-agulhadas-do-didi');
    await page.locator('[data-asset="BMFBOVESPA:PETR4"]').waitFor();
    const notice = page.locator('.hidden-agulhadas');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^Mais 2 ativos com agulhada nesta lista para assinantes\.\s+Ver planos$/);
    await notice.getByRole('link', { name: 'Ver planos' }).click();
    await page.waitForURL((url) => url.pathname === '/assinatura');
    await context.close();
  });
});
