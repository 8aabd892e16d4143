import { expectedOpen } from '@agulhadas/domain/candle-grid';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import { createDemoSource } from '../../robot/src/sources/demo/demo-source';
import type { DemoTrades } from '../../robot/src/sources/demo/demo-trades';
import type { SourceAsset } from '../../robot/src/sources/source';

const asset: SourceAsset = {
  asset: 'BINANCE:BTCUSDT',
  sourceSymbol: 'BTCUSDT',
  nome: 'Bitcoin',
  assetType: 'crypto',
  marketHours: 'ALWAYS',
  referencePrice: 95_000,
};
const at = (iso: string) => new Date(iso);

describe('demo source', () => {
  it('backfills every timeframe ending at the forming candle of now, never after the clock', async () => {
    const source = createDemoSource({ turns: 1 });
    const now = at('2026-11-24T13:07:30Z');
    for (const timeframe of ['15', '60', 'D', 'W'] as const) {
      const { candles } = await source.history(asset, timeframe, 50, now);
      expect(candles).toHaveLength(50);
      const last = candles[candles.length - 1]!;
      expect(last.time).toBeLessThanOrEqual(now.getTime());
      expect(last.closed).toBe(false);
      expect(candles.slice(0, -1).every((candle) => candle.closed)).toBe(true);
    }
    const d = (await source.history(asset, 'D', 2, now)).candles;
    expect(new Date(d[1]!.time).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('dates forex days and weeks on their 17:00 New York grid, across the clock change; between two weeks they are all closed', async () => {
    const eurusd: SourceAsset = {
      asset: 'FX_IDC:EURUSD',
      sourceSymbol: 'EUR/USD',
      nome: 'Euro',
      assetType: 'forex',
      marketHours: 'FX',
      referencePrice: 1.08,
    };
    const source = createDemoSource({ turns: 1 });
    for (const now of [at('2026-11-24T22:30:00Z'), at('2026-11-28T12:00:00Z')]) {
      for (const timeframe of ['D', 'W'] as const) {
        const { candles } = await source.history(eurusd, timeframe, 40, now);
        expect(candles).toHaveLength(40);
        expect(candles.filter((candle) => expectedOpen(candle.time, timeframe, MARKET_HOURS.FX) !== null)).toEqual([]);
        expect(candles[candles.length - 1]!.time).toBeLessThanOrEqual(now.getTime());
      }
    }
    const weekday = (await source.history(eurusd, 'D', 40, at('2026-11-24T22:30:00Z'))).candles;
    expect(weekday.slice(-2).map((candle) => [new Date(candle.time).toISOString(), candle.closed])).toEqual([
      ['2026-11-23T22:00:00.000Z', true],
      ['2026-11-24T22:00:00.000Z', false],
    ]);
    // Forty trading days (eight weeks) back, before New York's summer time ended: Thursday 1 October opened at 21:00 UTC.
    expect(new Date(weekday[0]!.time).toISOString()).toBe('2026-09-30T21:00:00.000Z');
    const saturday = (await source.history(eurusd, 'W', 2, at('2026-11-28T12:00:00Z'))).candles;
    expect(saturday.map((candle) => [new Date(candle.time).toISOString(), candle.closed])).toEqual([
      ['2026-11-15T22:00:00.000Z', true],
      ['2026-11-22T22:00:00.000Z', true],
    ]);
  });

  it('answers the forming candle as far as the clock, and closes it when the clock enters the next 15 minutes', async () => {
    const source = createDemoSource({ turns: 1 });
    const held: Candle = { time: Date.parse('2026-11-24T13:00:00Z'), open: 100, high: 101, low: 99, close: 100.5 };
    const after = new Map([[asset.asset, held]]);
    const first = (await source.latest({ assets: [asset], after, now: at('2026-11-24T13:04:00Z') })).candles.get(
      asset.asset,
    )!;
    const second = (await source.latest({ assets: [asset], after, now: at('2026-11-24T13:09:00Z') })).candles.get(
      asset.asset,
    )!;
    expect([first, second].map((answer) => answer.map((candle) => [candle.time, candle.closed]))).toEqual([
      [[held.time, false]],
      [[held.time, false]],
    ]);
    expect(second[0]!.open).toBe(first[0]!.open);
    expect(second[0]!.close).not.toBe(first[0]!.close);
    expect(second[0]!.high).toBeGreaterThanOrEqual(first[0]!.high);
    const rolled = (await source.latest({ assets: [asset], after, now: at('2026-11-24T13:15:02Z') })).candles.get(
      asset.asset,
    )!;
    expect(rolled.map((candle) => [new Date(candle.time).toISOString(), candle.closed])).toEqual([
      ['2026-11-24T13:00:00.000Z', true],
      ['2026-11-24T13:15:00.000Z', false],
    ]);
    expect(rolled[1]!.open).toBe(rolled[0]!.close);
  });

  it('after a restart continues the same market from the candle the product holds, filling the hours it was off', async () => {
    const now = at('2026-11-24T11:01:00Z');
    const held: Candle = { time: Date.parse('2026-11-24T10:00:00Z'), open: 50, high: 52, low: 49, close: 51 };
    const candles = (
      await createDemoSource({ turns: 1 }).latest({ assets: [asset], after: new Map([[asset.asset, held]]), now })
    ).candles.get(asset.asset)!;
    expect(candles.map((candle) => new Date(candle.time).toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
    ]);
    expect(candles.slice(0, -1).every((candle) => candle.closed)).toBe(true);
    // The market the robot showed before it stopped: a fresh source's backfill has the same candles.
    const backfill = (await createDemoSource().history(asset, '15', 5, now)).candles;
    expect(candles).toEqual(backfill);
  });

  it('keeps to the market’s hours: at night in Brasília a B3 stock answers its last candle of the day, closed, and its daily candle is closed', async () => {
    const petr4: SourceAsset = {
      asset: 'BMFBOVESPA:PETR4',
      sourceSymbol: 'PETR4',
      nome: 'Petrobras PN',
      assetType: 'stock',
      marketHours: 'B3',
      referencePrice: 37.42,
    };
    const source = createDemoSource({ turns: 1 });
    const night = at('2026-11-25T02:30:00Z');
    const held: Candle = { time: Date.parse('2026-11-24T20:30:00Z'), open: 37, high: 37, low: 37, close: 37 };
    const answer = (
      await source.latest({ assets: [petr4], after: new Map([[petr4.asset, held]]), now: night })
    ).candles.get(petr4.asset)!;
    expect(answer.map((candle) => [new Date(candle.time).toISOString(), candle.closed])).toEqual([
      ['2026-11-24T20:30:00.000Z', true],
      ['2026-11-24T20:45:00.000Z', true],
    ]);
    // Nothing moves until the session opens: the same closed candle is not sent again.
    expect(
      (
        await source.latest({
          assets: [petr4],
          after: new Map([[petr4.asset, answer[1]!]]),
          now: at('2026-11-25T02:45:00Z'),
        })
      ).candles.has(petr4.asset),
    ).toBe(false);
    const days = (await source.history(petr4, 'D', 3, night)).candles;
    // Friday 20 November is Consciência Negra, a B3 holiday: no daily candle.
    expect(days.map((candle) => [new Date(candle.time).toISOString().slice(0, 10), candle.closed])).toEqual([
      ['2026-11-19', true],
      ['2026-11-23', true],
      ['2026-11-24', true],
    ]);
    expect(days[2]!.close).toBe(answer[1]!.close);
    // The real-time chart's last minute is the session's last, at the day's close.
    const minutes = (await source.trades!.history(petr4, '1', 3, night)).candles;
    expect(new Date(minutes[2]!.time).toISOString()).toBe('2026-11-24T20:59:00.000Z');
    expect(minutes[2]!.close).toBeCloseTo(days[2]!.close, 2);
  });

  it('trades each second at the price of the market the cards show, only while it is open', async () => {
    const petr4: SourceAsset = {
      asset: 'BMFBOVESPA:PETR4',
      sourceSymbol: 'PETR4',
      nome: 'Petrobras PN',
      assetType: 'stock',
      marketHours: 'B3',
      referencePrice: 37.42,
    };
    const source = createDemoSource({ turns: 1, tradeEverySecond: true });
    const trades = source.trades as DemoTrades;
    const open = Date.parse('2026-11-25T15:07:31Z');
    const card = (await source.latest({ assets: [petr4], after: new Map(), now: new Date(open) })).candles
      .get(petr4.asset)!
      .at(-1)!;
    expect(trades.step([petr4], open)).toEqual([{ asset: petr4.asset, price: card.close }]);
    expect(trades.step([petr4], Date.parse('2026-11-25T22:00:00Z'))).toEqual([]);
    const minutes = (await trades.history(petr4, '1', 20, new Date(open))).candles;
    expect(minutes).toHaveLength(20);
    expect(minutes[minutes.length - 1]!.close).toBeCloseTo(card.close, 2);
  });

  it('within a candle moves one asset in `turns` per call; a new candle moves every asset', async () => {
    const source = createDemoSource({ turns: 4 });
    const assets = Array.from({ length: 40 }, (_, i) => ({
      ...asset,
      asset: `BINANCE:C${i}USDT`,
      sourceSymbol: `C${i}USDT`,
    }));
    const held = new Map(
      assets.map((one) => [
        one.asset,
        { time: Date.parse('2026-11-24T13:00:00Z'), open: 1, high: 1, low: 1, close: 1 } as Candle,
      ]),
    );
    const moved = (now: string) =>
      source.latest({ assets, after: held, now: at(now) }).then((answer) => answer.candles.size);
    const counts = [
      await moved('2026-11-24T13:01:00Z'),
      await moved('2026-11-24T13:02:00Z'),
      await moved('2026-11-24T13:03:00Z'),
      await moved('2026-11-24T13:04:00Z'),
    ];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.max(...counts)).toBeLessThan(40);
    expect(await moved('2026-11-24T13:15:01Z')).toBe(40);
  });

  it('streams trades for the real-time feed with warm history per timeframe', async () => {
    const source = createDemoSource({ tradeEverySecond: true, intervalMs: 20 });
    const history = await source.trades!.history(asset, '1', 34, new Date());
    expect(history.candles).toHaveLength(34);
    const trades: number[] = [];
    const stream = source.trades!.subscribe(
      [asset],
      (_asset, price) => trades.push(price),
      () => undefined,
    );
    await new Promise((done) => setTimeout(done, 120));
    stream.stop();
    expect(trades.length).toBeGreaterThan(2);
    expect(trades.every((price) => price > 0)).toBe(true);
  });

  it('quotes on the market’s tick (the screens’ rule): cents for a B3 stock and for bitcoin, fifths of a pip for forex, 0.001 for yen pairs', async () => {
    const source = createDemoSource({ turns: 1 });
    const now = at('2026-11-24T13:07:30Z');
    const cases: [SourceAsset, number][] = [
      [
        {
          asset: 'BMFBOVESPA:PETR4',
          sourceSymbol: 'PETR4',
          nome: 'Petrobras PN',
          assetType: 'stock',
          marketHours: 'B3',
          referencePrice: 37.42,
        },
        2,
      ],
      [asset, 2],
      [
        {
          asset: 'FX:EURUSD',
          sourceSymbol: 'EURUSD',
          nome: 'Euro / Dólar',
          assetType: 'forex',
          marketHours: 'FX',
          referencePrice: 1.0812,
        },
        5,
      ],
      [
        {
          asset: 'FX:USDJPY',
          sourceSymbol: 'USDJPY',
          nome: 'Dólar / Iene',
          assetType: 'forex',
          marketHours: 'FX',
          referencePrice: 151.2,
        },
        3,
      ],
    ];
    for (const [one, decimals] of cases) {
      const history = (await source.history(one, '15', 30, now)).candles;
      const later = [
        ...(await source.latest({ assets: [one], after: new Map(), now: at('2026-11-24T13:40:00Z') })).candles.get(
          one.asset,
        )!,
      ];
      for (const candle of [...history, ...later]) {
        for (const price of [candle.open, candle.high, candle.low, candle.close])
          expect(Number(price.toFixed(decimals))).toBe(price);
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      }
      expect(new Set(history.map((candle) => candle.close)).size).toBeGreaterThan(10);
    }
  });

  it('keeps a long weekly backfill near the asset’s reference level', async () => {
    // A weekly backfill of this ETF once wandered to 0.00 and the API refused the candles.
    const efa: SourceAsset = {
      asset: 'AMEX:EFA',
      sourceSymbol: 'EFA',
      nome: 'iShares MSCI EAFE ETF',
      assetType: 'fund',
      marketHours: 'US',
      referencePrice: 85,
    };
    const weeks = (await createDemoSource().history(efa, 'W', 300, at('2026-11-25T17:00:00Z'))).candles;
    expect(weeks).toHaveLength(300);
    expect(Math.min(...weeks.map((candle) => candle.low))).toBeGreaterThan(85 / 8);
    expect(Math.max(...weeks.map((candle) => candle.high))).toBeLessThan(85 * 8);
  });
});
