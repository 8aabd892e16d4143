import type { Locator, Page } from 'playwright-core';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/** The outcome of saves and deletions as a toast at the top right, for 5 000 ms. */
jest.setTimeout(120_000);

const PETR4 = 'BMFBOVESPA:PETR4';
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Waits for the toast, checks it sits at the top right of the window, and that it goes by itself. */
async function toastSays(page: Page, text: string, viewport: { width: number }): Promise<void> {
  const toast: Locator = page.locator('.toast-top-right', { hasText: text });
  await toast.waitFor();
  const box = await toast.boundingBox();
  expect(viewport.width - (box!.x + box!.width)).toBeLessThan(40);
  expect(box!.y).toBeLessThan(60);
  await toast.waitFor({ state: 'detached', timeout: 8000 });
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('favourites, comments and alerts tell their outcome at the top right', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/stock');
    await page.getByLabel('Buscar ativo').fill('PETR4');
    const card = page.locator(`[data-asset="${PETR4}"]`);
    await card.waitFor();

    await card.getByRole('button', { name: `Adicionar ${PETR4} aos favoritos` }).click();
    await toastSays(page, 'Adicionado aos favoritos.', viewport);
    await card.getByRole('button', { name: `Remover ${PETR4} dos favoritos` }).click();
    await toastSays(page, 'Removido dos favoritos.', viewport);

    await card.getByRole('button', { name: /^Comentários de/ }).click();
    await card.getByLabel(`Comentário sobre ${PETR4}`).fill('nota de teste');
    await card.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await toastSays(page, 'Comentário salvo.', viewport);

    await card.getByRole('button', { name: `Ver alertas de ${PETR4}` }).click();
    await card.getByRole('button', { name: 'Novo alerta' }).click();
    await card.getByLabel('Modelo').selectOption({ label: 'Alerta de compra' });
    await card.getByRole('button', { name: 'Salvar alerta' }).click();
    await toastSays(page, 'Alerta salvo.', viewport);
    await context.close();
  });
});
