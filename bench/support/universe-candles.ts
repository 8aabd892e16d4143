import { lastBucketStart, previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { hasFourHour } from '@agulhadas/domain/categories';
import { MARKET_HOURS, type MarketHours } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import { loadUniverse } from '../../api/src/seed/universe/index';

export const QUARTER_MS = 15 * 60_000;

/** One series of the universe: an asset on one of its timeframes. */
export interface UniverseSeries {
  asset: string;
  timeframe: Timeframe;
  price: number;
  hours: MarketHours;
}

/** Every series the robot sends for the whole universe (4-hour candles only where the category has them). */
export const universeSeries = (): UniverseSeries[] =>
  loadUniverse().flatMap((asset) =>
    TIMEFRAMES.filter((timeframe) => timeframe !== '240' || hasFourHour(asset.assetType)).map((timeframe) => ({
      asset: asset.asset,
      timeframe,
      price: asset.referencePrice,
      hours: MARKET_HOURS[asset.marketHours],
    })),
  );

/** A smooth, repeatable path around the asset's price: the index picks the point on it. */
export function candleAt(price: number, index: number, time: number): Candle {
  const close = price * (1 + 0.02 * Math.sin(index / 7));
  return { time, open: close * 0.999, high: close * 1.002, low: close * 0.997, close };
}

/** `count` candles of a series on its timeframe's grid, up to the candle holding the quarter hour `until`. */
export function backfillOf(one: UniverseSeries, count: number, until: number): Candle[] {
  const times = [lastBucketStart(until, one.timeframe, one.hours)];
  while (times.length < count) times.unshift(previousBucketStart(times[0]!, one.timeframe, one.hours));
  return times.map((time, i) => candleAt(one.price, i, time));
}

/** The candle of a series holding the quarter hour `time`: a new 15-minute candle, the larger timeframes' moving one. */
export const roundCandleOf = (one: UniverseSeries, index: number, time: number): Candle =>
  candleAt(one.price, index, lastBucketStart(time, one.timeframe, one.hours));
