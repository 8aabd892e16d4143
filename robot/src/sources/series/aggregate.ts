import { bucketStart } from '@agulhadas/domain/candle-buckets';
import type { MarketHours } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * Candles of `timeframe` at the product's bucket starts for the market's `hours` (packages/domain/candle-buckets.ts),
 * oldest first. Provider rows falling in one bucket are merged (open of the first, extremes, close of the last,
 * volumes summed), so the same function normalises a provider's own series and builds 60/240/W from 15-minute or
 * daily rows: the robot's candles then sit on the grid the API checks, whatever session alignment the provider uses.
 * A daily row dated in UTC (00:00 UTC of its date) of a market whose day rolls at 17:00 New York lands on the trading
 * day closing on its date, the one holding most of its hours.
 */
export function aggregateCandles(candles: readonly Candle[], timeframe: Timeframe, hours: MarketHours): Candle[] {
  const sorted = [...candles].sort((a, b) => a.time - b.time);
  const buckets: Candle[] = [];
  for (const candle of sorted) {
    const time = bucketStart(candle.time, timeframe, hours);
    const last = buckets[buckets.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, candle.high);
      last.low = Math.min(last.low, candle.low);
      last.close = candle.close;
      if (candle.volume !== undefined) last.volume = (last.volume ?? 0) + candle.volume;
    } else {
      buckets.push({
        time,
        open: candle.open,
        high: candle.high,
        low: candle.low,
        close: candle.close,
        ...(candle.volume === undefined ? {} : { volume: candle.volume }),
      });
    }
  }
  return buckets;
}
