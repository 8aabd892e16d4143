import type { RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/** Binance kline intervals (GET /api/v3/klines `interval`) for the product's timeframes. */
export const KLINE_INTERVAL: Record<Timeframe, string> = { '15': '15m', '60': '1h', '240': '4h', D: '1d', W: '1w' };

export const REALTIME_KLINE_INTERVAL: Record<RealtimeTimeframe, string> = {
  '1': '1m',
  '5': '5m',
  '15': '15m',
  '60': '1h',
  '240': '4h',
  D: '1d',
};

/** Most klines one call returns (`limit` max 1000). */
export const KLINES_MAX_LIMIT = 1000;

/** Request weight of one klines call (Binance spot REST docs, "Kline/Candlestick data": Weight 2). */
export const KLINES_WEIGHT = 2;
