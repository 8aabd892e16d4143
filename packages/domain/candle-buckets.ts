import { rollingPeriodAt, sessionAtOrBefore, type MarketHours, type SessionHours } from './market-hours';
import type { Candle } from './reading';
import { TIMEFRAME_MINUTES, type Timeframe } from './timeframes';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;

/** A daily or weekly series of a market whose days follow its day roll (FX, CME: 17:00 New York) rather than UTC dates. */
function rollingSeries(timeframe: Timeframe, hours: MarketHours): { period: 'D' | 'W'; hours: SessionHours } | null {
  if ((timeframe !== 'D' && timeframe !== 'W') || hours.kind !== 'sessions' || hours.days !== 'close') return null;
  return { period: timeframe, hours };
}

/**
 * Open time of the candle of `timeframe` containing `time`: the product's grid. Intraday candles sit on multiples of
 * their length from 00:00 UTC; daily and weekly ones at 00:00 UTC of their date (weeks on Monday), except for markets
 * whose day rolls at their close (FX, CFDs, CME futures: 17:00 New York, with daylight saving), where they open at
 * that roll, the week at Sunday's. In such a market's pause between two weeks, the next day's (and week's) open,
 * later than `time`.
 */
export function bucketStart(time: number, timeframe: Timeframe, hours: MarketHours): number {
  const rolling = rollingSeries(timeframe, hours);
  if (rolling) return rollingPeriodAt(time, rolling.period, rolling.hours).open;
  if (timeframe === 'W') {
    const dayStart = Math.floor(time / DAY) * DAY;
    const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
    return dayStart - weekday * DAY;
  }
  const size = TIMEFRAME_MINUTES[timeframe] * MINUTE;
  return Math.floor(time / size) * size;
}

/** Open time of the candle before the one opened at `start` (a bucket start), to walk a series back in time. */
export function previousBucketStart(start: number, timeframe: Timeframe, hours: MarketHours): number {
  const rolling = rollingSeries(timeframe, hours);
  if (rolling) {
    // The last session before `start` closes the previous day (and, at a week's start, the previous week).
    const before = sessionAtOrBefore(start - 1, rolling.hours)!;
    return rollingPeriodAt(Math.min(before.close, start) - 1, rolling.period, rolling.hours).open;
  }
  return timeframe === 'W' ? start - WEEK : start - TIMEFRAME_MINUTES[timeframe] * MINUTE;
}

/** Open time of the last candle of the grid opened at or before `time` (in a pause between weeks, the last week's). */
export function lastBucketStart(time: number, timeframe: Timeframe, hours: MarketHours): number {
  const start = bucketStart(time, timeframe, hours);
  return start > time ? previousBucketStart(start, timeframe, hours) : start;
}

/** Folds a base candle into the in-progress candle of a larger timeframe, or opens the next one. */
export function foldCandle(
  current: Candle | undefined,
  base: Candle,
  timeframe: Timeframe,
  hours: MarketHours,
): { candle: Candle; isNew: boolean } {
  const time = bucketStart(base.time, timeframe, hours);
  if (current && current.time === time) {
    return {
      candle: {
        time,
        open: current.open,
        high: Math.max(current.high, base.high),
        low: Math.min(current.low, base.low),
        close: base.close,
      },
      isNew: false,
    };
  }
  return { candle: { ...base, time }, isNew: true };
}
