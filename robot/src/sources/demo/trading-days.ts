import { bucketStart } from '@agulhadas/domain/candle-buckets';
import {
  isTradingDate,
  MARKET_HOURS,
  sessionAtOrBefore,
  type MarketHoursKey,
  type Session,
} from '@agulhadas/domain/market-hours';

/**
 * The demo market's calendar: the trading days of a market (each a session and its daily and weekly candle), numbered
 * from a fixed Monday so a day's number, and so its price, never depends on when it is asked. Markets that close trade
 * Monday to Friday except their exchange's holidays (a day is named by the UTC date of its session's close); markets
 * that always trade, every UTC date. A holiday keeps its number but holds no session: the next day opens from where
 * the holiday would have closed, a gap as a market that missed a day of the world's news opens with.
 */
export interface TradingDay {
  /** UTC date of the day's close, in days since 1970-01-01. */
  date: number;
  /** Trading days since the calendar's first Monday (negative before it). */
  index: number;
  session: Session;
  /** Open time of the day's daily and weekly candles on the product's grid. */
  dayOpen: number;
  weekOpen: number;
}

const DAY = 86_400_000;
/** Monday 1 January 2018: the demo market's day 0 (before it, the market rests at its reference level). */
const EPOCH_DATE = Date.UTC(2018, 0, 1) / DAY;
/**
 * At 19:00 UTC of its close date every session of the product's markets is trading or has closed early that day (New
 * York's 13:00, CME's holiday halts), and no later session has opened: the session found there is the day's.
 */
const INSIDE_SESSION = 19 * 3_600_000;

const weekdayOf = (date: number) => (((date - EPOCH_DATE) % 7) + 7) % 7;
const closes = (key: MarketHoursKey) => MARKET_HOURS[key].kind === 'sessions';
const sessionDates = new Map<string, boolean>();

/** Whether a session closes on UTC `date` (every product market's close falls on the same date in UTC as locally). */
function trades(key: MarketHoursKey, date: number): boolean {
  // Backfills walk the same few thousand dates for every asset of a market.
  const id = `${key}|${date}`;
  let found = sessionDates.get(id);
  if (found === undefined)
    sessionDates.set(id, (found = isTradingDate(MARKET_HOURS[key], date * DAY + INSIDE_SESSION)));
  return found;
}

function indexOf(key: MarketHoursKey, date: number): number {
  if (!closes(key)) return date - EPOCH_DATE;
  const days = date - EPOCH_DATE;
  return Math.floor(days / 7) * 5 + weekdayOf(date);
}

const known = new Map<string, TradingDay>();

/** The trading day closing on UTC `date` (a session day of the market: not a weekend or holiday for markets that close). */
export function tradingDay(key: MarketHoursKey, date: number): TradingDay {
  const id = `${key}|${date}`;
  let day = known.get(id);
  if (day) return day;
  const hours = MARKET_HOURS[key];
  const session = sessionAtOrBefore(date * DAY + INSIDE_SESSION, hours) ?? {
    open: date * DAY,
    close: (date + 1) * DAY,
  };
  const dayOpen = bucketStart(session.close - 1, 'D', hours);
  day = { date, index: indexOf(key, date), session, dayOpen, weekOpen: bucketStart(dayOpen, 'W', hours) };
  // Dates of six markets over the charts' reach: a few thousand entries.
  known.set(id, day);
  return day;
}

/** The trading day before `day`. */
export function previousDay(key: MarketHoursKey, day: TradingDay): TradingDay {
  let date = day.date - 1;
  while (!trades(key, date)) date -= 1;
  return tradingDay(key, date);
}

/** The trading day after `day`. */
export function nextDay(key: MarketHoursKey, day: TradingDay): TradingDay {
  let date = day.date + 1;
  while (!trades(key, date)) date += 1;
  return tradingDay(key, date);
}

/** The trading day in session at `time`, or else the last one that closed before it. */
export function dayAtOrBefore(key: MarketHoursKey, time: number): TradingDay {
  const hours = MARKET_HOURS[key];
  if (hours.kind === 'always') return tradingDay(key, Math.floor(time / DAY));
  const session = sessionAtOrBefore(time, hours)!;
  return tradingDay(key, Math.floor((session.close - 1) / DAY));
}
