import type { Candle } from './reading';
import { TIMEFRAME_MINUTES, type Timeframe } from './timeframes';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** Open time of the candle of `timeframe` containing `time` (weeks start on Monday, UTC). */
export function bucketStart(time: number, timeframe: Timeframe): number {
  if (timeframe === 'W') {
    const dayStart = Math.floor(time / DAY) * DAY;
    const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
    return dayStart - weekday * DAY;
  }
  const size = TIMEFRAME_MINUTES[timeframe] * MINUTE;
  return Math.floor(time / size) * size;
}

/** Folds a base candle into the in-progress candle of a larger timeframe, or opens the next one. */
export function foldCandle(current: Candle | undefined, base: Candle, timeframe: Timeframe): { candle: Candle; isNew: boolean } {
  const time = bucketStart(base.time, timeframe);
  if (current && current.time === time) {
    return { candle: { time, open: current.open, high: Math.max(current.high, base.high), low: Math.min(current.low, base.low), close: base.close }, isNew: false };
  }
  return { candle: { ...base, time }, isNew: true };
}
