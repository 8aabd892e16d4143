import { performance } from 'node:perf_hooks';
import type { IngestBody } from '../../api/src/ingest/ingest-schema';
import { loadUniverse } from '../../api/src/seed/universe/index';
import { call } from '../../tests/support/api-client';
import { lastBucketStart, previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { hasFourHour } from '@agulhadas/domain/categories';
import { MARKET_HOURS, type MarketHours } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';

/** Candles the benches post through the real ingest function, as the robot does: every series of the universe. */
export const QUARTER_HOUR_MS = 15 * 60_000;

export interface UniverseSeries {
  asset: string;
  timeframe: Timeframe;
  price: number;
  hours: MarketHours;
}

/** Every asset of the universe on each of its timeframes (the 4-hour one only where the asset has it). */
export function universeSeries(): UniverseSeries[] {
  return loadUniverse().flatMap((asset) =>
    TIMEFRAMES.filter((timeframe) => timeframe !== '240' || hasFourHour(asset.assetType)).map((timeframe) => ({
      asset: asset.asset,
      timeframe,
      price: asset.referencePrice,
      hours: MARKET_HOURS[asset.marketHours],
    })),
  );
}

/** A smooth wave around the reference price: enough movement for the indicators to turn now and then. */
export function candleAt(price: number, index: number, time: number): Candle {
  const close = price * (1 + 0.02 * Math.sin(index / 7));
  return { time, open: close * 0.999, high: close * 1.002, low: close * 0.997, close };
}

/** `count` candles of one series on its timeframe's grid, the last one holding the quarter hour `lastQuarter`. */
export function backfillOf(one: UniverseSeries, lastQuarter: number, count: number): Candle[] {
  const times = [lastBucketStart(lastQuarter, one.timeframe, one.hours)];
  while (times.length < count) times.unshift(previousBucketStart(times[0]!, one.timeframe, one.hours));
  return times.map((time, i) => candleAt(one.price, i, time));
}

/** The candle of `index` holding the quarter hour `quarter` (a new 15-minute candle; the larger ones move or open). */
export const candleOfQuarter = (one: UniverseSeries, index: number, quarter: number): Candle =>
  candleAt(one.price, index, lastBucketStart(quarter, one.timeframe, one.hours));

/** One robot call to the ingest function; answers its time in ms, and throws on anything but a full acceptance. */
export async function postIngest(items: IngestBody['items'], robotKey: string): Promise<number> {
  const started = performance.now();
  const answer = await call<{ refused: number }>('ingest', { method: 'POST', body: { items }, headers: { 'x-robot-key': robotKey } });
  if (answer.status !== 200 || answer.body.refused) throw new Error(`ingest answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return performance.now() - started;
}
