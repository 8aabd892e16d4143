import { MARKET_HOURS, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { SourceCandle } from '../source';
import { aggregateCandles } from './aggregate';
import { closedByHours } from './closed-by-hours';

/**
 * Provider rows of one asset → the product's candles of `timeframe`: bucketed, merged, marked closed or forming. A
 * bucket that opens after the clock is dropped: a provider's row dated on a day its market is shut (a forex row for a
 * Saturday, dated 00:00 UTC) lands on the next session, which has not opened yet; sent, it would be a candle for a
 * session nobody has traded, and the API refuses candles dated after its clock.
 */
export function buildSeries(
  rows: readonly Candle[],
  timeframe: Timeframe,
  hours: MarketHoursKey,
  nowMs: number,
): SourceCandle[] {
  const opened = aggregateCandles(rows, timeframe, MARKET_HOURS[hours]).filter((candle) => candle.time <= nowMs);
  return closedByHours(opened, timeframe, hours, nowMs);
}
