import { B3_CALENDAR } from './market-calendar/b3-calendar';
import { CME_CALENDAR } from './market-calendar/cme-calendar';
import type { MarketCalendar } from './market-calendar/market-calendar';
import { NYSE_CALENDAR } from './market-calendar/nyse-calendar';
import { YEAR_END_CALENDAR } from './market-calendar/year-end-calendar';
import { TIMEFRAME_MINUTES, type Timeframe } from './timeframes';
import { zonedPartsFormat } from './zoned-parts-format';

/**
 * When each market trades, so the engine knows when a candle closes (a B3 daily candle closes with the
 * session at 18:00 in São Paulo, not at midnight UTC). Keys are stored on each asset (universe data).
 * Each exchange's calendar (market-calendar/) removes its holidays and moves its early closes and late opens: no
 * session, so no candle, forms on a holiday, and a weekly candle closes with the week's last session (Thursday's in a
 * Good Friday week).
 */
export type MarketHoursKey = 'B3' | 'B3_FUTURES' | 'US' | 'CME' | 'FX' | 'ALWAYS';

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type MarketHours =
  | { kind: 'always' }
  | {
      kind: 'sessions';
      timeZone: string;
      /** Local open and close, 'HH:MM'; an open after the close means the session starts the evening before. */
      open: string;
      close: string;
      /** Local weekdays on which a session closes (0 Sunday … 6 Saturday). */
      closeDays: readonly Weekday[];
      /**
       * Where daily and weekly candles start: 'utc', at 00:00 UTC of the trading date (weeks on Monday), which a
       * day session opening and closing on its date fits; 'close', at the session close of the day before (weeks
       * at the close before their first session day), for markets trading around the clock whose day rolls at it.
       */
      days: 'utc' | 'close';
      /** Local close while New York is on daylight saving time: B3 closes an hour earlier then, to keep New York's hours. */
      closeInNewYorkSummer?: string;
      /** The exchange's holidays, early closes and late opens. */
      calendar?: MarketCalendar;
    };

export type SessionHours = Extract<MarketHours, { kind: 'sessions' }>;

const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export const MARKET_HOURS: Record<MarketHoursKey, MarketHours> = {
  // B3 cash market: continuous trading from 10:00 to 17:55 and the closing call to 18:00 (Brasília); while New York is
  // on summer time, to 16:55 and the call to 17:00. The daily candle closes with the call.
  B3: {
    kind: 'sessions',
    timeZone: 'America/Sao_Paulo',
    open: '10:00',
    close: '18:00',
    closeInNewYorkSummer: '17:00',
    closeDays: WEEKDAYS,
    days: 'utc',
    calendar: B3_CALENDAR,
  },
  // B3 index and dollar futures: from 09:00 to 18:30 (dollar; index to 18:25), an hour earlier while New York is on summer time.
  B3_FUTURES: {
    kind: 'sessions',
    timeZone: 'America/Sao_Paulo',
    open: '09:00',
    close: '18:30',
    closeInNewYorkSummer: '18:00',
    closeDays: WEEKDAYS,
    days: 'utc',
    calendar: B3_CALENDAR,
  },
  // NYSE and Nasdaq regular session, 09:30 to 16:00 New York (13:00 on early-close days).
  US: {
    kind: 'sessions',
    timeZone: 'America/New_York',
    open: '09:30',
    close: '16:00',
    closeDays: WEEKDAYS,
    days: 'utc',
    calendar: NYSE_CALENDAR,
  },
  // CME Globex and the FX/CFD day both roll at 17:00 New York; the session opens the evening before, the week on
  // Sunday evening, so their days and weeks start at 17:00 New York (21:00 UTC in summer, 22:00 UTC in winter).
  // Globex halts early on US holidays (CME_CALENDAR); spot FX trades through them (YEAR_END_CALENDAR).
  CME: {
    kind: 'sessions',
    timeZone: 'America/New_York',
    open: '18:00',
    close: '17:00',
    closeDays: WEEKDAYS,
    days: 'close',
    calendar: CME_CALENDAR,
  },
  FX: {
    kind: 'sessions',
    timeZone: 'America/New_York',
    open: '17:00',
    close: '17:00',
    closeDays: WEEKDAYS,
    days: 'close',
    calendar: YEAR_END_CALENDAR,
  },
  ALWAYS: { kind: 'always' },
};

export const MARKET_HOURS_KEYS = Object.keys(MARKET_HOURS) as MarketHoursKey[];

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
}

