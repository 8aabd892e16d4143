import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { assets } from '../../api/src/store/assets';
import { candleSeries, SERIES_FORMAT, seriesId } from '../../api/src/store/candles';
import { getStore } from '../../api/src/store/db';
import { formatMovePct } from '../../src/features/chart/model/chart-format';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { candleLabel } from '@agulhadas/domain/presentation/candle-label';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import type { Candle } from '@agulhadas/domain/reading';
import { computeReading } from '@agulhadas/domain/signals';
import { reading } from '../support/fixtures';
import { loadSp500Candles } from '../support/sp500-candles';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The Didi chart inside the product: a subscriber opens a needle's chart from the card, the mark sits on
 * the needle's candle, the panels are drawn and the track record is what the stored candles say; a visitor opening a
 * locked asset's chart lands on the plans.
 */
jest.setTimeout(120_000);

const WIN = 'BMFBOVESPA:WIN1!';
const SCREENS = path.join(os.tmpdir(), 'agulhadas-screens');
const NEEDLE_SHOTS = '/tmp/shots/needles2';
// 300 daily candles of a real market (S&P 500 from 2009, which holds buy needles), stored as the robot stores them.
const CANDLES: Candle[] = loadSp500Candles()
  .filter((c) => c.date >= '2009-01-01')
  .slice(0, 300)
  .map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));

/** The buy needles, found by the readings' own batch function on each prefix (not by the chart's code). */
const NEEDLES = CANDLES.map((_, i) => i).filter(
  (i) => i >= 28 && computeReading(CANDLES.slice(0, i + 1), 'D')?.agulhado === 1,
);

/** Mean largest favourable move over the 5 candles after each buy needle, in % of its close: the stored candles, by hand. */
function meanFavourable5(): number {
  const measured = NEEDLES.filter((i) => i + 5 < CANDLES.length);
  const moves = measured.map(
    (i) =>
      (100 * Math.max(0, Math.max(...CANDLES.slice(i + 1, i + 6).map((c) => c.high)) - CANDLES[i].close)) /
      CANDLES[i].close,
  );
  return moves.reduce((a, b) => a + b, 0) / moves.length;
}

let e2e: E2E;
let locked: string;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  e2e = await startE2E();
  const store = await getStore();
  const last = CANDLES[CANDLES.length - 1];
  await candleSeries(store).deleteMany({ asset: WIN });
  await candleSeries(store).insertOne({
    _id: seriesId(WIN, 'D'),
    asset: WIN,
    timeframe: 'D',
    candles: CANDLES.slice(0, -1),
    lastCandle: { ...last, closed: true },
    engine: null,
    lastTime: last.time,
    reading: computeReading(CANDLES, 'D'),
    version: 1,
    format: SERIES_FORMAT,
  });
  const at = new Date().toISOString();
  await assets(store).updateOne(
    { _id: WIN },
    {
      $set: { readings: { D: reading('D', { lastUpdate: at, preco: last.close }) }, preco: last.close, lastUpdate: at },
    },
  );
  const lockedDoc = await assets(store).findOne({ free: false, exchange: 'BMFBOVESPA' });
  if (!lockedDoc) throw new Error('no locked asset in the demo universe');
  locked = lockedDoc.asset;
});
afterAll(async () => {
  await e2e?.close();
});

/** Non-white pixels of the canvases of one pane row of the chart: something was drawn there. */
async function inkInPane(page: Page, pane: number): Promise<number> {
  return page.evaluate((row) => {
    const rows = [...document.querySelectorAll('.didi-chart table tr')].filter(
      (tr) => tr.querySelector('canvas') && (tr as HTMLElement).offsetHeight > 40,
    );
    const canvas = rows[row]?.querySelector('td:nth-child(2) canvas') as HTMLCanvasElement | null;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return -1;
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    // The panel is dark (#131c2e, grid #1f2a40): lines, candles and marks are the bright pixels.
    for (let i = 0; i < pixels.length; i += 4) if (Math.max(pixels[i], pixels[i + 1], pixels[i + 2]) > 90) ink += 1;
    return ink;
  }, pane);
}

