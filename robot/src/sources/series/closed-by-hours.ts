import { isCandleClosed, MARKET_HOURS, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { SourceCandle } from '../source';

/**
 * Marks each candle closed or forming from its market's hours and the clock, for providers whose rows carry no
 * close time (brapi, Twelve Data). Delayed feeds can still be short of the last minutes of a candle the clock calls
 * closed; the next round re-sends it corrected (docs/robot-sources.md).
 */
export function closedByHours(
  candles: readonly Candle[],
  timeframe: Timeframe,
  hours: MarketHoursKey,
  nowMs: number,
): SourceCandle[] {
  return candles.map((candle) => ({
    ...candle,
    closed: isCandleClosed(candle.time, timeframe, MARKET_HOURS[hours], nowMs),
  }));
}