/** The zone's offset from UTC at an instant, in ms (Intl knows the zone's daylight-saving rules). */
function offsetAt(ms: number, timeZone: string): number {
  // The day walks below step through UTC dates: no need to ask Intl (slow on a phone) what UTC's offset is.
  if (timeZone === 'UTC') return 0;
  const parts = Object.fromEntries(
    zonedPartsFormat(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function localDate(ms: number, timeZone: string): LocalParts {
  const shifted = new Date(ms + offsetAt(ms, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay() as Weekday,
  };
}

/** The instant of a local wall-clock time in the zone (two passes settle a daylight-saving change). */
function zonedInstant(date: LocalParts, hhmm: string, timeZone: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(date.year, date.month, date.day, hours, minutes);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** The local date `days` after `date` (before, when negative). */
function dateAfter(date: LocalParts, days: number): LocalParts {
  return localDate(Date.UTC(date.year, date.month, date.day + days, 12), 'UTC');
}

function dateKey(date: LocalParts): string {
  return `${date.year}-${String(date.month + 1).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const NEW_YORK_SUMMER_OFFSET = -4 * 60 * MINUTE;

/** Whether New York is on daylight saving time on the date (it switches on Sunday mornings, so noon tells for the day). */
function newYorkSummer(date: LocalParts): boolean {
  return offsetAt(Date.UTC(date.year, date.month, date.day, 12), 'America/New_York') === NEW_YORK_SUMMER_OFFSET;
}

/**
 * The session closing on the local `date`, or null when none does (a weekend or a holiday). Its hours are the
 * market's, moved by the calendar's early close or late open on that date, or by New York's summer time. A date
 * outside the calendar's covered years has its weekly session (market-calendar/market-calendar.ts).
 */
function sessionOn(date: LocalParts, hours: SessionHours): Session | null {
  if (!hours.closeDays.includes(date.weekday)) return null;
  const key = dateKey(date);
  const calendar = hours.calendar;
  if (calendar?.closed.has(key)) return null;
  const summerClose =
    hours.closeInNewYorkSummer !== undefined && newYorkSummer(date) ? hours.closeInNewYorkSummer : hours.close;
  const close = calendar?.earlyCloses.get(key) ?? summerClose;
  const open = calendar?.lateOpens.get(key) ?? hours.open;
  const openDate = hours.open >= hours.close ? dateAfter(date, -1) : date;
  return { open: zonedInstant(openDate, open, hours.timeZone), close: zonedInstant(date, close, hours.timeZone) };
}

/** The first session close strictly after `ms` (searched over the next two weeks). */
function nextClose(ms: number, hours: SessionHours): number {
  const start = localDate(ms, hours.timeZone);
  for (let days = 0; days <= 14; days += 1) {
    const session = sessionOn(dateAfter(start, days), hours);
    if (session && session.close > ms) return session.close;
  }
  return ms + 14 * DAY;
}

/** Whether the market holds a session closing on the local date of `ms` in its zone (not a weekend, not a holiday). */
export function isTradingDate(hours: MarketHours, ms: number): boolean {
  if (hours.kind === 'always') return true;
  return sessionOn(localDate(ms, hours.timeZone), hours) !== null;
}

/**
 * When the candle opened at `openMs` closes. Intraday candles last their minutes, cut at the session's close;
 * a daily candle closes at the next session close; a weekly one at the close of the week's last session day.
 * Markets that always trade close candles at open + length.
 */
export function candleCloseTime(openMs: number, timeframe: Timeframe, hours: MarketHours): number {
  const length = TIMEFRAME_MINUTES[timeframe] * MINUTE;
  if (hours.kind === 'always') return openMs + length;
  // A round asks the same few questions for hundreds of assets (same market, same candle open).
  return remembered(closeTimes, `${marketId(hours)}|${timeframe}|${openMs}`, CLOSE_TIMES_KEPT, () =>
    sessionCandleClose(openMs, timeframe, hours, length),
  );
}

/** Tells markets apart in the caches below. */
function marketId(hours: SessionHours): string {
  return `${hours.timeZone}|${hours.open}|${hours.close}|${hours.closeInNewYorkSummer ?? ''}|${hours.calendar?.name ?? ''}`;
}

const CLOSE_TIMES_KEPT = 4096;
const closeTimes = new Map<string, number>();

/** `work`'s answer for `key`, kept in `kept` (emptied when it holds `limit`): the answers below ask Intl, which is slow. */
function remembered<K, V>(kept: Map<K, V>, key: K, limit: number, work: () => V): V {
  const known = kept.get(key);
  if (known !== undefined) return known;
  if (kept.size >= limit) kept.clear();
  const value = work();
  kept.set(key, value);
  return value;
}

function sessionCandleClose(openMs: number, timeframe: Timeframe, hours: SessionHours, length: number): number {
  if (timeframe === 'W') return weekClose(openMs, hours);
  let sessionClose = nextClose(openMs, hours);
  if (timeframe === 'D') return sessionClose;
  // A close the next session opens at once (FX Monday to Thursday) does not stop trading: a 4-hour candle across it
  // goes on to its full length.
  while (sessionClose < openMs + length && isMarketOpen(hours, sessionClose))
    sessionClose = nextClose(sessionClose, hours);
  return Math.min(openMs + length, sessionClose);
}

/**
 * The first week whose last session closes strictly after `ms`: that close (Thursday's in a week whose Friday is a
 * holiday) and the week's nominal last session day (its Friday), from which its start is counted.
 */
function weekAfter(ms: number, hours: SessionHours): { close: number; lastDay: LocalParts } {
  const lastWeekday = Math.max(...hours.closeDays);
  const sessionDays = lastWeekday - Math.min(...hours.closeDays) + 1;
  const start = localDate(ms, hours.timeZone);
  let lastDay = dateAfter(start, (lastWeekday - start.weekday + 7) % 7);
  for (let weeks = 0; weeks < 3; weeks += 1, lastDay = dateAfter(lastDay, 7)) {
    for (let back = 0; back < sessionDays; back += 1) {
      const session = sessionOn(dateAfter(lastDay, -back), hours);
      if (session === null) continue;
      if (session.close > ms) return { close: session.close, lastDay };
      break;
    }
  }
  return { close: ms + 14 * DAY, lastDay };
}

/** The close of the week's last session strictly after `ms`. */
function weekClose(ms: number, hours: SessionHours): number {
  return weekAfter(ms, hours).close;
}

/** The market's close time (its day roll) on the local date `days` before `date`. */
function rollBefore(date: LocalParts, days: number, hours: SessionHours): number {
  return zonedInstant(dateAfter(date, -days), hours.close, hours.timeZone);
}

const ROLLS_KEPT = 4096;
const rolls = new Map<string, Session>();

/**
 * The trading day (`'D'`) or week (`'W'`) holding `ms` of a market whose days roll at its close (FX, CME: 17:00 New
 * York): a day runs from the close time of the calendar day before its close day to that close, a week from the
 * close time before its first session day to the close of its last. A time in the pause between two weeks belongs
 * to the next day and week, which open after it.
 */
export function rollingPeriodAt(ms: number, period: 'D' | 'W', hours: SessionHours): Session {
  // Robot folds and ingest checks ask for the same few instants across hundreds of assets of one market.
  return remembered(rolls, `${marketId(hours)}|${period}|${ms}`, ROLLS_KEPT, () => {
    if (period === 'D') {
      const close = nextClose(ms, hours);
      return Object.freeze({ open: rollBefore(localDate(close, hours.timeZone), 1, hours), close });
    }
    const week = weekAfter(ms, hours);
    const sessionDays = Math.max(...hours.closeDays) - Math.min(...hours.closeDays) + 1;
    return Object.freeze({ open: rollBefore(week.lastDay, sessionDays, hours), close: week.close });
  });
}

export function isCandleClosed(openMs: number, timeframe: Timeframe, hours: MarketHours, nowMs: number): boolean {
  return candleCloseTime(openMs, timeframe, hours) <= nowMs;
}

/** One trading session: open and close instants (epoch ms). */
export interface Session {
  open: number;
  close: number;
}

/**
 * The session trading at `ms`, or else the last one that closed before it (searched over the previous two weeks);
 * null for markets that always trade. A session closing on a close day opens that day, or the evening before when
 * its open is not before its close (CME, FX); holidays hold none.
 */
export function sessionAtOrBefore(ms: number, hours: MarketHours): Session | null {
  if (hours.kind === 'always') return null;
  // Every card of a market asks with the same clock reading: answered once per market and instant.
  let known = sessionsAt.get(hours);
  if (known === undefined) sessionsAt.set(hours, (known = new Map()));
  return remembered(known, ms, SESSIONS_KEPT, () => {
    const session = findSessionAtOrBefore(ms, hours);
    return session && Object.freeze(session);
  });
}

const SESSIONS_KEPT = 1024;
const sessionsAt = new WeakMap<MarketHours, Map<number, Session | null>>();

function findSessionAtOrBefore(ms: number, hours: SessionHours): Session | null {
  const start = localDate(ms, hours.timeZone);
  // From tomorrow backwards: an overnight session that opened this evening closes on tomorrow's date.
  for (let days = 1; days >= -14; days -= 1) {
    const session = sessionOn(dateAfter(start, days), hours);
    if (session && session.open <= ms) return session;
  }
  return null;
}

/** Whether the market trades at `ms`: inside the session at or before it, before that session's close. */
export function isMarketOpen(hours: MarketHours, ms: number): boolean {
  if (hours.kind === 'always') return true;
  const session = sessionAtOrBefore(ms, hours);
  return session !== null && ms < session.close;
}
