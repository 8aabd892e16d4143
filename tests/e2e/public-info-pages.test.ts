import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { overrideConfig } from '../../api/src/config';
import { startE2E, type E2E } from './harness';

/** Every public page and the heading a visitor sees first. */
const PAGES: ReadonlyArray<[path: string, heading: string]> = [
  ['/', 'As agulhadas do método Didi Aguiar em mais de 1200 ativos, a cada 15 minutos.'],
  ['/saiba-mais', 'Saiba mais'],
  ['/faq', 'Perguntas frequentes'],
  ['/entre-em-contato', 'Entre em contato'],
  ['/politica-de-privacidade', 'Política de privacidade'],
  ['/vix', 'VIX'],
  ['/mesa-proprietaria', 'Mesa proprietária'],
  ['/corretoras', 'Corretoras parceiras'],
  ['/contratar', 'Agulhadas na sua máquina'],
  ['/404', 'Página inexistente'],
];

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

describe('info pages', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it.each(PAGES)('%s shows its heading', async (path, name) => {
    const { context, page } = await e2e.newPage();
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await heading(page, name);
    await context.close();
  });

  it('/saiba-mais without configured videos shows no player', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/saiba-mais', { waitUntil: 'domcontentloaded' });
    await page.getByText('Bons trades!').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Vídeos explicativos' }).count()).toBe(0);
    await context.close();
  });

  it('/saiba-mais gives the indicator settings, the cadence, a disclaimer and the two configured privacy-enhanced videos', async () => {
    overrideConfig({
      explainerVideos: [
        { key: 'leitura', id: 'aaaaaaaaaaa', title: 'Como ler os sinais e as agulhadas' },
        { key: 'alertas', id: 'bbbbbbbbbbb', title: 'Como criar alertas no Telegram' },
      ],
    });
    const { context, page } = await e2e.newPage();
    await page.goto('/saiba-mais', { waitUntil: 'domcontentloaded' });
    await page.locator('iframe').nth(1).waitFor();
    await heading(page, 'Saiba mais');
    const text = await page.locator('article').innerText();
    for (const setting of [
      'DMI/ADX (8,8)',
      'Bollinger (8,2)',
      'Didi Index (3,8,20)',
      'Estocástico (8,3,3)',
      'Trix (9,4)',
      'a cada 15 minutos',
      'atraso de 15 minutos',
      'Bons trades!',
    ]) {
      expect(text).toContain(setting);
    }
    expect(await page.getByRole('link', { name: 'Entre em contato' }).first().getAttribute('href')).toBe(
      '/entre-em-contato',
    );
    const frames = page.locator('iframe');
    expect(await frames.count()).toBe(2);
    for (const src of await frames.evaluateAll((list) => list.map((frame) => frame.getAttribute('src') ?? ''))) {
      expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    }
    expect(await frames.evaluateAll((list) => list.map((frame) => frame.getAttribute('title')))).toEqual([
      'Como ler os sinais e as agulhadas',
      'Como criar alertas no Telegram',
    ]);
    expect(await frames.evaluateAll((list) => list.map((frame) => frame.getAttribute('src')))).toEqual([
      expect.stringContaining('/embed/aaaaaaaaaaa'),
      expect.stringContaining('/embed/bbbbbbbbbbb'),
    ]);
    overrideConfig({ explainerVideos: [] });
    await context.close();
  });

  it('/faq opens and closes an answer from its question button', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'Existe o tempo gráfico de 5 minutos?' });
    await question.waitFor();
    expect(await page.getByRole('button', { name: /\?$/ }).count()).toBe(9);
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    const answer = page.getByText(
      'Não. Os tempos gráficos disponíveis são 15 minutos, 60 minutos, 4 horas, diário e semanal.',
    );
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    const region = page.getByRole('region', { name: 'Existe o tempo gráfico de 5 minutos?' });
    expect(await region.isVisible()).toBe(true);
    await question.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await context.close();
  });

  it('/politica-de-privacidade states its effective date; /contratar the pre-sale price and how to join', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/politica-de-privacidade');
    await page.getByText('Vigente desde 17 de abril de 2023.').waitFor();
    await page.goto('/contratar');
    await page.getByText('R$ 7.200,00').waitFor();
    expect(await page.getByText('pagamento único, com 3 meses de suporte').isVisible()).toBe(true);
    expect(
      await page.getByRole('article').getByRole('link', { name: 'contato@agulhadas.app' }).getAttribute('href'),
    ).toMatch(/^mailto:contato@agulhadas\.app\?subject=/);
    await context.close();
  });

  it('/vix loads its three chart images', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/vix');
    await heading(page, 'VIX');
    const images = page.locator('.vix-charts img');
    expect(await images.count()).toBe(3);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.vix-charts img')].every((img) => img.complete),
    );
    const widths = await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(widths).toEqual([800, 800, 800]);
    await context.close();
  });

  it('fits a 390 px phone screen without horizontal scrolling', async () => {
    const context = await e2e.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    for (const [path, name] of PAGES) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await heading(page, name);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    // The side menu opens from the header button and closes on navigation.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'FAQ' }).click();
    await heading(page, 'Perguntas frequentes');
    await context.close();
  });

  it('scrolls to the top when the path changes', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/politica-de-privacidade');
    await heading(page, 'Política de privacidade');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('link', { name: 'corretoras', exact: true }).click();
    await heading(page, 'Corretoras parceiras');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  describe.each([
    ['1280 px', { width: 1280, height: 900 }],
    ['390 px', { width: 390, height: 844 }],
  ] as const)('the footer at %s', (_label, viewport) => {
    it('reaches every public page from any screen, within the screen width', async () => {
      const context = await e2e.newContext({ viewport });
      const page = await context.newPage();
      const targets: ReadonlyArray<[link: string, heading: string]> = [
        ['Curva do VIX', 'VIX'],
        ['Corretoras parceiras', 'Corretoras parceiras'],
        ['Mesa proprietária', 'Mesa proprietária'],
        ['Versão instalada', 'Agulhadas na sua máquina'],
        ['30 dias grátis de VIP', '30 dias grátis de VIP'],
      ];
      for (const [link, name] of targets) {
        await page.goto('/faq', { waitUntil: 'domcontentloaded' });
        const footer = page.getByRole('navigation', { name: 'Rodapé' });
        const anchor = footer.getByRole('link', { name: link, exact: true });
        await anchor.scrollIntoViewIfNeeded();
        const box = await anchor.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        await anchor.click();
        await heading(page, name);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  });
});
