import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { localUserId } from '../../local/src/demo/demo-users';
import { assets } from '../../api/src/store/assets';
import { candleSeries, SERIES_FORMAT, seriesId } from '../../api/src/store/candles';
import { getStore } from '../../api/src/store/db';
import { users } from '../../api/src/store/users';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { computeReading } from '@agulhadas/domain/signals';
import { reading } from '../support/fixtures';
import { signedInitData } from '../support/telegram-init-data';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * Dates on the right day: an FX daily chart (each day opens at 17:00 New York the evening before) shows its candles
 * and axis by trading day; an hourly chart crossing Brasília's midnights starts its days there; the Telegram
 * mini-page names daily and weekly readings by their trading day. The expected labels are worked out here by hand
 * from how the candles were made, not by the product's code.
 */
jest.setTimeout(120_000);

const EURUSD = 'FX_IDC:EURUSD';
const BTC = 'BINANCE:BTCUSDT';
const VITOR = localUserId('vip@demo.agulhadas.app');
const SHOTS = '/tmp/shots/daylabels';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const pad = (n: number) => String(n).padStart(2, '0');
const fullDate = (utcDay: Date) =>
  `${pad(utcDay.getUTCDate())}/${pad(utcDay.getUTCMonth() + 1)}/${utcDay.getUTCFullYear()}`;
const tickDay = (utcDay: Date) => `${utcDay.getUTCDate()} ${MONTHS[utcDay.getUTCMonth()]}`;

/** A deterministic walk of candles at the given opens. */
function walk(opens: number[], start: number): Candle[] {
  let close = start;
  return opens.map((time, i) => {
    const open = close;
    close = open * (1 + Math.sin(i * 1.7) * 0.004);
    return { time, open, high: Math.max(open, close) * 1.002, low: Math.min(open, close) * 0.998, close };
  });
}

// The FX days Monday 07/09 to Friday 27/11/2026, winter and summer time in New York both: each opens at 17:00 New York
// on the evening before (21:00 UTC until 01/11, 22:00 UTC after), and its trading day is the date after that evening.
const tradingDays: Date[] = [];
for (let day = Date.UTC(2026, 8, 7); day <= Date.UTC(2026, 10, 27); day += DAY)
  if (![0, 6].includes(new Date(day).getUTCDay())) tradingDays.push(new Date(day));
const fxOpen = (day: Date) => day.getTime() - DAY + (day.getTime() > Date.UTC(2026, 10, 1) ? 22 : 21) * HOUR;
const FX_CANDLES = walk(tradingDays.map(fxOpen), 1.08);
const FX_DAY_OF = new Map(tradingDays.map((day) => [fxOpen(day), day]));

// Hourly candles of a coin from 12:00 UTC of 25/11 to 06:00 UTC of 28/11 (09:00 Brasília of 25/11 to 03:00 of 28/11).
const HOURLY_OPENS = Array.from({ length: 67 }, (_, i) => Date.UTC(2026, 10, 25, 12) + i * HOUR);
const BTC_CANDLES = walk(HOURLY_OPENS, 97_000);
/** Brasília has no daylight saving: its clock is UTC − 3 all year. */
const brasilia = (ms: number) => new Date(ms - 3 * HOUR);
const brasiliaLabel = (ms: number) =>
  `${fullDate(brasilia(ms))}, ${pad(brasilia(ms).getUTCHours())}:${pad(brasilia(ms).getUTCMinutes())}`;

async function storeSeries(asset: string, timeframe: Timeframe, candles: Candle[]) {
  const store = await getStore();
  const last = candles[candles.length - 1];
  await candleSeries(store).deleteMany({ _id: seriesId(asset, timeframe) });
  await candleSeries(store).insertOne({
    _id: seriesId(asset, timeframe),
    asset,
    timeframe,
    candles: candles.slice(0, -1),
    lastCandle: { ...last, closed: true },
    engine: null,
    lastTime: last.time,
    reading: computeReading(candles, timeframe),
    version: 1,
    format: SERIES_FORMAT,
  });
}

/** The time axis's labels as the chart formatted them (written beside the canvas), by kind. */
async function axisLabels(page: Page): Promise<Map<string, string[]>> {
  await page.waitForFunction(
    () => (document.querySelector<HTMLElement>('.didi-chart')?.dataset.timeTicks ?? '') !== '',
  );
  const text = (await page.locator('.didi-chart').getAttribute('data-time-ticks')) ?? '';
  const byKind = new Map<string, string[]>();
  for (const entry of text.split('|')) {
    const colon = entry.indexOf(':');
    const kind = entry.slice(0, colon);
    const label = entry.slice(colon + 1);
    byKind.set(kind, [...(byKind.get(kind) ?? []), label]);
  }
  return byKind;
}

/** Points at the price pane `share` of the way across (where a short series's candles are at any width) and returns the legend's candle (open ms) and date. */
async function legendAt(page: Page, share: number): Promise<{ time: number; label: string }> {
  const pane = page.locator('.didi-chart table tr').first();
  await pane.scrollIntoViewIfNeeded();
  const box = (await pane.boundingBox())!;
  const legend = page.locator('.candle-legend');
  const before = await legend.getAttribute('data-time');
  await pane.hover({ position: { x: box.width * share, y: box.height / 2 } });
  await page.mouse.move(box.x + box.width * share + 2, box.y + box.height / 2 + 2);
  await page.waitForFunction(
    (was) => document.querySelector('.candle-legend')?.getAttribute('data-time') !== was,
    before,
  );
  return {
    time: Number(await legend.getAttribute('data-time')),
    label: (await legend.locator('.legend-date').textContent()) ?? '',
  };
}

