import type { Page } from 'playwright-core';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * A VIP's own robot sends candles of the VIP's own asset with the user key (POST /api/userIngest): the asset appears
 * on 'Meus ativos' with its readings, the key panel shows how to send them, and the VIP deletes it.
 */
jest.setTimeout(120_000);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const card = (page: Page, asset: string) => page.locator(`[data-asset="${asset}"]`);

function candles(count: number) {
  const start = Math.floor(Date.now() / 900_000) * 900_000 - (count - 1) * 900_000;
  return Array.from({ length: count }, (_, i) => {
    const close = 20 + i * 0.05 + Math.sin(i / 4) * 0.3;
    return { time: start + i * 900_000, open: close - 0.05, high: close + 0.1, low: close - 0.12, close, closed: i < count - 1 };
  });
}

describe.each(VIEWPORTS)('own assets at %s', (_label, viewport) => {
  it('Vítor VIP sends his own asset with his key, sees it on Meus ativos with readings, and deletes it', async () => {
    const asset = `MEUS:XPTO${viewport.width}`;
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/appuser');
    await page.getByRole('heading', { name: 'Meus ativos' }).waitFor();
    // The key as the VIP reads it on the page.
    const key = (await page.getByTestId('user-key').textContent())!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await page.getByText('Como enviar seus próprios ativos').click();
    expect(await page.getByTestId('own-assets-example').textContent()).toContain(`x-user-key: ${key}`);

    // What the VIP's robot does, from outside the browser: no cookie, only the key.
    const answer = await fetch(`${e2e.runtime.url}/api/userIngest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-key': key },
      body: JSON.stringify({ items: [{ asset, nome: 'Meu fundo XPTO', assetType: 'fund', timeframe: '15', candles: candles(60) }, { asset, timeframe: 'D', candles: candles(40).map((c, i) => ({ ...c, time: Date.UTC(2026, 8, 1) + i * 86_400_000, closed: true })) }] }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { refused: number }).refused).toBe(0);

    await page.reload();
    await card(page, asset).waitFor();
    expect(await card(page, asset).innerText()).toContain('Meu fundo XPTO');
    expect(await card(page, asset).locator('.price').innerText()).toMatch(/\d+,\d+/);
    await card(page, asset).screenshot({ path: `/tmp/own-asset-card-${viewport.width}.png` });
    page.once('dialog', (dialog) => void dialog.accept());
    await card(page, asset).getByRole('button', { name: 'Excluir ativo' }).click();
    await card(page, asset).waitFor({ state: 'detached' });
    await context.close();
  });
});
