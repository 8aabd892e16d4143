import type { Page } from 'playwright-core';
import { localUserId } from '../../local/src/demo/demo-users';
import { alerts } from '../../api/src/store/alerts';
import { getStore } from '../../api/src/store/db';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

const ANA = localUserId('assinante@demo.agulhadas.app');

/**
 * The alert screens: the editor and /templates offer only the asset's own timeframes (no 4 hours on
 * B3), and switching an alert on /alertas leaves every row where it was.
 */
jest.setTimeout(120_000);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const FOUR_HOURS = '4 horas (240)';

async function editorTimeframes(page: Page, asset: string, list: string): Promise<string[]> {
  await page.goto(list);
  await page.getByLabel('Buscar ativo').fill(asset.split(':')[1]!);
  const card = page.locator(`[data-asset="${asset}"]`);
  await card.getByRole('button', { name: `Ver alertas de ${asset}` }).click();
  await card.getByRole('button', { name: 'Novo alerta' }).click();
  return card.getByLabel('Tempo gráfico').locator('option').allInnerTexts();
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('the card editor offers 4 hours on crypto and not on a B3 future', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
    expect(await editorTimeframes(page, 'BMFBOVESPA:WIN1!', '/app/BMFBOVESPA/futures')).not.toContain(FOUR_HOURS);
    expect(await editorTimeframes(page, 'BINANCE:BTCUSDT', '/app/BINANCE/crypto')).toContain(FOUR_HOURS);
    await context.close();
  });

  it('the options popup sets the frequency new alerts start with', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
    await page.getByRole('button', { name: 'Opções' }).click();
    const popup = page.getByRole('dialog', { name: 'Opções' });
    await popup.getByLabel('Frequência padrão dos novos alertas').selectOption({ label: 'Só uma vez' });
    await page.keyboard.press('Escape');
    await page.getByLabel('Buscar ativo').fill('WIN1!');
    const card = page.locator('[data-asset="BMFBOVESPA:WIN1!"]');
    await card.getByRole('button', { name: 'Ver alertas de BMFBOVESPA:WIN1!' }).click();
    await card.getByRole('button', { name: 'Novo alerta' }).click();
    expect(await card.getByLabel('Frequência').inputValue()).toBe('once');
    await context.close();
  });

  it('/alertas: switching an alert off and on keeps every row in its place', async () => {
    const store = await getStore();
    await alerts(store).deleteMany({ userId: ANA });
    const made = new Date().toISOString();
    for (const id of ['z', 'x', 'y']) {
      await alerts(store).insertOne({
        _id: `${ANA}|${id}`,
        userId: ANA,
        asset: 'BMFBOVESPA:PETR4',
        timeframe: 'D',
        id,
        active: true,
        message: `Alerta ${id}`,
        rules: [{ name: 'agulhada', value: 1 }],
        config: { agulhada: true },
        frequency: 'tf',
        created: made,
        lastUpdate: made,
        lastNotification: null,
      });
    }
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/alertas');
    const group = page.locator('.alert-group[data-asset="BMFBOVESPA:PETR4"][data-timeframe="D"]');
    const rows = () => group.locator('.alert-title').allInnerTexts();
    await group.getByText('Alerta x').waitFor();
    const before = await rows();
    await group.getByRole('checkbox', { name: `Desligar alerta ${before[0]}` }).click();
    await group.locator('[data-active="false"]').waitFor();
    expect(await rows()).toEqual(before);
    await group.getByRole('checkbox', { name: `Ligar alerta ${before[0]}` }).click();
    await group.locator('[data-active="false"]').waitFor({ state: 'detached' });
    expect(await rows()).toEqual(before);
    await context.close();
  });

  it('/templates offers 4 hours only for an asset that has it', async () => {
    const { context, page } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/templates');
    const asset = page.getByLabel('Ativo');
    const options = () => page.getByLabel('Tempo gráfico').locator('option').allInnerTexts();
    await asset.fill('BINANCE:BTCUSDT');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('option')].some((option) => option.textContent === '4 horas (240)'),
    );
    await page.getByLabel('Tempo gráfico').selectOption({ label: FOUR_HOURS });
    await asset.fill('BMFBOVESPA:PETR4');
    await page.waitForFunction(
      () => ![...document.querySelectorAll('select option')].some((option) => option.textContent === '4 horas (240)'),
    );
    expect(await options()).not.toContain(FOUR_HOURS);
    expect(await page.getByLabel('Tempo gráfico').inputValue()).toBe('D');
    await context.close();
  });
});
