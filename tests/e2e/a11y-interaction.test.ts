import type { Page } from 'playwright-core';
import { formatPriceWith } from '@agulhadas/domain/presentation/format';
import { signalLabel, type ChartAnswer } from '@agulhadas/domain/chart';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { candleLabel } from '@agulhadas/domain/presentation/candle-label';
import { CHART_TABLE_CANDLES } from '../../src/features/chart/model/chart-table-size';
import { ANNOUNCEMENT_INTERVAL_MS } from '../../src/components/polite-announcer';
import { MATRIX, type Audience, type MatrixEntry } from './a11y-routes';
import { CHART_ASSET, connectRealtime } from './a11y-states';
import { seedDailyCandles } from './chart-candles-seed';
import { loginAs, useE2E } from './harness';
import { focusNow, tabUntil } from './keyboard-focus';

/**
 * What axe cannot check: the keyboard alone works the dashboard, the alert editor and the checkout with focus always
 * visible; no page scrolls sideways at 320 px or at 200 % zoom; /rt's prices are announced politely, throttled; the
 * chart's data is there as a table.
 */
jest.setTimeout(900_000);

const e2e = useE2E({ realtime: true });
beforeAll(() => seedDailyCandles(CHART_ASSET));

async function signedIn(
  audience: Audience,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const phone = viewport.width < 500;
  const context = await e2e().newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  if (audience === 'anônimo') await page.goto(url);
  else await loginAs(page, audience, url);
  return { page, close: () => context.close() };
}

describe('the keyboard alone', () => {
  it('dashboard → a card’s alerts → a new alert saved; Escape cancels the form and focus comes back to “Novo alerta”', async () => {
    const { page, close } = await signedIn('Vítor VIP', '/app');
    await page.locator('[data-asset]').first().waitFor();
    const opener = await tabUntil(page, (focus) => focus.name.startsWith('Ver alertas de'), "a card's 'Ver alertas'");
    const asset = opener.name.replace('Ver alertas de ', '');
    await page.keyboard.press('Enter');
    const card = page
      .locator('[data-asset]')
      .filter({ has: page.locator('button[aria-pressed="true"]') })
      .first();
    await card.locator('[data-alerts-count]').waitFor();
    const before = Number(await card.locator('[data-alerts-count]').getAttribute('data-alerts-count'));

    await tabUntil(page, (focus) => focus.name === 'Novo alerta', "'Novo alerta'");
    await page.keyboard.press('Enter');
    await card.locator('form.alert-form').waitFor();
    expect((await focusNow(page))?.inForm).toBe(true);
    await page.keyboard.press('Escape');
    await card.locator('form.alert-form').waitFor({ state: 'detached' });
    expect((await focusNow(page))?.name).toBe('Novo alerta');

    await page.keyboard.press('Space');
    await card.locator('form.alert-form').waitFor();
    const template = await tabUntil(
      page,
      (focus) => focus.tag === 'select' && focus.name.startsWith('Modelo'),
      "the 'Modelo' select",
    );
    expect(template.inForm).toBe(true);
    await page.keyboard.press('ArrowDown');
    await card.locator('form.alert-form [data-rule]').first().waitFor();
    await tabUntil(page, (focus) => focus.name === 'Salvar alerta', "'Salvar alerta'");
    await page.keyboard.press('Enter');
    await page.getByText('Alerta salvo.').first().waitFor();
    await card.locator(`[data-alerts-count="${before + 1}"]`).waitFor();
    expect((await focusNow(page))?.name).toBe('Novo alerta');
    expect(asset).toBeTruthy();
    await close();
  });

  it('checkout: a plan’s one-off tab, the dialog traps focus, Escape closes it back to its opener, Confirmar reaches Minha conta', async () => {
    const { page, close } = await signedIn('Rita Registrada', '/assinatura');
    await page.locator('[data-plan="vip"]').waitFor();
    await tabUntil(page, (focus) => focus.name === 'Único', "the 'Único' tab");
    await page.keyboard.press('Enter');
    const opener = await tabUntil(
      page,
      (focus) => /meses|mês/.test(focus.name) && focus.name.includes('R$'),
      'a one-off duration',
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Confirmar assinatura').waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    // Twice round the dialog each way: focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press(key);
        const focus = await focusNow(page);
        expect(focus?.inDialog).toBe(true);
        expect(focus?.indicator).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (name) => (document.activeElement as HTMLElement | null)?.innerText.trim().replace(/\s+/g, ' ') === name,
      opener.name,
    );

    await page.keyboard.press('Enter');
    await dialog.getByText('Confirmar assinatura').waitFor();
    for (const [label, text] of [
      ['Nome', 'Rita Registrada'],
      ['Endereço', 'Rua das Agulhas, 10 — São Paulo'],
      ['Telefone', '(11) 91234-5678'],
    ]) {
      const focus = (await focusNow(page))?.name.startsWith(label)
        ? await focusNow(page)
        : await tabUntil(page, (found) => found.name.startsWith(label), label);
      expect(focus?.inDialog).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    }
    await tabUntil(page, (focus) => focus.name === 'Confirmar' && focus.inDialog, "'Confirmar'");
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/conta');
    await close();
  });
});

