import type { Page } from 'playwright-core';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * A VIP's own robot sends candles of the VIP's own asset with the user key (POST /api/userIngest): the asset appears
 * on 'Meus ativos' with its category and readings per timeframe, the key panel shows how to send them, the VIP puts an
 * alert on it and deletes it (the alert with it).
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
/** The signed-in user's alert groups as getUserInfo answers them, as text. */
const alertGroupsText = (page: Page) =>
  page.evaluate(async () =>
    JSON.stringify(((await (await fetch('/api/getUserInfo')).json()) as { alerts?: unknown[] }).alerts ?? null),
  );
const QUARTER = 900_000;
const DAY = 86_400_000;

/** `count` candles of `step` ms ending with the one forming now (closed ones before it). */
function candles(count: number, step: number) {
  const start = Math.floor(Date.now() / step) * step - (count - 1) * step;
  return Array.from({ length: count }, (_, i) => {
    const close = 20 + i * 0.05 + Math.sin(i / 4) * 0.3;
    return {
      time: start + i * step,
      open: close - 0.05,
      high: close + 0.1,
      low: close - 0.12,
      close,
      closed: i < count - 1,
    };
  });
}

describe.each(VIEWPORTS)('own assets at %s', (_label, viewport) => {
  it('Vítor VIP sends his own asset with his key, sees it on Meus ativos with readings, puts an alert on it, and deletes it', async () => {
    const asset = `MEUS:XPTO${viewport.width}`;
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/appuser');
    await page.getByRole('heading', { name: 'Meus ativos' }).waitFor();
    await page.getByText('Nenhum ativo aqui.').waitFor();
    // The key as the VIP reads it on the page, and the ready call that carries it.
    const key = (await page.getByTestId('user-key').textContent())!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await page.getByText('Como enviar seus próprios ativos').click();
    const example = (await page.getByTestId('own-assets-example').textContent())!;
    expect(example).toContain(`x-user-key: ${key}`);
    expect(example).toContain(`${e2e.runtime.url}/api/userIngest`);
    // Nothing in the panel widens the page on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // What the VIP's robot does, from outside the browser: no cookie, only the key.
    const answer = await fetch(`${e2e.runtime.url}/api/userIngest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-key': key },
      body: JSON.stringify({
        items: [
          { asset, nome: 'Meu fundo XPTO', assetType: 'fund', timeframe: '15', candles: candles(60, QUARTER) },
          { asset, timeframe: 'D', candles: candles(40, DAY) },
        ],
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ accepted: 2, refused: 0 });

    await page.reload();
    await card(page, asset).waitFor();
    expect(await card(page, asset).innerText()).toContain('Meu fundo XPTO');
    expect(await card(page, asset).locator('.price').innerText()).toMatch(/\d+,\d+/);
    // Readings per timeframe, as on a platform card.
    for (const timeframe of ['15', 'D'])
      await card(page, asset).locator(`.tf-row[data-timeframe="${timeframe}"]`).waitFor();
    // Its category, from the own asset's exchange and type.
    await page.getByRole('link', { name: 'MEUS Fundos' }).first().waitFor();
    await card(page, asset).screenshot({ path: `/tmp/own-asset-card-${viewport.width}.png` });

    // It carries alerts like a platform card (the API checks the asset among the VIP's own).
    const own = card(page, asset);
    await own.getByRole('button', { name: `Ver alertas de ${asset}` }).click();
    await own.getByText('0 alertas configurados').waitFor();
    await own.getByRole('button', { name: 'Novo alerta' }).click();
    await own.getByLabel('Tipo de regra').selectOption({ label: 'Agulhada' });
    await own.getByLabel('Valor').selectOption({ label: 'Compra' });
    await own.getByRole('button', { name: 'Adicionar regra' }).click();
    await own.getByLabel('Mensagem').fill('Agulhada no meu fundo');
    await own.getByRole('button', { name: 'Salvar alerta' }).click();
    await own.getByText('1 alerta configurado').waitFor();
    expect(await alertGroupsText(page)).toContain(asset);

    page.once('dialog', (dialog) => void dialog.accept());
    await card(page, asset).getByRole('button', { name: 'Excluir ativo' }).click();
    await card(page, asset).waitFor({ state: 'detached' });
    await page.getByText('Nenhum ativo aqui.').waitFor();
    // Its alert went with it.
    expect(await alertGroupsText(page)).not.toContain(asset);
    await context.close();
  });
});
