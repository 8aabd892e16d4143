import { bucketStart } from '../../../../src/domain/candle-buckets';
import type { Candle } from '../../../../src/domain/reading';
import type { Timeframe } from '../../../../src/domain/timeframes';

/**
 * Candles of `timeframe` at the product's bucket starts (src/domain/candle-buckets.ts), oldest first. Provider rows
 * falling in one bucket are merged (open of the first, extremes, close of the last, volumes summed), so the same
 * function normalises a provider's own series and builds 60/240/W from 15-minute or daily rows: the robot's candles
 * then match the buckets the API folds into, whatever session alignment the provider uses.
 */
export function aggregateCandles(candles: readonly Candle[], timeframe: Timeframe): Candle[] {
  const sorted = [...candles].sort((a, b) => a.time - b.time);
  const buckets: Candle[] = [];
  for (const candle of sorted) {
    const time = bucketStart(candle.time, timeframe);
    const last = buckets[buckets.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, candle.high);
      last.low = Math.min(last.low, candle.low);
      last.close = candle.close;
      if (candle.volume !== undefined) last.volume = (last.volume ?? 0) + candle.volume;
    } else {
      buckets.push({ time, open: candle.open, high: candle.high, low: candle.low, close: candle.close, ...(candle.volume === undefined ? {} : { volume: candle.volume }) });
    }
  }
  return buckets;
}
