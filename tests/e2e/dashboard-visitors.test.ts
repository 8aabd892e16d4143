import type { Page } from 'playwright-core';
import { assets } from '../../api/src/store/assets';
import { getStore } from '../../api/src/store/db';
import type { Reading } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, type E2E } from './harness';

/** Readings arranged directly in the running product's store (the robot does not exist yet). */
async function arrange(
  asset: string,
  patches: Partial<Record<Timeframe, Partial<Reading>>>,
  options: { capture?: boolean } = {},
) {
  const now = new Date();
  const readings: Partial<Record<Timeframe, Reading>> = {};
  for (const [tf, patch] of Object.entries(patches) as Array<[Timeframe, Partial<Reading>]>)
    readings[tf] = reading(tf, { lastUpdate: now.toISOString(), preco: 39.12, ...patch });
  const captures = options.capture
    ? [{ capturedAt: new Date(now.getTime() - 30 * 60_000).toISOString(), preco: 38.5, readings }]
    : [];
  await assets(await getStore()).updateOne(
    { _id: asset },
    { $set: { readings, preco: 39.12, lastUpdate: now.toISOString(), captures } },
  );
}

jest.setTimeout(60_000);

const card = (page: Page, asset: string) => page.locator(`[data-asset="${asset}"]`);

describe('dashboard for visitors and free users', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await arrange('BMFBOVESPA:WIN1!', { D: { agulhado: 1, confirmacao: 1 }, '60': {}, '15': {} }, { capture: true });
    await arrange('BMFBOVESPA:PETR4', { D: { agulhado: -1 }, '15': {} }, { capture: true });
    // Agulhada only in the latest (undelayed) readings: not visible to delayed viewers.
    await arrange('BMFBOVESPA:WDO1!', { D: { agulhado: 1 } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('an anonymous visitor sees locked stars, the D marker, ads and the sort message', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/app/BMFBOVESPA/futures');
    await page.getByRole('heading', { name: 'Futuros BR' }).waitFor();
    await card(page, 'BMFBOVESPA:WIN1!').waitFor();
    await page.locator('[data-locked="true"] .lock-star').first().waitFor();
    expect(await page.locator('[data-locked="true"] a.symbol').first().getAttribute('href')).toBe('/assinatura');
    const marker = card(page, 'BMFBOVESPA:WIN1!').locator('.delay-marker');
    expect(await marker.textContent()).toBe('D');
    expect(await marker.getAttribute('title')).toBe('Dados com atraso de 20 minutos');
    expect(await page.locator('.house-ad').count()).toBeGreaterThan(0);
    await expect(card(page, 'BMFBOVESPA:WIN1!').getByTitle('Agulhada de compra').isVisible()).resolves.toBe(true);
    expect(await card(page, 'BMFBOVESPA:WIN1!').locator('a.tf-label').first().getAttribute('href')).toBe(
      '/grafico/BMFBOVESPA/WIN1!/D',
    );
    expect(
      await card(page, 'BMFBOVESPA:WIN1!')
        .getByRole('link', { name: 'Abrir BMFBOVESPA:WIN1! no TradingView' })
        .getAttribute('href'),
    ).toBe('https://www.tradingview.com/chart/?symbol=BMFBOVESPA:WIN1!&interval=D');
    await page.getByRole('button', { name: 'Ordenar' }).click();
    await page.getByText('A ordenação de ativos está disponível apenas para assinantes e convidados.').waitFor();
    expect(await page.getByRole('link', { name: 'Conheça os planos' }).first().getAttribute('href')).toBe(
      '/assinatura',
    );
    expect(await page.getByRole('button', { name: 'Opções' }).count()).toBe(0);
    expect(await page.locator('.favorite').count()).toBe(0);
    await context.close();
  });

  it("a visitor's rows are as fresh as the capture they come from: the delay does not mark them stale", async () => {
    // Captured 25 minutes ago, when its 15-minute candle had opened 8 minutes before: current then, 33 minutes old now.
    const captured = Date.now() - 25 * 60_000;
    const at = (ms: number) => new Date(ms).toISOString();
    const readings = {
      D: reading('D', { lastUpdate: at(captured), preco: 38.7, agulhado: -1 }),
      '60': reading('60', { lastUpdate: at(captured - 38 * 60_000), preco: 38.7 }),
      '15': reading('15', { lastUpdate: at(captured - 8 * 60_000), preco: 38.7 }),
    };
    await assets(await getStore()).updateOne(
      { _id: 'BMFBOVESPA:PETR4' },
      { $set: { captures: [{ capturedAt: at(captured), preco: 38.7, readings }] } },
    );
    const { context, page } = await e2e.newPage();
    await page.goto('/app/BMFBOVESPA/stock');
    const petr4 = card(page, 'BMFBOVESPA:PETR4');
    await petr4.locator('[data-timeframe="15"]').waitFor();
    for (const timeframe of ['15', '60']) {
      const row = petr4.locator(`[data-timeframe="${timeframe}"]`);
      expect([timeframe, await row.getAttribute('data-stale'), await row.locator('.stale-age').count()]).toEqual([
        timeframe,
        null,
        0,
      ]);
    }
    await context.close();
  });

  it('category buttons navigate, and the search box filters', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Lista de ativos' }).waitFor();
    expect(await page.locator('.category-button').count()).toBe(12);
    await page.getByRole('link', { name: 'Futuros BR' }).click();
    await page.waitForURL('**/app/BMFBOVESPA/futures');
    await card(page, 'BMFBOVESPA:WIN1!').waitFor();
    await page.getByRole('link', { name: 'NASDAQ' }).click();
    await page.waitForURL('**/app/NASDAQ/stock');
    await page.getByRole('heading', { name: 'NASDAQ' }).waitFor();
    await page.getByLabel('Buscar ativo').fill('PE');
    // Two characters keep the NASDAQ filter.
    await page.waitForTimeout(200);
    expect(await card(page, 'BMFBOVESPA:PETR4').count()).toBe(0);
    await page.getByLabel('Buscar ativo').fill('petr4');
    await card(page, 'BMFBOVESPA:PETR4').waitFor();
    await page.getByLabel('Buscar ativo').fill('petrobras');
    await card(page, 'BMFBOVESPA:PETR4').waitFor();
    await page.goto('/app/NAOEXISTE');
    await page.getByText('Nenhum ativo aqui.').waitFor();
    await context.close();
  });

  it("the agulhadas list shows only assets with an agulhada, as of the viewer's delay", async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/lista-de-agulhadas-do-didi');
    await page.getByRole('heading', { name: 'Todas as agulhadas' }).waitFor();
    await card(page, 'BMFBOVESPA:WIN1!').waitFor();
    await card(page, 'BMFBOVESPA:PETR4').waitFor();
    expect(await card(page, 'BMFBOVESPA:WDO1!').count()).toBe(0);
    expect(await page.locator('.asset-card').count()).toBe(2);
    await context.close();
  });

  it('shows the load-error screen when the list fails', async () => {
    const { context, page } = await e2e.newPage();
    await page.route('**/api/getAllAssets/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.goto('/app/BMFBOVESPA');
    await page.getByRole('heading', { name: 'Ocorreu um erro' }).waitFor();
    await page.getByText('Atualize a pagina ou reinicie o aplicativo.').waitFor();
    await page.getByText('Verifique se você está cadastrado e logado.').waitFor();
    await page.getByRole('button', { name: 'Recarregar' }).waitFor();
    await context.close();
  });

  it('Rita Registrada keeps options and local favourites, sees ads and no sorting', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Rita Registrada', '/app/BMFBOVESPA/futures');
    const win = card(page, 'BMFBOVESPA:WIN1!');
    await win.waitFor();
    expect(await win.locator('[data-timeframe="15"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Opções' }).click();
    await page.getByRole('dialog', { name: 'Opções' }).waitFor();
    for (const label of ['W', 'D', '4h', '1h', '15min', 'Esmaecer timeframes expirados', 'Abrir meu layout do gráfico'])
      await page.getByRole('dialog').getByLabel(label, { exact: true }).waitFor();
    expect(await page.getByLabel('Esmaecer timeframes expirados').isChecked()).toBe(true);
    await page.getByRole('dialog').getByLabel('15min').uncheck();
    expect(await win.locator('[data-timeframe="15"]').count()).toBe(0);
    const stored = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('userOptions') ?? '{}') as { timeframes: string[] },
    );
    expect(stored.timeframes).toEqual(['W', 'D', '240', 'H']);
    await page.keyboard.press('Escape');
    await page.reload();
    await win.waitFor();
    expect(await win.locator('[data-timeframe="15"]').count()).toBe(0);

    await win.getByRole('button', { name: 'Adicionar BMFBOVESPA:WIN1! aos favoritos' }).click();
    await page.getByText('a lista não é compartilhada entre navegadores/dispositivos', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: '♥ Favoritos' }).count()).toBe(0);
    await page.goto('/app/favoritos');
    await card(page, 'BMFBOVESPA:WIN1!').waitFor();
    expect(await page.locator('.asset-card').count()).toBe(1);

    await page.goto('/app/BMFBOVESPA/futures');
    await win.waitFor();
    expect(await page.locator('.house-ad').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Ordenar' }).click();
    await page.getByText('A ordenação de ativos está disponível apenas para assinantes e convidados.').waitFor();
    await win.getByRole('button', { name: 'Ver alertas de BMFBOVESPA:WIN1!' }).click();
    await win.getByText('Os alertas estão disponíveis apenas para os planos Assinante e VIP.').waitFor();
    expect(await win.getByRole('link', { name: 'Saiba mais' }).getAttribute('href')).toBe('/assinatura');
    await context.close();
  });

  it('Bruno Básico sorts (agulhada by default), has no ads, no delay, and the favourites button', async () => {
    const { context, page } = await e2e.newPage();
    await loginAs(page, 'Bruno Básico', '/app/BMFBOVESPA/futures');
    await card(page, 'BMFBOVESPA:WDO1!').waitFor();
    const first = () => page.locator('.asset-card').first().getAttribute('data-asset');
    // The latest readings: WDO1! and WIN1! both have a daily agulhada; by name WDO1! < WIN1!.
    expect(await first()).toBe('BMFBOVESPA:WDO1!');
    expect(await page.locator('.house-ad').count()).toBe(0);
    expect(await page.locator('.delay-marker').count()).toBe(0);
    expect(await page.locator('.lock-star').count()).toBe(0);
    await page.getByRole('button', { name: 'Ordenar' }).click();
    expect(await page.getByRole('radio', { name: 'Agulhada' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Nome' }).click();
    expect(await first()).not.toBe('BMFBOVESPA:WDO1!');
    await page.getByRole('link', { name: '♥ Favoritos' }).click();
    await page.waitForURL('**/app/favoritos');
    await page.getByRole('heading', { name: 'Favoritos' }).waitFor();
    await context.close();
  });
});