/** Polls a pane's ink until `done` holds (the chart redraws on the next animation frame). */
async function untilInk(page: Page, pane: number, done: (ink: number) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (done(await inkInPane(page, pane))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`pane ${pane}: the drawing did not change as expected`);
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('a subscriber opens the chart from the card: the needle on its candle, the panels drawn, the track record from the stored candles', async () => {
    const { page, context } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/app/BMFBOVESPA/futures');
    await page.getByLabel('Buscar ativo').fill('WIN1!');
    await page.locator(`[data-asset="${WIN}"] .tf-row[data-timeframe="D"] a.tf-label`).click();
    await page.waitForURL('**/grafico/BMFBOVESPA/WIN1!/D');
    await page.getByRole('heading', { name: /BMFBOVESPA:WIN1!/ }).waitFor();
    await page.locator('.didi-chart canvas').first().waitFor();
    expect(await page.locator('.didi-chart').getAttribute('data-panes')).toBe('3');

    // The needle's candle, found by the readings' rule; picking it in the list points the chart and legend at it.
    expect(NEEDLES.length).toBeGreaterThan(0);
    const needle = NEEDLES[NEEDLES.length - 1];
    const date = candleLabel(CANDLES[needle].time, 'D', MARKET_HOURS.B3_FUTURES);
    await page.getByRole('button', { name: `Agulhada de compra — ${date}` }).click();
    const legend = page.locator('.candle-legend');
    await legend.getByText(date).waitFor();
    expect(await legend.getAttribute('data-time')).toBe(String(CANDLES[needle].time));
    expect(await legend.locator('.legend-mark.buy').allTextContents()).toContain('Agulhada de compra');
    expect(await legend.textContent()).toContain(
      `F ${formatPrice(CANDLES[needle].close, { asset: WIN, assetType: 'futures' })}`,
    );

    // The mark sits on the candle that completed the order; the candles where the averages met (that one or up to two
    // before) are listed with it and shaded on the chart.
    const item = page.locator(`.chart-signals li[data-kind="agulhado"][data-time="${CANDLES[needle].time}"]`);
    const meeting = ((await item.getAttribute('data-meeting')) ?? '').split(',').filter(Boolean).map(Number);
    const candleTimes = CANDLES.map((c) => c.time);
    expect(meeting.length).toBeGreaterThan(0);
    for (const time of meeting) expect(needle - candleTimes.indexOf(time)).toBeGreaterThanOrEqual(0);
    for (const time of meeting) expect(needle - candleTimes.indexOf(time)).toBeLessThanOrEqual(2);
    const earlier = meeting.filter((time) => time !== CANDLES[needle].time);
    expect(await item.locator('.meeting-note').textContent()).toBe(
      earlier.length === 0
        ? 'médias se encontraram neste candle'
        : `médias se encontraram em ${earlier.map((time) => candleLabel(time, 'D', MARKET_HOURS.B3_FUTURES)).join(' e ')} (sombreado)`,
    );
    // Every needle of the page says where its averages met; the shading reads the same list.
    expect(await page.locator('.chart-signals li[data-kind="agulhado"]:not([data-meeting])').count()).toBe(0);
    mkdirSync(NEEDLE_SHOTS, { recursive: true });
    await page.mouse.move(1, 1);
    await page
      .locator('.didi-chart')
      .screenshot({ path: path.join(NEEDLE_SHOTS, `needle-chart-${viewport.width}.png`) });

    // Price, Didi and DMI/ADX panes are drawn; the stochastic adds a fourth.
    await page.waitForFunction(() => document.querySelectorAll('.didi-chart table tr canvas').length >= 6);
    for (const pane of [0, 1, 2]) await untilInk(page, pane, (ink) => ink > 500);
    await page.getByLabel('Estocástico').check();
    await page.locator('.didi-chart[data-panes="4"]').waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.didi-chart table tr')].filter(
          (tr) => tr.querySelector('canvas') && (tr as HTMLElement).offsetHeight > 40,
        ).length === 4,
    );
    await untilInk(page, 3, (ink) => ink > 500);

    // The reader can hide a kind of mark: fewer pixels on the price pane without the alerts.
    const withAlerts = await inkInPane(page, 0);
    await page.getByLabel('Alertas').uncheck();
    await untilInk(page, 0, (ink) => ink < withAlerts);
    await page.getByLabel('Alertas').check();

    // Track record of the buy needles: N said, the mean favourable move over 5 candles as the stored candles give it.
    const group = page.locator('table.track-group[data-signal="agulhado:1"]');
    const n = NEEDLES.length;
    await group.getByText(n === 1 ? 'última agulhada de compra' : `últimas ${n} agulhadas de compra`).waitFor();
    const favourable = await group.locator('tbody tr').first().locator('td').first().textContent();
    expect(favourable).toContain(formatMovePct(meanFavourable5(), false));
    await page.getByText('Não é recomendação de investimento.').first().waitFor();

    // Nothing overflows sideways on a phone; the external chart stays one tap away.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await page.getByRole('link', { name: 'Abrir no TradingView ↗' }).getAttribute('href')).toBe(
      'https://www.tradingview.com/chart/?symbol=BMFBOVESPA:WIN1!&interval=D',
    );
    await page.getByLabel('Estocástico').uncheck();
    await page.getByRole('button', { name: `Agulhada de compra — ${date}` }).click();
    await page.mouse.move(1, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENS, `chart-${viewport.width}.png`) });
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, `chart-track-record-${viewport.width}.png`) });
    await context.close();
  });

  it('a visitor sees a free asset’s chart as of the delay; a forming last candle is said to be forming', async () => {
    const store = await getStore();
    const visitor = await e2e.newPage(viewport);
    await visitor.page.goto('/grafico/BMFBOVESPA/WIN1!/D');
    await visitor.page.getByText('Dados com atraso de 20 minutos: só candles fechados até então.').waitFor();
    expect(await visitor.page.getByText(/Último candle em formação/).count()).toBe(0);
    await visitor.context.close();

    await candleSeries(store).updateOne(
      { _id: seriesId(WIN, 'D') },
      { $set: { 'lastCandle.closed': false }, $inc: { version: 1 } },
    );
    try {
      const { page, context } = await e2e.newPage(viewport);
      await loginAs(page, 'Ana Assinante', '/grafico/BMFBOVESPA/WIN1!/D');
      await page.getByText('Último candle em formação (cinza): pode mudar até fechar.').waitFor();
      // The legend starts on the last candle, marked as forming.
      await page.locator('.candle-legend').getByText('em formação').waitFor();
      expect(await page.locator('.candle-legend').getAttribute('data-time')).toBe(
        String(CANDLES[CANDLES.length - 1].time),
      );
      await context.close();
    } finally {
      await candleSeries(store).updateOne(
        { _id: seriesId(WIN, 'D') },
        { $set: { 'lastCandle.closed': true }, $inc: { version: 1 } },
      );
    }
  });

  it('a visitor opening a locked asset’s chart lands on the plans', async () => {
    const { page, context } = await e2e.newPage(viewport);
    const [exchange, symbol] = locked.split(':');
    await page.goto(`/grafico/${exchange}/${encodeURIComponent(symbol)}/D`);
    await page.waitForURL('**/assinatura');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });
});
