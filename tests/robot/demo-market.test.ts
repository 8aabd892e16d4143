import { backfill, createProcess, stepCandle } from '../../robot/src/sources/demo/price-process';
import { seededRandom } from '../../src/lib/seeded-random';
import { bucketStart, foldCandle } from '../../src/domain/candle-buckets';
import { MARKET_HOURS } from '../../src/domain/market-hours';

const utc = MARKET_HOURS.ALWAYS;

const t = (iso: string) => Date.parse(iso);

describe('demo market', () => {
  it('is deterministic for a seed and keeps bodies inside the wicks', () => {
    const make = () => {
      const random = seededRandom(42);
      const process = createProcess(100, 0.004);
      return Array.from({ length: 200 }, (_, i) => stepCandle(process, random, i * 900_000));
    };
    const candles = make();
    expect(make()).toEqual(candles);
    for (const candle of candles) {
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeGreaterThan(0);
    }
  });

  it('backfills history that ends at the current price, oldest first, continuous', () => {
    const process = createProcess(38.5, 0.004);
    const candles = backfill(process, seededRandom(7), t('2026-11-21T12:00:00Z'), 3_600_000, 4, 50);
    expect(candles).toHaveLength(50);
    expect(candles[49]!.close).toBeCloseTo(38.5, 10);
    expect(candles[49]!.time).toBe(t('2026-11-21T12:00:00Z'));
    for (let i = 1; i < candles.length; i += 1) {
      expect(candles[i]!.time - candles[i - 1]!.time).toBe(3_600_000);
      expect(candles[i]!.open).toBeCloseTo(candles[i - 1]!.close, 10);
    }
  });

  it('buckets timeframes, with weeks starting on Monday', () => {
    const friday = t('2026-11-20T13:37:00Z');
    expect(new Date(bucketStart(friday, '60', utc)).toISOString()).toBe('2026-11-20T13:00:00.000Z');
    expect(new Date(bucketStart(friday, '240', utc)).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(new Date(bucketStart(friday, 'D', utc)).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(new Date(bucketStart(friday, 'W', utc)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('folds base candles into the in-progress candle, or opens the next one', () => {
    const first = foldCandle(undefined, { time: t('2026-11-20T13:00:00Z'), open: 10, high: 11, low: 9, close: 10.5 }, '60', utc);
    expect(first.isNew).toBe(true);
    const second = foldCandle(first.candle, { time: t('2026-11-20T13:15:00Z'), open: 10.5, high: 12, low: 10, close: 11 }, '60', utc);
    expect(second).toEqual({ isNew: false, candle: { time: t('2026-11-20T13:00:00Z'), open: 10, high: 12, low: 9, close: 11 } });
    const next = foldCandle(second.candle, { time: t('2026-11-20T14:00:00Z'), open: 11, high: 11.2, low: 10.9, close: 11.1 }, '60', utc);
    expect(next.isNew).toBe(true);
    expect(next.candle.open).toBe(11);
  });
});
