import type { Locator, Page } from 'playwright-core';
import { loginAs, startE2E, type E2E } from './harness';

/**
 * What a person sees on a phone (390 px) and on a desktop (1280 px), checked by bounding boxes: the sort popup
 * fits the screen with full labels, /rt cards fill the width, the cart does not overflow (real time on).
 */
jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E({ robot: 'prime', realtime: true });
});
afterAll(async () => {
  await e2e?.close();
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return (await e2e.newPage(viewport)).page;
}

async function expectInside(locator: Locator, viewport: { width: number }, what: string): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what}: not visible`);
  expect([what, Math.round(box.x) >= 0, Math.round(box.x + box.width) <= viewport.width]).toEqual([what, true, true]);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each([
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const)('the sort popup at %s', (_label, viewport) => {
  it('fits the screen for a visitor (the plans message)', async () => {
    const page = await newPage(viewport);
    await page.goto('/app/BMFBOVESPA/stock');
    await page.getByRole('button', { name: 'Ordenar' }).click();
    const popup = page.getByRole('dialog', { name: 'Ordenar por' });
    await popup.getByText('A ordenação de ativos está disponível apenas para assinantes e convidados.').waitFor();
    await expectInside(popup, viewport, 'popup');
    await page.context().close();
  });

  it('fits the screen for a subscriber, every label whole', async () => {
    const page = await newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/app/BMFBOVESPA/stock');
    await page.getByRole('button', { name: 'Ordenar' }).click();
    const popup = page.getByRole('dialog', { name: 'Ordenar por' });
    await expectInside(popup, viewport, 'popup');
    for (const label of ['Alerta de compra', 'Alerta de venda', 'Confirmação de compra', 'Ponto falso de venda']) {
      const option = popup.getByText(label, { exact: true });
      await expectInside(option, viewport, label);
      // One line, not wrapped into 'Alerta de': the label's words all sit at one height. Only text is measured: the
      // control's height (24 px targets plus padding) and its radio button's box say nothing about wrapping.
      const lines = await option.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          tops.push(...[...range.getClientRects()].map((rect) => rect.top));
        }
        return tops.filter((top) => top > Math.min(...tops) + 8).length + 1;
      });
      expect([label, lines]).toEqual([label, 1]);
    }
    await page.context().close();
  });
});

it('/rt cards fill a 390 px screen', async () => {
  const page = await newPage(PHONE);
  await loginAs(page, 'Vítor VIP', '/rt');
  await page.locator('button.rt-toggle', { hasText: 'OFF' }).click();
  await page.locator('button.rt-toggle.on', { hasText: 'ON' }).waitFor();
  await page.getByLabel('Filtrar ativos').fill('PETR4');
  await page.locator('.rt-symbol-toggle', { hasText: 'BMFBOVESPA:PETR4' }).click();
  const card = page.locator('article.rt-card[data-asset="BMFBOVESPA:PETR4"]');
  await card.waitFor();
  const box = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThan(PHONE.width - 60);
  await expectInside(card, PHONE, 'rt card');
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});

it('the cart fits a 390 px screen', async () => {
  const page = await newPage(PHONE);
  await loginAs(page, 'Rita Registrada', '/lojinha');
  await page
    .locator('[data-product="prod_local_caneca"]')
    .getByRole('button', { name: 'Adicionar ao carrinho' })
    .click();
  await page.getByText('1 item no carrinho').waitFor();
  await page.goto('/lojinha/carrinho');
  const line = page.locator('[data-price="price_local_caneca"]');
  await line.waitFor();
  await expectInside(line, PHONE, 'cart line');
  await expectInside(line.getByRole('button', { name: 'Remover' }), PHONE, 'remove');
  await expectInside(page.getByRole('button', { name: 'Finalizar compra' }), PHONE, 'checkout');
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});