/** The page's elements that reach past its right edge, outside any box that scrolls or clips them, the chart's canvas aside. */
function sidewaysOverflow(page: Page): Promise<{ scrolls: boolean; offenders: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return { scrolls: false, offenders: [] };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1)
          return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((element) => !element.closest('.didi-chart'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !clipped(element);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (right ${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { scrolls: true, offenders: offenders.slice(-5) };
  });
}

// 320 CSS px is WCAG's reflow width; 1280 px at 200 % zoom lays out as a 640 px wide window (the CSS width zoom leaves).
const REFLOW_VIEWPORTS = [
  ['320 px', { width: 320, height: 720 }],
  ['1280 px at 200 % (640 CSS px)', { width: 640, height: 450 }],
] as const;

const auditedAs = (entry: MatrixEntry): Audience =>
  entry.audiences.includes('Vítor VIP') ? 'Vítor VIP' : entry.audiences[0];

describe.each(REFLOW_VIEWPORTS)('reflow at %s: no page scrolls sideways', (_name, viewport) => {
  const byAudience = new Map<Audience, Array<[string, MatrixEntry]>>();
  for (const [route, entry] of Object.entries(MATRIX))
    byAudience.set(auditedAs(entry), [...(byAudience.get(auditedAs(entry)) ?? []), [route, entry]]);

  it.each([...byAudience.entries()])('%s', async (audience, entries) => {
    const { page, close } = await signedIn(audience, '/', viewport);
    const failures: string[] = [];
    for (const [, entry] of entries) {
      await page.goto(entry.url);
      await page
        .locator(entry.ready ?? 'main h1, main h2, main p')
        .first()
        .waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysOverflow(page);
      if (overflow.scrolls && overflow.offenders.length)
        failures.push(`${entry.url}: ${overflow.offenders.join(', ')}`);
    }
    await close();
    expect(failures).toEqual([]);
  });
});

describe('announcements', () => {
  it('/rt ticks every second, but its polite live region changes at most once per interval', async () => {
    const { page, close } = await signedIn('Vítor VIP', '/rt');
    await page.getByRole('heading', { name: /Tempo real/ }).waitFor();
    await connectRealtime(page);
    const region = page.getByTestId('rt-announcer');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="rt-announcer"]')?.textContent ?? '').startsWith('Preços:'),
    );
    const watchMs = ANNOUNCEMENT_INTERVAL_MS + 4_000;
    const counts = await page.evaluate(async (ms) => {
      const announcer = document.querySelector('[data-testid="rt-announcer"]')!;
      let announcements = 0;
      let ticks = 0;
      const announced = new MutationObserver(() => (announcements += 1));
      announced.observe(announcer, { childList: true, characterData: true, subtree: true });
      const prices = new MutationObserver(() => (ticks += 1));
      for (const price of document.querySelectorAll('[data-testid="rt-price"]'))
        prices.observe(price, { childList: true, characterData: true, subtree: true });
      await new Promise((resolve) => setTimeout(resolve, ms));
      announced.disconnect();
      prices.disconnect();
      return { announcements, ticks };
    }, watchMs);
    // Prices moved several times; the region spoke at most once per interval (one interval boundary in the window, maybe two).
    expect(counts.ticks).toBeGreaterThanOrEqual(4);
    expect(counts.announcements).toBeGreaterThanOrEqual(1);
    expect(counts.announcements).toBeLessThanOrEqual(Math.ceil(watchMs / ANNOUNCEMENT_INTERVAL_MS));
    expect(await region.innerText()).toMatch(/^Preços: (PETR4|BTCUSDT) /);
    await close();
  });
});

describe("the chart's text alternative", () => {
  it("'Dados do gráfico' opens from the keyboard and lists the newest candles and their needles as the chart's data says", async () => {
    const [exchange, symbol] = CHART_ASSET.split(':');
    const { page, close } = await signedIn('Vítor VIP', `/grafico/${exchange}/${encodeURIComponent(symbol)}/D`);
    const data = (await page.evaluate(
      (asset) => fetch(`/api/getChart?asset=${encodeURIComponent(asset)}&timeframe=D`).then((r) => r.json()),
      CHART_ASSET,
    )) as ChartAnswer;
    await page.locator('.chart-data-table summary').waitFor();
    await tabUntil(page, (focus) => focus.name === 'Dados do gráfico', "the 'Dados do gráfico' disclosure");
    await page.keyboard.press('Enter');
    const rows = page.locator('.chart-data-table tbody tr');
    await rows.first().waitFor();
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        time: Number(tr.getAttribute('data-time')),
        cells: [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim()),
      })),
    );
    expect(shown).toHaveLength(CHART_TABLE_CANDLES);
    const price = (value: number | null) => formatPriceWith(value, data.priceDigits);
    shown.forEach((row, offset) => {
      const index = data.time.length - 1 - offset;
      const needles = data.marks
        .filter((mark) => mark.time === data.time[index])
        .map((mark) => signalLabel(mark.kind, mark.side));
      expect(row.time).toBe(data.time[index]);
      expect(row.cells).toEqual([
        candleLabel(data.time[index], 'D', MARKET_HOURS[data.marketHours]),
        price(data.open[index]),
        price(data.high[index]),
        price(data.low[index]),
        price(data.close[index]),
        needles.length ? needles.join(', ') : '—',
      ]);
    });
    await close();
  });
});