let e2e: E2E;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  e2e = await startE2E();
  await storeSeries(EURUSD, 'D', FX_CANDLES);
  await storeSeries(BTC, '60', BTC_CANDLES);
  const store = await getStore();
  const readings = {
    // The week of Monday 23/11 opens on Sunday 22/11 at 17:00 New York; the day of Friday 27/11 on Thursday evening.
    W: reading('W', { lastUpdate: '2026-11-22T22:00:00.000Z', preco: 1.08 }),
    D: reading('D', { lastUpdate: '2026-11-26T22:00:00.000Z', preco: 1.08 }),
    '60': reading('60', { lastUpdate: '2026-11-27T14:00:00.000Z', preco: 1.08 }),
  };
  await assets(store).updateOne(
    { _id: EURUSD },
    { $set: { readings, preco: 1.08, lastUpdate: '2026-11-27T14:00:00.000Z' } },
  );
  await users(store).updateOne({ _id: VITOR }, { $set: { telegram: { id: '8181', active: true } } });
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it('an FX daily chart names its candles and days by trading day, never the evening before', async () => {
    const { page, context } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/grafico/FX_IDC/EURUSD/D');
    await page.locator('.didi-chart canvas').first().waitFor();
    // The legend starts on the last candle: Friday 27/11's day, opened on Thursday evening.
    await page.locator('.candle-legend .legend-date').getByText('27/11/2026', { exact: true }).waitFor();

    const days = await axisLabels(page);
    const dayTicks = days.get('day') ?? [];
    expect(dayTicks.length).toBeGreaterThan(0);
    const tradingTicks = new Set(tradingDays.map(tickDay));
    // Every day on the axis is a trading day; the evening before a Monday is a Sunday, which none is.
    for (const tick of dayTicks) expect(tradingTicks).toContain(tick);
    for (const tick of days.get('month') ?? []) expect(MONTHS).toContain(tick);

    for (const share of [0.6, 0.7, 0.8]) {
      const { time, label } = await legendAt(page, share);
      const day = FX_DAY_OF.get(time);
      expect(day).toBeDefined();
      expect(label).toBe(fullDate(day!));
    }
    await page.screenshot({ path: path.join(SHOTS, `fx-daily-${viewport.width}.png`) });
    await context.close();
  });

  it('an hourly chart reads Brasília’s clock and starts a day at Brasília’s midnight', async () => {
    const { page, context } = await e2e.newPage(viewport);
    await loginAs(page, 'Ana Assinante', '/grafico/BINANCE/BTCUSDT/60');
    await page.locator('.didi-chart canvas').first().waitFor();
    await page
      .locator('.candle-legend .legend-date')
      .getByText(brasiliaLabel(HOURLY_OPENS[HOURLY_OPENS.length - 1]), { exact: true })
      .waitFor();

    const labels = await axisLabels(page);
    // A day starts only at a candle opened at 00:00 Brasília (03:00 UTC), and is named by that Brasília date.
    const midnights = new Set(
      HOURLY_OPENS.filter((t) => brasilia(t).getUTCHours() === 0).map((t) => tickDay(brasilia(t))),
    );
    const dayTicks = labels.get('day') ?? [];
    expect(dayTicks.length).toBeGreaterThan(0);
    for (const tick of dayTicks) expect(midnights).toContain(tick);
    const hours = new Set(HOURLY_OPENS.map((t) => `${pad(brasilia(t).getUTCHours())}:00`));
    for (const tick of labels.get('time') ?? []) expect(hours).toContain(tick);

    for (const share of [0.6, 0.7, 0.8]) {
      const { time, label } = await legendAt(page, share);
      expect(HOURLY_OPENS).toContain(time);
      expect(label).toBe(brasiliaLabel(time));
    }
    await page.screenshot({ path: path.join(SHOTS, `btc-hourly-${viewport.width}.png`) });
    await context.close();
  });

  it('the Telegram mini-page says a daily reading’s trading day and a weekly one’s week', async () => {
    const { page, context } = await e2e.newPage(viewport);
    await context.addInitScript((initData) => {
      (window as unknown as { Telegram: unknown }).Telegram = {
        WebApp: { initData, initDataUnsafe: { user: { id: 8181 } }, ready: () => undefined, expand: () => undefined },
      };
    }, signedInitData('8181'));
    await page.goto(
      `/telegram?${new URLSearchParams({ asset: EURUSD, tf: 'D', u: VITOR, ts: new Date().toISOString() }).toString()}`,
    );
    const current = page.getByRole('region', { name: 'Leituras atuais' });
    await current.locator('[data-timeframe="D"]').waitFor();
    expect(await current.locator('[data-timeframe="D"]').textContent()).toContain('Última leitura: 27/11/2026');
    expect(await current.locator('[data-timeframe="D"]').textContent()).not.toContain('26/11/2026');
    expect(await current.locator('[data-timeframe="W"]').textContent()).toContain(
      'Última leitura: semana de 23/11/2026',
    );
    // An hourly reading: its candle's open on Brasília's clock (14:00 UTC is 11:00).
    expect(await current.locator('[data-timeframe="60"]').textContent()).toContain('Última leitura: 27/11/2026, 11:00');
    await page.screenshot({ path: path.join(SHOTS, `mini-page-${viewport.width}.png`), fullPage: true });
    await context.close();
  });
});
