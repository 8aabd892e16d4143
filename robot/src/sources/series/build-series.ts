import { MARKET_HOURS, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { SourceCandle } from '../source';
import { aggregateCandles } from './aggregate';
import { closedByHours } from './closed-by-hours';

/** Provider rows of one asset → the product's candles of `timeframe`: bucketed, merged, marked closed or forming. */
export function buildSeries(rows: readonly Candle[], timeframe: Timeframe, hours: MarketHoursKey, nowMs: number): SourceCandle[] {
  return closedByHours(aggregateCandles(rows, timeframe, MARKET_HOURS[hours]), timeframe, hours, nowMs);
}
