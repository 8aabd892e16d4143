import type { Locator, Page } from 'playwright-core';
import { config } from '../../api/src/config';
import type { Reading } from '@agulhadas/domain/reading';
import { TIMEFRAME_MINUTES, type Timeframe } from '@agulhadas/domain/timeframes';
import { reading } from '../support/fixtures';
import { loginAs, startE2E, VIEWPORTS, type E2E } from './harness';

/**
 * Forming candles shown with restraint, an agulhada named in its Didi box, and an open dashboard that keeps the order
 * its reader holds (new rounds update the cards in place; 'Reordenar' applies a changed order).
 */
jest.setTimeout(240_000);

const PETR4 = 'BMFBOVESPA:PETR4';
const VALE3 = 'BMFBOVESPA:VALE3';
const ITUB4 = 'BMFBOVESPA:ITUB4';
const BTC = 'BINANCE:BTCUSDT';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let e2e: E2E;

/**
 * The open of the candle holding `ms` on the grid B3 and crypto candles sit on: multiples of their length from 00:00
 * UTC, weeks from Monday 00:00 UTC.
 */
function bucketStart(ms: number, timeframe: Timeframe): number {
  if (timeframe !== 'W') return ms - (ms % (TIMEFRAME_MINUTES[timeframe] * 60_000));
  const day = ms - (ms % DAY);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

/** A round of ready readings, as the robot posts them; `fechado` left out lets market hours decide. */
async function ingest(items: Array<{ asset: string; timeframe: Timeframe; reading: Reading }>): Promise<void> {
  const answer = await fetch(`${e2e.runtime.apiUrl}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify({ items }),
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { results: Array<{ status: string; error?: string }> };
  expect(body.results.filter((result) => result.status === 'refused')).toEqual([]);
}

/** A reading whose candle opened at `openMs`, the robot saying nothing about its close. */
function openedAt(timeframe: Timeframe, openMs: number, patch: Partial<Reading> = {}): Reading {
  const { fechado: _unsaid, ...rest } = reading(timeframe, {
    lastUpdate: new Date(openMs).toISOString(),
    preco: 30,
    ...patch,
  });
  return rest;
}

/** Tuesday 14:00 UTC (11:00 in São Paulo) two weeks ago: inside a B3 session that has long closed. */
function pastB3Session(): number {
  const twoWeeksAgo = bucketStart(Date.now() - 14 * DAY, 'W');
  return twoWeeksAgo + DAY + 14 * HOUR;
}

/** VALE3's daily row: the widest there is, a forming agulhada de compra whose Didi averages disagree and carry a letter. */
function valeDaily(patch: Partial<Reading> = {}): Reading {
  return openedAt('D', bucketStart(Date.now(), 'D'), {
    agulhado: 1,
    alerta: 1,
    didiCurta: 0.5,
    didiLonga: -0.2,
    fechado: false,
    stockStatus: 1,
    trixStatus: -1,
    ...patch,
  });
}

beforeAll(async () => {
  e2e = await startE2E();
  const session = pastB3Session();
  const now = Date.now();
  await ingest([
    // A shut market: every candle of the B3 session two weeks ago has closed, by market hours.
    ...(['15', '60', 'D'] as const).map((timeframe) => ({
      asset: PETR4,
      timeframe,
      reading: openedAt(timeframe, bucketStart(session, timeframe), timeframe === 'D' ? { agulhado: 1 } : {}),
    })),
    { asset: PETR4, timeframe: 'W', reading: openedAt('W', bucketStart(session, 'W'), { agulhado: 1 }) },
    // Crypto trades always: this week's candle is forming, the 15-minute one of an hour ago has closed.
    { asset: BTC, timeframe: '15', reading: openedAt('15', bucketStart(now - HOUR, '15'), { preco: 90_000 }) },
    { asset: BTC, timeframe: 'W', reading: openedAt('W', bucketStart(now, 'W'), { preco: 90_000 }) },
    { asset: VALE3, timeframe: 'D', reading: valeDaily() },
    {
      asset: VALE3,
      timeframe: 'W',
      reading: openedAt('W', bucketStart(session, 'W'), {
        agulhado: -1,
        confirmacao: 1,
        didiCurta: -0.4,
        didiLonga: 0.3,
      }),
    },
    { asset: VALE3, timeframe: '15', reading: openedAt('15', bucketStart(now - HOUR, '15')) },
  ]);
});
afterAll(async () => {
  await e2e?.close();
});

async function openCard(
  viewport: { width: number; height: number },
  path: string,
  symbol: string,
  asset: string,
): Promise<{ page: Page; card: Locator }> {
  const { page } = await e2e.newPage(viewport);
  await loginAs(page, 'Vítor VIP', path);
  // The list is virtualised: the search brings the card up.
  await page.getByLabel('Buscar ativo').fill(symbol);
  const card = page.locator(`[data-asset="${asset}"]`);
  await card.locator('.tf-row').first().waitFor();
  return { page, card };
}

async function rowHeights(card: Locator): Promise<number[]> {
  return card
    .locator('.tf-row')
    .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
}

describe.each(VIEWPORTS)('at %s', (_label, viewport) => {
  it("a shut market's rows show no 'em formação'; a forming row shows it on one line", async () => {
    const closed = await openCard(viewport, '/app/BMFBOVESPA/stock', 'PETR4', PETR4);
    expect(await closed.card.locator('.tf-row').count()).toBe(4);
    expect(await closed.card.getByText('em formação').count()).toBe(0);
    await closed.page.context().close();

    const crypto = await openCard(viewport, '/app/BINANCE/crypto', 'BTCUSDT', BTC);
    const weekly = crypto.card.locator('.tf-row[data-timeframe="W"]');
    await weekly.getByText('em formação').waitFor();
    expect(await crypto.card.locator('.tf-row[data-timeframe="15"]').getByText('em formação').count()).toBe(0);
    const heights = await rowHeights(crypto.card);
    expect(new Set(heights).size).toBe(1);
    await crypto.page.context().close();
  });

  it('an agulhada row says so in its Didi box with its side, and the widest row stays one line inside the card', async () => {
    const { page, card } = await openCard(viewport, '/app/BMFBOVESPA/stock', 'VALE3', VALE3);
    const daily = card.locator('.tf-row[data-timeframe="D"]');
    const weekly = card.locator('.tf-row[data-timeframe="W"]');
    // 'Agulhada' over its side, and the side in full in the title.
    const says = async (row: Locator) => [
      (await row.locator('.didi-box').innerText()).replace(/\s+/g, ' '),
      await row.locator('.didi-box').getAttribute('title'),
    ];
    expect(await says(daily)).toEqual(['Agulhada compra', 'Agulhada de compra']);
    expect(await says(weekly)).toEqual(['Agulhada venda', 'Agulhada de venda']);
    await daily.getByText('em formação').waitFor();
    const heights = await rowHeights(card);
    expect(heights).toHaveLength(3);
    expect(new Set(heights).size).toBe(1);
    const cardBox = (await card.boundingBox())!;
    for (const part of [daily.locator('.didi-box'), daily.locator('.osc-box').last(), daily.getByText('em formação')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    // 'em formação' whole, not cut to an ellipsis.
    expect(await daily.getByText('em formação').evaluate((badge) => badge.scrollWidth <= badge.clientWidth)).toBe(true);
    await page.context().close();
  });
});

// Each width's round differs in price: ingest takes a round identical to an earlier one for a replay and skips it.
let round = 0;

describe.each(VIEWPORTS)('an open dashboard at %s', (_label, viewport) => {
  it("keeps the card under the reader in place when a round changes the order, and re-sorts on 'Reordenar'", async () => {
    // Sorted by agulhada (a VIP's default): PETR4 (weekly and daily needles), then VALE3 (daily and weekly), then the rest.
    const { page } = await e2e.newPage(viewport);
    await loginAs(page, 'Vítor VIP', '/app/BMFBOVESPA/stock');
    const cards = page.locator('[data-asset]');
    await cards.first().waitFor();
    const order = () => cards.evaluateAll((all) => all.slice(0, 3).map((card) => card.getAttribute('data-asset')));
    expect((await order()).slice(0, 2)).toEqual([PETR4, VALE3]);
    // Every row of every card on screen is one height, forming, agulhada or neither.
    const heights = await page
      .locator('.tf-row')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThanOrEqual(7);
    expect(new Set(heights).size).toBe(1);
    const vale = page.locator(`[data-asset="${VALE3}"]`);
    await vale.scrollIntoViewIfNeeded();
    const before = (await vale.boundingBox())!.y;

    // The next round: ITUB4 gets a weekly and a daily needle (it now sorts first), VALE3's daily one turns to a sell.
    round += 1;
    const now = Date.now();
    await ingest([
      {
        asset: ITUB4,
        timeframe: 'W',
        reading: openedAt('W', bucketStart(now, 'W'), { agulhado: 1, preco: 40 + round }),
      },
      {
        asset: ITUB4,
        timeframe: 'D',
        reading: openedAt('D', bucketStart(now, 'D'), { agulhado: 1, preco: 40 + round }),
      },
      { asset: VALE3, timeframe: 'D', reading: valeDaily({ agulhado: -1, preco: 30 + round }) },
    ]);
    // Updated in place within the refresh interval, without moving.
    await vale.locator('.tf-row[data-timeframe="D"] .didi-box[title="Agulhada de venda"]').waitFor({ timeout: 45_000 });
    expect((await vale.boundingBox())!.y).toBe(before);
    expect((await order()).slice(0, 2)).toEqual([PETR4, VALE3]);

    const reorder = page.getByRole('button', { name: 'Reordenar' });
    await reorder.waitFor();
    await reorder.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      (first) => document.querySelector('[data-asset]')?.getAttribute('data-asset') === first,
      ITUB4,
    );
    expect(await order()).toEqual([ITUB4, PETR4, VALE3]);
    await reorder.waitFor({ state: 'detached' });
    await page.context().close();

    // Put ITUB4 and VALE3 back, so the other width starts from the same cards and order.
    await ingest([
      { asset: ITUB4, timeframe: 'W', reading: openedAt('W', bucketStart(Date.now(), 'W'), { preco: 40 - round }) },
      { asset: ITUB4, timeframe: 'D', reading: openedAt('D', bucketStart(Date.now(), 'D'), { preco: 40 - round }) },
      { asset: VALE3, timeframe: 'D', reading: valeDaily({ preco: 30 - round }) },
    ]);
  });
});
