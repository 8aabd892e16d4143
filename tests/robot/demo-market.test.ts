import { marketPath } from '../../robot/src/sources/demo/market-path';
import { DAILY_MOVE } from '../../robot/src/sources/demo/daily-shapes';
import { bucketStart, foldCandle } from '@agulhadas/domain/candle-buckets';
import { expectedOpen } from '@agulhadas/domain/candle-grid';
import { isMarketOpen, MARKET_HOURS, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { AssetType } from '@agulhadas/domain/categories';
import { realtimeBucketStart } from '@agulhadas/domain/realtime/timeframes';

const utc = MARKET_HOURS.ALWAYS;
const t = (iso: string) => Date.parse(iso);
const NOW = t('2026-11-25T19:07:30Z');

const ASSETS: { asset: string; assetType: AssetType; marketHours: MarketHoursKey; referencePrice: number }[] = [
  { asset: 'BMFBOVESPA:PETR4', assetType: 'stock', marketHours: 'B3', referencePrice: 37.42 },
  { asset: 'NASDAQ:AAPL', assetType: 'stock', marketHours: 'US', referencePrice: 228 },
  { asset: 'FX_IDC:EURUSD', assetType: 'forex', marketHours: 'FX', referencePrice: 1.08 },
  { asset: 'CME_MINI:ES1!', assetType: 'futures', marketHours: 'CME', referencePrice: 6000 },
  { asset: 'BINANCE:BTCUSDT', assetType: 'crypto', marketHours: 'ALWAYS', referencePrice: 95_000 },
];

/** The candles of `timeframe` the 15-minute ones fold into on the product's grid (the robot's own fold). */
function foldAll(
  base: readonly Candle[],
  timeframe: Timeframe,
  hours: (typeof MARKET_HOURS)[MarketHoursKey],
): Candle[] {
  const out: Candle[] = [];
  for (const candle of base) {
    const { candle: folded, isNew } = foldCandle(out[out.length - 1], candle, timeframe, hours);
    if (isNew) out.push(folded);
    else out[out.length - 1] = folded;
  }
  return out;
}

describe('demo market path', () => {
  it.each(ASSETS)(
    '$asset: the 60, 240, daily and weekly candles are the fold of its 15-minute ones, over the whole backfill',
    (asset) => {
      const path = marketPath(asset);
      const hours = MARKET_HOURS[asset.marketHours];
      for (const timeframe of ['60', '240', 'D', 'W'] as const) {
        const candles = path.candles(timeframe, 120, NOW);
        expect(candles).toHaveLength(120);
        // The first candle of the window may be cut by where its 15-minute candles start: compare from the second on.
        const base = path.bars(candles[1]!.time, NOW);
        expect(foldAll(base, timeframe, hours)).toEqual(candles.slice(1));
        expect(candles.filter((candle) => expectedOpen(candle.time, timeframe, hours) !== null)).toEqual([]);
      }
    },
  );

  it.each(ASSETS)(
    '$asset: trades only inside its sessions, never after the clock, continuous from candle to candle inside a session',
    (asset) => {
      const path = marketPath(asset);
      const hours = MARKET_HOURS[asset.marketHours];
      const bars = path.candles('15', 600, NOW);
      expect(bars.filter((bar) => !isMarketOpen(hours, bar.time))).toEqual([]);
      expect(bars[bars.length - 1]!.time).toBeLessThanOrEqual(NOW);
      // Inside a session each candle opens at the last one's close; across a pause the market may open with a gap.
      for (let i = 1; i < bars.length; i += 1)
        if (bars[i]!.time === bars[i - 1]!.time + 15 * 60_000) expect(bars[i]!.open).toBe(bars[i - 1]!.close);
      for (const bar of bars) {
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      }
      for (let time = NOW - 3 * 86_400_000; time <= NOW; time += 7 * 60_000 + 13_000)
        expect(path.priceAt(time) !== null).toBe(isMarketOpen(hours, time));
    },
  );

  it.each(ASSETS)(
    '$asset: the real-time grid (UTC days, 4 hours, 5 minutes) is folded from the same market',
    (asset) => {
      const path = marketPath(asset);
      for (const timeframe of ['D', '240'] as const) {
        const bucketOf = (time: number) => realtimeBucketStart(time, timeframe);
        const candles = path.grid(15, 10, NOW, bucketOf);
        expect(candles).toHaveLength(10);
        const folded: Candle[] = [];
        for (const bar of path.bars(candles[1]!.time, NOW)) {
          const last = folded[folded.length - 1];
          const time = bucketOf(bar.time);
          if (last?.time === time)
            folded[folded.length - 1] = {
              time,
              open: last.open,
              high: Math.max(last.high, bar.high),
              low: Math.min(last.low, bar.low),
              close: bar.close,
            };
          else folded.push({ ...bar, time });
        }
        expect(folded).toEqual(candles.slice(1));
      }
      const minutes = path.grid(5, 30, NOW, (time) => realtimeBucketStart(time, '5'));
      expect(minutes).toHaveLength(30);
      expect(minutes[minutes.length - 1]!.close).toBe(
        path.priceAt(NOW) ?? path.bars(NOW - 86_400_000 * 4, NOW).at(-1)!.close,
      );
    },
  );

  it('closes markets that close for the weekend: no candle from Friday 17:00 New York to Sunday evening for forex, none on Saturday or Sunday for B3', () => {
    const saturday = t('2026-11-28T15:00:00Z');
    const eurusd = marketPath(ASSETS[2]!).candles('15', 200, saturday);
    expect(eurusd[eurusd.length - 1]!.time).toBe(t('2026-11-27T21:45:00Z'));
    const petr4 = marketPath(ASSETS[0]!)
      .candles('D', 5, saturday)
      .map((candle) => new Date(candle.time).getUTCDay());
    expect(petr4).toEqual([1, 2, 3, 4, 5]);
  });

  it('is the same market whenever it is asked: a later look continues the earlier one, and each second has one price', () => {
    const asset = ASSETS[0]!;
    const early = marketPath(asset).candles('15', 40, NOW);
    const later = marketPath(asset).candles('15', 80, NOW + 3_600_000);
    // Every candle closed at the first look is the same at the second.
    const closed = early.slice(0, -1);
    expect(later.filter((bar) => bar.time >= closed[0]!.time && bar.time <= closed[closed.length - 1]!.time)).toEqual(
      closed,
    );
    // The forming candle at a second closes at the price of that second.
    const forming = marketPath(asset)
      .bars(NOW - 15 * 60_000, NOW)
      .at(-1)!;
    expect(forming.close).toBe(marketPath(asset).priceAt(NOW));
    expect(marketPath(asset).candles('D', 2, NOW)[1]!.close).toBe(forming.close);
  });

  it.each(ASSETS)('$asset: stays near its reference level, with the daily move of its asset type', (asset) => {
    const path = marketPath(asset);
    for (const timeframe of ['D', 'W'] as const) {
      const candles = path.candles(timeframe, 300, NOW);
      const high = Math.max(...candles.map((candle) => candle.high));
      const low = Math.min(...candles.map((candle) => candle.low));
      expect(high / low).toBeLessThanOrEqual(8);
      expect(low).toBeGreaterThan(asset.referencePrice / 8);
      expect(high).toBeLessThan(asset.referencePrice * 8);
    }
    const days = path.candles('D', 1000, NOW);
    const moves = days
      .slice(1)
      .map((day, i) => Math.abs(Math.log(day.close / days[i]!.close)))
      .sort((a, b) => a - b);
    const median = moves[moves.length >> 1]!;
    expect(median).toBeGreaterThan(DAILY_MOVE[asset.assetType] * 0.6);
    expect(median).toBeLessThan(DAILY_MOVE[asset.assetType] * 1.5);
  });

  it('gives assets different markets', () => {
    const closes = (asset: (typeof ASSETS)[number]) =>
      marketPath(asset)
        .candles('D', 30, NOW)
        .map((day) => day.close / asset.referencePrice);
    expect(closes(ASSETS[0]!)).not.toEqual(closes({ ...ASSETS[0]!, asset: 'BMFBOVESPA:VALE3' }));
  });
});

describe('demo market on the exchanges’ calendars', () => {
  const [petr4, aapl, eurusd, es] = [ASSETS[0]!, ASSETS[1]!, ASSETS[2]!, ASSETS[3]!];
  const utcDates = (candles: readonly Candle[]) => [
    ...new Set(candles.map((candle) => new Date(candle.time).toISOString().slice(0, 10))),
  ];
  const dayBars = (asset: (typeof ASSETS)[number], date: string) =>
    marketPath(asset).bars(t(`${date}T00:00:00Z`), t(`${date}T23:59:59Z`));

  it('does not trade B3 on Carnival 2026 and opens Ash Wednesday at 13:00 São Paulo', () => {
    const thursday = t('2026-02-19T23:00:00Z');
    expect(utcDates(marketPath(petr4).candles('D', 4, thursday))).toEqual([
      '2026-02-12',
      '2026-02-13',
      '2026-02-18',
      '2026-02-19',
    ]);
    expect(dayBars(petr4, '2026-02-16')).toEqual([]);
    expect(dayBars(petr4, '2026-02-17')).toEqual([]);
    expect(marketPath(petr4).priceAt(t('2026-02-16T15:00:00Z'))).toBeNull();
    const ash = dayBars(petr4, '2026-02-18');
    expect(ash[0]!.time).toBe(t('2026-02-18T16:00:00Z'));
    expect(ash.at(-1)!.time).toBe(t('2026-02-18T20:45:00Z'));
    // New York trades on Carnival Tuesday (Monday was Presidents’ Day there).
    expect(dayBars(aapl, '2026-02-17')).toHaveLength(26);
  });

  it('closes B3 and New York on Good Friday 2026: the week is Monday to Thursday', () => {
    const saturday = t('2026-04-04T12:00:00Z');
    for (const asset of [petr4, aapl]) {
      expect(dayBars(asset, '2026-04-03')).toEqual([]);
      const days = marketPath(asset).candles('D', 4, saturday);
      expect(utcDates(days)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
      const week = marketPath(asset).candles('W', 1, saturday)[0]!;
      expect(week.close).toBe(days.at(-1)!.close);
    }
  });

  it('closes New York at 13:00 on Christmas Eve 2026 and keeps every market shut on Christmas', () => {
    expect(dayBars(aapl, '2026-12-24').at(-1)!.time).toBe(t('2026-12-24T17:45:00Z'));
    for (const asset of [petr4, aapl]) expect(dayBars(asset, '2026-12-25')).toEqual([]);
    // FX stops on Thursday 24 at 17:00 New York and does not reopen until Sunday evening.
    const fx = marketPath(eurusd).bars(t('2026-12-24T12:00:00Z'), t('2026-12-27T23:59:00Z'));
    expect(fx.filter((bar) => bar.time >= t('2026-12-24T22:00:00Z') && bar.time < t('2026-12-27T22:00:00Z'))).toEqual(
      [],
    );
    expect(fx.at(-1)!.time).toBe(t('2026-12-27T23:45:00Z'));
  });

  it('halts the CME E-mini at 13:00 New York on Thanksgiving 2026 and closes Friday at 13:15; FX trades through', () => {
    const thanksgiving = marketPath(es).bars(t('2026-11-26T12:00:00Z'), t('2026-11-27T23:59:00Z'));
    // No bar from the 13:00 halt (18:00 UTC) to the 18:00 reopening (23:00 UTC), none after Friday's 13:15 close.
    expect(
      thanksgiving.filter((bar) => bar.time >= t('2026-11-26T18:00:00Z') && bar.time < t('2026-11-26T23:00:00Z')),
    ).toEqual([]);
    expect(thanksgiving.some((bar) => bar.time === t('2026-11-26T17:45:00Z'))).toBe(true);
    expect(thanksgiving.some((bar) => bar.time === t('2026-11-26T23:00:00Z'))).toBe(true);
    expect(thanksgiving.at(-1)!.time).toBe(t('2026-11-27T18:00:00Z'));
    // Its daily candles: Thursday's short day and Friday's, the week closing with Friday's.
    const saturday = t('2026-11-28T12:00:00Z');
    const days = marketPath(es).candles('D', 2, saturday);
    expect(days.map((day) => new Date(day.time).toISOString())).toEqual([
      '2026-11-25T22:00:00.000Z',
      '2026-11-26T22:00:00.000Z',
    ]);
    expect(marketPath(es).candles('W', 1, saturday)[0]!.close).toBe(days.at(-1)!.close);
    const fx = marketPath(eurusd).bars(t('2026-11-26T18:00:00Z'), t('2026-11-26T22:59:00Z'));
    expect(fx.length).toBeGreaterThan(0);
  });

  it('moves B3’s close with New York’s daylight saving (8 March 2026)', () => {
    expect(dayBars(petr4, '2026-03-06').at(-1)!.time).toBe(t('2026-03-06T20:45:00Z'));
    expect(dayBars(petr4, '2026-03-09').at(-1)!.time).toBe(t('2026-03-09T19:45:00Z'));
    // New York's own session stays 09:30 to 16:00 local: 14:30 UTC before, 13:30 UTC after.
    expect(dayBars(aapl, '2026-03-06')[0]!.time).toBe(t('2026-03-06T14:30:00Z'));
    expect(dayBars(aapl, '2026-03-09')[0]!.time).toBe(t('2026-03-09T13:30:00Z'));
  });

  it.each(ASSETS)(
    '$asset: across Carnival, Good Friday and Thanksgiving the folds still agree and nothing trades outside a session',
    (asset) => {
      const path = marketPath(asset);
      const hours = MARKET_HOURS[asset.marketHours];
      for (const now of [t('2026-02-20T19:07:30Z'), t('2026-04-07T19:07:30Z'), t('2026-11-28T19:07:30Z')]) {
        for (const timeframe of ['60', 'D', 'W'] as const) {
          const candles = path.candles(timeframe, 12, now);
          const base = path.bars(candles[1]!.time, now);
          expect(base.filter((bar) => !isMarketOpen(hours, bar.time))).toEqual([]);
          // One market: a holiday does not replay the session before it.
          expect(base.filter((bar, i) => i > 0 && bar.time <= base[i - 1]!.time)).toEqual([]);
          expect(foldAll(base, timeframe, hours)).toEqual(candles.slice(1));
        }
      }
    },
  );
});

describe('demo US hours on the session open', () => {
  it('draws a US stock’s hours from 09:30 New York (14:30 UTC in November), the last one cut at 16:00', () => {
    const aapl = marketPath(ASSETS.find((one) => one.marketHours === 'US')!);
    const stamp = (candles: readonly Candle[]) =>
      candles.map((candle) => new Date(candle.time).toISOString().slice(0, 16));
    const hours = aapl.candles('60', 9, NOW);
    expect(stamp(hours)).toEqual([
      '2026-11-24T17:30',
      '2026-11-24T18:30',
      '2026-11-24T19:30',
      '2026-11-24T20:30',
      '2026-11-25T14:30',
      '2026-11-25T15:30',
      '2026-11-25T16:30',
      '2026-11-25T17:30',
      '2026-11-25T18:30',
    ]);
    // 15:30–16:00 New York holds the session's last two quarter hours.
    expect(stamp(aapl.bars(hours[3]!.time, hours[4]!.time - 1))).toEqual(['2026-11-24T20:30', '2026-11-24T20:45']);
    expect(stamp(aapl.candles('240', 4, NOW))).toEqual([
      '2026-11-24T14:30',
      '2026-11-24T18:30',
      '2026-11-25T14:30',
      '2026-11-25T18:30',
    ]);
  });
});

describe('candle buckets', () => {
  it('buckets timeframes, with weeks starting on Monday', () => {
    const friday = t('2026-11-20T13:37:00Z');
    expect(new Date(bucketStart(friday, '60', utc)).toISOString()).toBe('2026-11-20T13:00:00.000Z');
    expect(new Date(bucketStart(friday, '240', utc)).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(new Date(bucketStart(friday, 'D', utc)).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(new Date(bucketStart(friday, 'W', utc)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('folds base candles into the in-progress candle, or opens the next one', () => {
    const first = foldCandle(
      undefined,
      { time: t('2026-11-20T13:00:00Z'), open: 10, high: 11, low: 9, close: 10.5 },
      '60',
      utc,
    );
    expect(first.isNew).toBe(true);
    const second = foldCandle(
      first.candle,
      { time: t('2026-11-20T13:15:00Z'), open: 10.5, high: 12, low: 10, close: 11 },
      '60',
      utc,
    );
    expect(second).toEqual({
      isNew: false,
      candle: { time: t('2026-11-20T13:00:00Z'), open: 10, high: 12, low: 9, close: 11 },
    });
    const next = foldCandle(
      second.candle,
      { time: t('2026-11-20T14:00:00Z'), open: 11, high: 11.2, low: 10.9, close: 11.1 },
      '60',
      utc,
    );
    expect(next.isNew).toBe(true);
    expect(next.candle.open).toBe(11);
  });
});
