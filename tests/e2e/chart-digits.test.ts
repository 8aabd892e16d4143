import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { candleSeries, SERIES_FORMAT, seriesId } from '../../api/src/store/candles';
import { getStore } from '../../api/src/store/db';
import { buildChart } from '@agulhadas/domain/chart';
import { NO_FOUR_HOUR } from '@agulhadas/domain/categories';
import { formatPrice } from '@agulhadas/domain/presentation/format';
import type { Candle } from '@agulhadas/domain/reading';
import { loadSp500Candles } from '../support/sp500-candles';
import { drawnTexts, recordCanvasText } from './canvas-text';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * The chart speaks each market's digits: a forex pair's legend and axis in five decimals, a stock offers no 4-hour tab,
 * a daily axis names the year where it changes, and a crash towards zero does not pull the price axis below it.
 */
jest.setTimeout(120_000);

const EURUSD = { asset: 'FX_IDC:EURUSD', assetType: 'forex' };
const PETR4 = { asset: 'BMFBOVESPA:PETR4', assetType: 'stock' };
const DAY = 86_400_000;
const SCREENS = path.join(os.tmpdir(), 'agulhadas-screens');

/** `count` weekdays ending on Friday 23 January 2026: the new year is among the last candles any width shows. */
function weekdays(count: number): number[] {
  const times: number[] = [];
  for (let at = Date.UTC(2026, 0, 23); times.length < count; at -= DAY) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) times.unshift(at);
  }
  return times;
}

const onGrid = (value: number, decimals: number) => Number(value.toFixed(decimals));
const sp500 = loadSp500Candles().slice(0, 300);
const times = weekdays(sp500.length);
// A real market's moves at EURUSD's level, on its tick.
const FOREX_CANDLES: Candle[] = sp500.map((c, i) => ({
  time: times[i],
  open: onGrid(c.open / 1200, 5),
  high: onGrid(c.high / 1200, 5),
  low: onGrid(c.low / 1200, 5),
  close: onGrid(c.close / 1200, 5),
}));
// The same moves at PETR4's level, then a crash to a few cents over the last ten candles: the lower band goes negative.
const CRASH = [0.6, 0.3, 0.12, 0.06, 0.03, 0.02, 0.015, 0.012, 0.01, 0.01];
const STOCK_CANDLES: Candle[] = sp500.map((c, i) => {
  const scale = (i >= sp500.length - CRASH.length ? CRASH[i - (sp500.length - CRASH.length)] : 1) / 40;
  return {
    time: times[i],
    open: onGrid(c.open * scale, 2),
    high: onGrid(c.high * scale, 2),
    low: onGrid(c.low * scale, 2),
    close: onGrid(c.close * scale, 2),
  };
});

async function storeDaily(asset: string, candles: Candle[]): Promise<void> {
  const store = await getStore();
  const last = candles[candles.length - 1];
  await candleSeries(store).deleteOne({ _id: seriesId(asset, 'D') });
  await candleSeries(store).insertOne({
    _id: seriesId(asset, 'D'),
    asset,
    timeframe: 'D',
    candles: candles.slice(0, -1),
    lastCandle: { ...last, closed: true },
    engine: null,
    lastTime: last.time,
    reading: null,
    version: 1,
    format: SERIES_FORMAT,
  });
}

let e2e: E2E;

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true });
  e2e = await startE2E();
  await storeDaily(EURUSD.asset, FOREX_CANDLES);
  await storeDaily(PETR4.asset, STOCK_CANDLES);
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('a forex chart shows five decimals in its legend and on its axis, the 4-hour tab, and the year on the daily axis', async () => {
    const { page, context } = await e2e.newPage(viewport);
    await recordCanvasText(page);
    await loginAs(page, 'Ana Assinante', '/grafico/FX_IDC/EURUSD/D');
    const legend = page.locator('.candle-legend');
    const last = FOREX_CANDLES[FOREX_CANDLES.length - 1];
    await legend.getByText(`F ${formatPrice(last.close, EURUSD)}`).waitFor();
    const text = (await legend.textContent()) ?? '';
    expect(text).toMatch(/A \d,\d{5} · M \d,\d{5} · m \d,\d{5} · F \d,\d{5}/);
    expect(text).toMatch(/MM3 \d,\d{5} MM8 \d,\d{5}\s+MM20 \d,\d{5}/);
    expect(await page.locator('.tf-switcher a').allTextContents()).toEqual(['W', 'D', '240', 'H', '15']);

    // The time axis's labels are written beside the canvas (the chart's data-time-ticks); the price axis is drawn.
    await page.waitForFunction(() =>
      /:2026(\||$)/.test(document.querySelector<HTMLElement>('.didi-chart')?.dataset.timeTicks ?? ''),
    );
    const texts = await drawnTexts(page, /^\d,\d{5}$/);
    const priceLabels = texts.filter((t) => /^\d,\d+$/.test(t));
    expect(priceLabels.length).toBeGreaterThan(2);
    expect(priceLabels.every((t) => /^\d,\d{5}$/.test(t))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: path.join(SCREENS, `chart-forex-${viewport.width}.png`) });
    await context.close();
  });

  it('a stock’s chart offers no 4-hour tab, and its price axis stays at zero or above through a crash', async () => {
    // What the chart is given would draw below zero: its lower band is negative over the crash.
    const bands = buildChart(PETR4, 'D', STOCK_CANDLES, true).lines.bbLower.slice(-CRASH.length);
    expect(Math.min(...bands.map((v) => v ?? 0))).toBeLessThan(0);

    const { page, context } = await e2e.newPage(viewport);
    await recordCanvasText(page);
    await loginAs(page, 'Ana Assinante', '/grafico/BMFBOVESPA/PETR4/D');
    await page
      .locator('.candle-legend')
      .getByText(`F ${formatPrice(STOCK_CANDLES[STOCK_CANDLES.length - 1].close, PETR4)}`)
      .waitFor();
    expect(await page.locator('.tf-switcher a').allTextContents()).toEqual(['W', 'D', 'H', '15']);
    const texts = await drawnTexts(page, /^2026$/);
    // Price labels (the Didi panel's end in %): none negative.
    const numbers = texts.filter((t) => /^[-−]?[\d.]+,\d+$/.test(t));
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers.filter((t) => /^[-−]/.test(t))).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, `chart-crash-${viewport.width}.png`) });

    await page.goto('/grafico/BMFBOVESPA/PETR4/240');
    await page.getByText(NO_FOUR_HOUR).waitFor();
    expect(await page.locator('.tf-switcher a').allTextContents()).toEqual(['W', 'D', 'H', '15']);
    await context.close();
  });
});
