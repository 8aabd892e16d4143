import { MARKET_HOURS, type MarketHoursKey } from '../../../../src/domain/market-hours';
import type { Candle } from '../../../../src/domain/reading';
import type { Timeframe } from '../../../../src/domain/timeframes';
import type { SourceCandle } from '../source';
import { aggregateCandles } from './aggregate';
import { closedByHours } from './closed-by-hours';

/** Provider rows of one asset → the product's candles of `timeframe`: bucketed, merged, marked closed or forming. */
export function buildSeries(rows: readonly Candle[], timeframe: Timeframe, hours: MarketHoursKey, nowMs: number): SourceCandle[] {
  return closedByHours(aggregateCandles(rows, timeframe, MARKET_HOURS[hours]), timeframe, hours, nowMs);
}
