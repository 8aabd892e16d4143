import { readFileSync } from 'node:fs';
import { OWN_ASSETS_VIP_ONLY } from '@agulhadas/domain/own-assets';
import { INDICATOR_FILE } from '../support/tradingview-indicator-source';
import { getStore } from '../../api/src/store/db';
import { subscriptions } from '../../api/src/store/subscriptions';
import { loginAs, loginWithEmail, useE2E, VIEWPORTS } from './harness';

/**
 * The TradingView indicator on /appuser: a VIP finds it beside the webhook address, with the how-to, in a box holding
 * the repository's exact file and a download that saves the same bytes; so does a VIP30 (webhook, no own assets); a plan
 * without the webhook sees the teaser.
 */
jest.setTimeout(120_000);

const product = useE2E();

const fileBytes = readFileSync(INDICATOR_FILE);
const fileText = fileBytes.toString('utf8');

describe.each(VIEWPORTS)('the TradingView indicator at %s', (_label, viewport) => {
  it('Vítor VIP copies the exact indicator from the box, downloads the same file, and reads how to connect its alerts', async () => {
    const { context, page } = await product().newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/appuser');
    const webhook = (await page.getByTestId('webhook-url').textContent())!;
    expect(webhook).toMatch(new RegExp(`^${product().runtime.url}/api/useralert\\?u=[0-9a-f]{32}$`));
    await page.getByText('Indicador para o TradingView').click();

    const box = page.getByRole('textbox', { name: 'Código do indicador (Pine Script)' });
    await box.waitFor();
    expect(await box.inputValue()).toBe(fileText);
    // A click selects the whole code (in UTF-16 code units, as the browser counts), ready for Ctrl+C.
    await box.click();
    expect(
      await box.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.selectionEnd]),
    ).toEqual([0, fileText.length]);

    const howTo = await page.locator('.tradingview-indicator').innerText();
    for (const step of [
      'Pine Editor',
      'cole',
      'Adicionar ao gráfico',
      'Agulhada de compra',
      'Webhook URL',
      webhook,
      'A mensagem do alerta já vem preenchida',
    ]) {
      expect(howTo).toContain(step);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar o indicador (.pine)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('agulhadas-didi.pine');
    expect(readFileSync(await download.path()).equals(fileBytes)).toBe(true);

    // Nothing in the panel widens the page on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `/tmp/tradingview-indicator-${viewport.width}.png`, fullPage: false });
    await context.close();
  });

  it('a VIP30, whose plan has the webhook but no own assets, finds the indicator above the own-assets teaser', async () => {
    const { context, page } = await product().newPage(viewport);
    const userId = await loginWithEmail(page, `vip30-indicator-${viewport.width}@e2e.agulhadas.app`, '/appuser');
    const now = new Date();
    await subscriptions(await getStore()).insertOne({
      subId: `vip30_indicator_${userId}`,
      userId,
      level: 'VIP30',
      status: 'active',
      expiry: now.getTime() / 1000 + 30 * 86_400,
      metadata: { price: 0, plan: 'vip30', period: 'M' },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    await page.goto('/appuser');
    await page.getByText(OWN_ASSETS_VIP_ONLY).waitFor();
    await page.getByText('Indicador para o TradingView').click();
    expect(await page.getByRole('textbox', { name: 'Código do indicador (Pine Script)' }).inputValue()).toBe(fileText);
    await page.getByTestId('webhook-url').waitFor();
    await context.close();
  });

  it('Ana Assinante, whose plan has no webhook, sees the plan teaser and no indicator', async () => {
    const { context, page } = await product().newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/appuser');
    await page.getByText(OWN_ASSETS_VIP_ONLY).waitFor();
    await page.getByRole('link', { name: 'Ver planos' }).waitFor();
    expect(await page.getByText('Indicador para o TradingView').count()).toBe(0);
    expect(await page.getByTestId('webhook-url').count()).toBe(0);
    await context.close();
  });
});
