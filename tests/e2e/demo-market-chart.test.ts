import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadUniverse } from '../../api/src/seed/universe';
import type { ChartAnswer } from '@agulhadas/domain/chart';
import { drawnTexts, recordCanvasText } from './canvas-text';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * What a newcomer sees on a fresh `npm start`: PETR4's daily and weekly charts from the demo robot's backfill look like
 * a real market's, every candle near the stock's level and the price axis above zero.
 */
jest.setTimeout(240_000);

const SHOTS = process.env.DEMO_SHOTS ?? '/work/notes/demo-shots';
const PETR4 = loadUniverse().find((asset) => asset.asset === 'BMFBOVESPA:PETR4')!;

let e2e: E2E;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  e2e = await startE2E({ robot: 'prime' });
});
afterAll(async () => {
  await e2e?.close();
});

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it.each(['D', 'W', '15'] as const)(
    'PETR4’s %s chart stays near its reference price, above zero',
    async (timeframe) => {
      const { page, context } = await e2e.newPage(viewport);
      await recordCanvasText(page);
      const answered = page.waitForResponse(
        (response) =>
          response.url().includes('/api/getChart') &&
          response.url().includes(`timeframe=${timeframe}`) &&
          response.status() === 200,
      );
      await loginAs(page, 'Vítor VIP', `/grafico/BMFBOVESPA/PETR4/${timeframe}`);
      const chart = (await (await answered).json()) as ChartAnswer;
      expect(chart.time.length).toBeGreaterThanOrEqual(100);
      const outside = chart.time.filter(
        (_, i) => chart.low[i]! < PETR4.referencePrice / 8 || chart.high[i]! > PETR4.referencePrice * 8,
      );
      expect(outside).toEqual([]);

      // The axis labels (prices, without the Didi panel's %): all above zero.
      const texts = await drawnTexts(page, /^\d+,\d{2}$/);
      const prices = texts
        .filter((text) => /^[-−]?[\d.]+,\d+$/.test(text))
        .map((text) => Number(text.replace(/\./g, '').replace(',', '.').replace('−', '-')));
      expect(prices.length).toBeGreaterThan(2);
      expect(prices.filter((price) => price <= 0)).toEqual([]);
      await page.locator('.didi-chart canvas').first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, `petr4-${timeframe}-${viewport.width}.png`) });
      await context.close();
    },
  );
});
