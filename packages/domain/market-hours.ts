import { TIMEFRAME_MINUTES, type Timeframe } from './timeframes';

/**
 * When each market trades, so the engine knows when a candle closes (a B3 daily candle closes with the
 * session at 18:00 in São Paulo, not at midnight UTC). Keys are stored on each asset (universe data).
 * Holidays are not modelled: on a holiday no candle forms, and a weekly candle still closes at the close
 * of its last weekday, when nothing more can trade in it.
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
    };

export type SessionHours = Extract<MarketHours, { kind: 'sessions' }>;

const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export const MARKET_HOURS: Record<MarketHoursKey, MarketHours> = {
  // B3 cash market: regular session and closing call until 18:00 (Brasília).
  B3: { kind: 'sessions', timeZone: 'America/Sao_Paulo', open: '10:00', close: '18:00', closeDays: WEEKDAYS, days: 'utc' },
  B3_FUTURES: { kind: 'sessions', timeZone: 'America/Sao_Paulo', open: '09:00', close: '18:30', closeDays: WEEKDAYS, days: 'utc' },
  US: { kind: 'sessions', timeZone: 'America/New_York', open: '09:30', close: '16:00', closeDays: WEEKDAYS, days: 'utc' },
  // CME Globex and the FX/CFD day both roll at 17:00 New York; the session opens the evening before, the week on
  // Sunday evening, so their days and weeks start at 17:00 New York (21:00 UTC in summer, 22:00 UTC in winter).
  CME: { kind: 'sessions', timeZone: 'America/New_York', open: '18:00', close: '17:00', closeDays: WEEKDAYS, days: 'close' },
  FX: { kind: 'sessions', timeZone: 'America/New_York', open: '17:00', close: '17:00', closeDays: WEEKDAYS, days: 'close' },
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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The zone's offset from UTC at an instant, in ms (Intl knows the zone's daylight-saving rules). */
function offsetAt(ms: number, timeZone: string): number {
  // The day walks below step through UTC dates: no need to ask Intl (slow on a phone) what UTC's offset is.
  if (timeZone === 'UTC') return 0;
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function localDate(ms: number, timeZone: string): LocalParts {
  const shifted = new Date(ms + offsetAt(ms, timeZone));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate(), weekday: shifted.getUTCDay() as Weekday };
}

/** The instant of a local wall-clock time in the zone (two passes settle a daylight-saving change). */
function zonedInstant(date: LocalParts, hhmm: string, timeZone: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(date.year, date.month, date.day, hours, minutes);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** The first session close strictly after `ms` on a day `accept` takes (searched over the next two weeks). */
function nextClose(ms: number, hours: SessionHours, accept: (weekday: Weekday) => boolean): number {
  const start = localDate(ms, hours.timeZone);
  for (let days = 0; days <= 14; days += 1) {
    const date = localDate(Date.UTC(start.year, start.month, start.day + days, 12), 'UTC');
    if (!hours.closeDays.includes(date.weekday) || !accept(date.weekday)) continue;
    const close = zonedInstant(date, hours.close, hours.timeZone);
    if (close > ms) return close;
  }
  return ms + 14 * DAY;
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
  return remembered(closeTimes, `${hours.timeZone}|${hours.open}|${hours.close}|${timeframe}|${openMs}`, CLOSE_TIMES_KEPT, () =>
    sessionCandleClose(openMs, timeframe, hours, length),
  );
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
  let sessionClose = nextClose(openMs, hours, () => true);
  if (timeframe === 'D') return sessionClose;
  // A close the next session opens at once (FX Monday to Thursday) does not stop trading: a 4-hour candle across it
  // goes on to its full length.
  while (sessionClose < openMs + length && isMarketOpen(hours, sessionClose)) sessionClose = nextClose(sessionClose, hours, () => true);
  return Math.min(openMs + length, sessionClose);
}

/** The close of the week's last session day strictly after `ms`. */
function weekClose(ms: number, hours: SessionHours): number {
  const lastDay = Math.max(...hours.closeDays);
  return nextClose(ms, hours, (weekday) => weekday === lastDay);
}

/** The market's close time (its day roll) on the local date `days` before the date of `close`. */
function rollBefore(close: number, days: number, hours: SessionHours): number {
  const date = localDate(close, hours.timeZone);
  return zonedInstant(localDate(Date.UTC(date.year, date.month, date.day - days, 12), 'UTC'), hours.close, hours.timeZone);
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
  return remembered(rolls, `${hours.timeZone}|${hours.close}|${period}|${ms}`, ROLLS_KEPT, () => {
    if (period === 'D') {
      const close = nextClose(ms, hours, () => true);
      return Object.freeze({ open: rollBefore(close, 1, hours), close });
    }
    const close = weekClose(ms, hours);
    const sessionDays = Math.max(...hours.closeDays) - Math.min(...hours.closeDays) + 1;
    return Object.freeze({ open: rollBefore(close, sessionDays, hours), close });
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
 * its open is not before its close (CME, FX).
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
  const overnight = hours.open >= hours.close;
  // From tomorrow backwards: an overnight session that opened this evening closes on tomorrow's date.
  for (let days = 1; days >= -14; days -= 1) {
    const date = localDate(Date.UTC(start.year, start.month, start.day + days, 12), 'UTC');
    if (!hours.closeDays.includes(date.weekday)) continue;
    const openDate = overnight ? localDate(Date.UTC(start.year, start.month, start.day + days - 1, 12), 'UTC') : date;
    const session = { open: zonedInstant(openDate, hours.open, hours.timeZone), close: zonedInstant(date, hours.close, hours.timeZone) };
    if (session.open <= ms) return session;
  }
  return null;
}

/** Whether the market trades at `ms`: inside the session at or before it, before that session's close. */
export function isMarketOpen(hours: MarketHours, ms: number): boolean {
  if (hours.kind === 'always') return true;
  const session = sessionAtOrBefore(ms, hours);
  return session !== null && ms < session.close;
}
