import { expectedOpen } from '../../src/domain/candle-grid';
import { MARKET_HOURS } from '../../src/domain/market-hours';
import type { Candle } from '../../src/domain/reading';
import { createDemoSource } from '../../robot/src/sources/demo/demo-source';
import type { SourceAsset } from '../../robot/src/sources/source';

const asset: SourceAsset = { asset: 'BINANCE:BTCUSDT', sourceSymbol: 'BTCUSDT', nome: 'Bitcoin', assetType: 'crypto', marketHours: 'ALWAYS', referencePrice: 95_000 };
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
    const eurusd: SourceAsset = { asset: 'FX_IDC:EURUSD', sourceSymbol: 'EUR/USD', nome: 'Euro', assetType: 'forex', marketHours: 'FX', referencePrice: 1.08 };
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

  it('moves the forming candle on each call and closes it when the real clock enters the next 15 minutes', async () => {
    const source = createDemoSource({ turns: 1, speed: 60 });
    const held: Candle = { time: Date.parse('2026-11-24T13:00:00Z'), open: 100, high: 101, low: 99, close: 100.5 };
    const after = new Map([[asset.asset, held]]);
    // The first look continues the held candle as it is; the next one moves it by the time between.
    const resumed = (await source.latest({ assets: [asset], after, now: at('2026-11-24T13:04:00Z') })).candles.get(asset.asset)!;
    expect(resumed).toEqual([{ ...held, closed: false }]);
    const first = (await source.latest({ assets: [asset], after, now: at('2026-11-24T13:05:00Z') })).candles.get(asset.asset)!;
    expect(first).toHaveLength(1);
    expect(first[0]!.time).toBe(held.time);
    expect(first[0]!.open).toBe(100);
    expect(first[0]!.closed).toBe(false);
    expect(first[0]!.close).not.toBe(100.5);
    const rolled = (await source.latest({ assets: [asset], after, now: at('2026-11-24T13:15:02Z') })).candles.get(asset.asset)!;
    expect(rolled.map((candle) => [new Date(candle.time).toISOString(), candle.closed])).toEqual([
      ['2026-11-24T13:00:00.000Z', true],
      ['2026-11-24T13:15:00.000Z', false],
    ]);
    expect(rolled[1]!.open).toBe(rolled[0]!.close);
  });

  it('after a restart continues from the candle the product holds and fills the hours it was off', async () => {
    const source = createDemoSource({ turns: 1 });
    const held: Candle = { time: Date.parse('2026-11-24T10:00:00Z'), open: 50, high: 52, low: 49, close: 51 };
    const candles = (await source.latest({ assets: [asset], after: new Map([[asset.asset, held]]), now: at('2026-11-24T11:01:00Z') })).candles.get(asset.asset)!;
    expect(candles.map((candle) => new Date(candle.time).toISOString().slice(11, 16))).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
    expect(candles[1]!.open).toBe(51);
    expect(candles.slice(0, -1).every((candle) => candle.closed)).toBe(true);
    for (const [previous, next] of candles.slice(1).map((candle, i) => [candles[i]!, candle] as const)) expect(next.open).toBeCloseTo(previous.close, 10);
  });

  it('within a candle moves one asset in `turns` per call; a new candle moves every asset', async () => {
    const source = createDemoSource({ turns: 4 });
    const assets = Array.from({ length: 40 }, (_, i) => ({ ...asset, asset: `BINANCE:C${i}USDT`, sourceSymbol: `C${i}USDT` }));
    const held = new Map(assets.map((one) => [one.asset, { time: Date.parse('2026-11-24T13:00:00Z'), open: 1, high: 1, low: 1, close: 1 } as Candle]));
    const moved = (now: string) => source.latest({ assets, after: held, now: at(now) }).then((answer) => answer.candles.size);
    const counts = [await moved('2026-11-24T13:01:00Z'), await moved('2026-11-24T13:02:00Z'), await moved('2026-11-24T13:03:00Z'), await moved('2026-11-24T13:04:00Z')];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.max(...counts)).toBeLessThan(40);
    expect(await moved('2026-11-24T13:15:01Z')).toBe(40);
  });

  it('streams trades for the real-time feed with warm history per timeframe', async () => {
    const source = createDemoSource({ tradeEverySecond: true, intervalMs: 20 });
    const history = await source.trades!.history(asset, '1', 34, new Date());
    expect(history.candles).toHaveLength(34);
    const trades: number[] = [];
    const stream = source.trades!.subscribe([asset], (_asset, price) => trades.push(price), () => undefined);
    await new Promise((done) => setTimeout(done, 120));
    stream.stop();
    expect(trades.length).toBeGreaterThan(2);
    expect(trades.every((price) => price > 0)).toBe(true);
  });

  it('quotes on the market’s tick (the screens’ rule): cents for a B3 stock and for bitcoin, fifths of a pip for forex, 0.001 for yen pairs', async () => {
    const source = createDemoSource({ turns: 1 });
    const now = at('2026-11-24T13:07:30Z');
    const cases: [SourceAsset, number][] = [
      [{ asset: 'BMFBOVESPA:PETR4', sourceSymbol: 'PETR4', nome: 'Petrobras PN', assetType: 'stock', marketHours: 'B3', referencePrice: 37.42 }, 2],
      [asset, 2],
      [{ asset: 'FX:EURUSD', sourceSymbol: 'EURUSD', nome: 'Euro / Dólar', assetType: 'forex', marketHours: 'FX', referencePrice: 1.0812 }, 5],
      [{ asset: 'FX:USDJPY', sourceSymbol: 'USDJPY', nome: 'Dólar / Iene', assetType: 'forex', marketHours: 'FX', referencePrice: 151.2 }, 3],
    ];
    for (const [one, decimals] of cases) {
      const history = (await source.history(one, '15', 30, now)).candles;
      const later = [...(await source.latest({ assets: [one], after: new Map(), now: at('2026-11-24T13:40:00Z') })).candles.get(one.asset)!];
      for (const candle of [...history, ...later]) {
        for (const price of [candle.open, candle.high, candle.low, candle.close]) expect(Number(price.toFixed(decimals))).toBe(price);
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      }
      expect(new Set(history.map((candle) => candle.close)).size).toBeGreaterThan(10);
    }
  });

  it('trades in its market\'s sessions only: at the close the last candle is sent closed once, then nothing until the open', async () => {
    const petr4: SourceAsset = { asset: 'BMFBOVESPA:PETR4', sourceSymbol: 'PETR4', nome: 'Petrobras PN', assetType: 'stock', marketHours: 'B3', referencePrice: 37.42 };
    const source = createDemoSource({ turns: 1 });
    // 17:45 in São Paulo: the session's last 15 minutes.
    const held: Candle = { time: Date.parse('2026-11-24T20:45:00Z'), open: 37, high: 37.2, low: 36.9, close: 37.1 };
    const after = new Map([[petr4.asset, held]]);
    const look = async (iso: string) => ((await source.latest({ assets: [petr4], after, now: at(iso) })).candles.get(petr4.asset) ?? []).map((candle) => [new Date(candle.time).toISOString().slice(11, 16), candle.closed]);
    expect(await look('2026-11-24T20:50:00Z')).toEqual([['20:45', false]]);
    expect(await look('2026-11-24T21:05:00Z')).toEqual([['20:45', true]]);
    expect(await look('2026-11-24T21:20:00Z')).toEqual([]);
    expect(await look('2026-11-25T03:00:00Z')).toEqual([]);
    // Next morning the session opens at 10:00 (13:00 UTC): no candle fills the night.
    expect(await look('2026-11-25T13:05:00Z')).toEqual([
      ['20:45', true],
      ['13:00', false],
    ]);
  });

  it('around the clock on request (benches measuring every asset moving)', async () => {
    const petr4: SourceAsset = { asset: 'BMFBOVESPA:PETR4', sourceSymbol: 'PETR4', nome: 'Petrobras PN', assetType: 'stock', marketHours: 'B3', referencePrice: 37.42 };
    const source = createDemoSource({ turns: 1, aroundTheClock: true });
    const held: Candle = { time: Date.parse('2026-11-25T03:00:00Z'), open: 37, high: 37.2, low: 36.9, close: 37.1 };
    const candles = (await source.latest({ assets: [petr4], after: new Map([[petr4.asset, held]]), now: at('2026-11-25T03:20:00Z') })).candles.get(petr4.asset)!;
    expect(candles.map((candle) => [new Date(candle.time).toISOString().slice(11, 16), candle.closed])).toEqual([
      ['03:00', true],
      ['03:15', false],
    ]);
  });

  it('a backfill on a shut market ends on closed candles, leaving the weekly one to market hours', async () => {
    const petr4: SourceAsset = { asset: 'BMFBOVESPA:PETR4', sourceSymbol: 'PETR4', nome: 'Petrobras PN', assetType: 'stock', marketHours: 'B3', referencePrice: 37.42 };
    const saturday = at('2026-11-28T15:00:00Z');
    for (const timeframe of ['15', '60', 'D'] as const) {
      const { candles } = await createDemoSource().history(petr4, timeframe, 20, saturday);
      expect(candles.every((candle) => candle.closed)).toBe(true);
    }
    const weeks = (await createDemoSource().history(petr4, 'W', 20, saturday)).candles;
    expect(weeks.slice(0, -1).every((candle) => candle.closed)).toBe(true);
    expect(weeks[weeks.length - 1]!.closed).toBeUndefined();
    // The backfill handed the last 15-minute candle over closed: nothing more until the open.
    const source = createDemoSource();
    const last = (await source.history(petr4, '15', 20, saturday)).candles.at(-1)!;
    const after = new Map([[petr4.asset, { time: last.time, open: last.open, high: last.high, low: last.low, close: last.close }]]);
    expect((await source.latest({ assets: [petr4], after, now: at('2026-11-28T15:20:00Z') })).candles.get(petr4.asset) ?? []).toEqual([]);
  });

  it('never quotes below one tick, however far a backfill wanders', async () => {
    // A weekly backfill of this ETF once reached 0.00 and the API refused the candles.
    const efa: SourceAsset = { asset: 'AMEX:EFA', sourceSymbol: 'EFA', nome: 'iShares MSCI EAFE ETF', assetType: 'fund', marketHours: 'US', referencePrice: 85 };
    const weeks = (await createDemoSource().history(efa, 'W', 300, at('2026-11-25T17:00:00Z'))).candles;
    expect(Math.min(...weeks.flatMap((candle) => [candle.open, candle.high, candle.low, candle.close]))).toBe(0.01);
  });
});
