import { rollingPeriodAt, sessionAtOrBefore, type MarketHours, type Session, type SessionHours } from './market-hours';
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
 * The market's hours when `timeframe`'s candles count from each session's open rather than from 00:00 UTC: a day
 * session (days on UTC dates) opening off the timeframe's grid within the hour, as US stocks do at 09:30 New York for
 * their 60 and 240 candles (09:30, 10:30 … 15:30; 09:30 and 13:30), the way charting tools draw them. A 15-minute
 * grid holds 09:30, and a market opening on the hour (B3 at 10:00 São Paulo) keeps every timeframe on the UTC grid.
 */
function openAligned(timeframe: Timeframe, hours: MarketHours): SessionHours | null {
  if (timeframe === 'D' || timeframe === 'W' || hours.kind !== 'sessions' || hours.days !== 'utc') return null;
  const openMinute = Number(hours.open.slice(3));
  return openMinute % Math.min(TIMEFRAME_MINUTES[timeframe], 60) === 0 ? null : hours;
}

const SESSIONS_KEPT = 64;
/** Sessions met lately, each with the latest instant known to have it as its session at or before (its grid's reach). */
const recentSessions = new WeakMap<SessionHours, Array<{ session: Session; upTo: number }>>();

/**
 * The session at or before `time` (market-hours.ts), answered from the last ones met when `time` lies between one's
 * open and an instant already known to belong to it: a fold or a backfill walks a series' quarter hours in order, and
 * asking the calendar (through Intl) for each of them would make a US backfill many times slower.
 */
function sessionAnchoring(time: number, hours: SessionHours): Session | null {
  let known = recentSessions.get(hours);
  if (known === undefined) recentSessions.set(hours, (known = []));
  const hit = known.find((one) => one.session.open <= time && time <= one.upTo);
  if (hit) return hit.session;
  const session = sessionAtOrBefore(time, hours);
  if (session === null) return null;
  // Every instant from the open to the later of `time` and the close has this session at or before it.
  const same = known.find((one) => one.session.open === session.open);
  if (same) same.upTo = Math.max(same.upTo, time);
  else {
    if (known.length >= SESSIONS_KEPT) known.shift();
    known.push({ session, upTo: Math.max(time, session.close - 1) });
  }
  return session;
}

/**
 * The candle of `size` ms holding `time` on the grid of the session open at or before it: candles follow each other
 * from the open (the last one cut at the close, see candleCloseTime), and the grid runs on past the close until the
 * next session's open restarts it, so every instant has one bucket and a session's first candle opens at its open
 * whatever the daylight saving, holiday or early close before it.
 */
function sessionBucketStart(time: number, size: number, hours: SessionHours): number {
  const session = sessionAnchoring(time, hours);
  const anchor = session?.open ?? 0;
  return anchor + Math.floor((time - anchor) / size) * size;
}

/**
 * Open time of the candle of `timeframe` containing `time`: the product's grid. Intraday candles sit on multiples of
 * their length from 00:00 UTC, except those of a session opening off their grid (US hours from 09:30 New York), which
 * count from the session's open; daily and weekly ones at 00:00 UTC of their date (weeks on Monday), except for markets
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
  const aligned = openAligned(timeframe, hours);
  if (aligned) return sessionBucketStart(time, size, aligned);
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
  // Before a session's open, the previous session's grid (run on past its close) holds the instant before.
  if (openAligned(timeframe, hours)) return bucketStart(start - 1, timeframe, hours);
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
