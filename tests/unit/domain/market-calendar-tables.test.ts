import { describe, expect, it } from '@jest/globals';
import { B3_CALENDAR } from '@agulhadas/domain/market-calendar/b3-calendar';
import {
  CME_CALENDAR,
  CME_SCHEDULE_FIRST_YEAR,
  CME_SCHEDULE_LAST_YEAR,
} from '@agulhadas/domain/market-calendar/cme-calendar';
import { marketCalendar, type MarketCalendar } from '@agulhadas/domain/market-calendar/market-calendar';
import { NYSE_CALENDAR } from '@agulhadas/domain/market-calendar/nyse-calendar';
import { YEAR_END_CALENDAR } from '@agulhadas/domain/market-calendar/year-end-calendar';

// The tables are typed from the exchanges' announcements; these tests derive the same days from the rules the
// exchanges state (Easter, nth weekdays, weekend holidays moved), so a typo in a table or a missed year fails here.

const DAY = 86_400_000;
const key = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const weekday = (ms: number) => new Date(ms).getUTCDay();
const isWeekday = (ms: number) => weekday(ms) >= 1 && weekday(ms) <= 5;

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The nth given weekday of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, day: number, n: number): number {
  if (n < 0) {
    const last = utc(year, month + 1, 0);
    return last - ((weekday(last) - day + 7) % 7) * DAY;
  }
  const first = utc(year, month, 1);
  return first + (((day - weekday(first) + 7) % 7) + (n - 1) * 7) * DAY;
}

function b3Expected(year: number): { closed: string[]; lateOpens: string[] } {
  const e = easter(year);
  const fixed = [
    [1, 1],
    [4, 21],
    [5, 1],
    [9, 7],
    [10, 12],
    [11, 2],
    [11, 15],
    [11, 20],
    [12, 24],
    [12, 25],
  ].map(([month, day]) => utc(year, month!, day!));
  // The year's last business day: no session (banks closed to the public).
  let lastBusinessDay = utc(year, 12, 31);
  while (!isWeekday(lastBusinessDay)) lastBusinessDay -= DAY;
  const movable = [e - 48 * DAY, e - 47 * DAY, e - 2 * DAY, e + 60 * DAY];
  const closed = [...new Set([...fixed, ...movable, lastBusinessDay].filter(isWeekday).map(key))].sort();
  return { closed, lateOpens: [key(e - 46 * DAY)] };
}

/** A federal holiday on a Saturday is kept on the Friday before (except New Year's Day), on a Sunday the Monday after. */
function observed(ms: number, keepSaturday: boolean): number | null {
  if (weekday(ms) === 6) return keepSaturday ? ms - DAY : null;
  if (weekday(ms) === 0) return ms + DAY;
  return ms;
}

const NYSE_EXTRA_CLOSURES = ['2025-01-09']; // President Carter's national day of mourning.

function nyseExpected(year: number): { closed: string[]; earlyCloses: string[] } {
  const holidays = [
    observed(utc(year, 1, 1), false),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    easter(year) - 2 * DAY,
    nthWeekday(year, 5, 1, -1),
    observed(utc(year, 6, 19), true),
    observed(utc(year, 7, 4), true),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 11, 4, 4),
    observed(utc(year, 12, 25), true),
  ].filter((ms): ms is number => ms !== null);
  const closed = [...holidays.map(key), ...NYSE_EXTRA_CLOSURES.filter((date) => date.startsWith(`${year}-`))].sort();
  const trading = (ms: number) => isWeekday(ms) && !closed.includes(key(ms));
  const earlyCloses = [utc(year, 7, 3), nthWeekday(year, 11, 4, 4) + DAY, utc(year, 12, 24)]
    .filter(trading)
    .map(key)
    .sort();
  return { closed, earlyCloses };
}

/** Good Fridays on which CME's equity futures traded until 08:15 Central (09:15 New York) for the jobs report. */
const CME_GOOD_FRIDAY_SESSIONS = ['2026-04-03'];
/** Days CME closed its equity futures early for a reason no rule gives: President Carter's national day of mourning. */
const CME_EXTRA_EARLY_CLOSES: Record<string, string> = { '2025-01-09': '09:30' };

/**
 * CME Globex equity futures in New York time: New Year's Day, Good Friday and Christmas (as observed) closed; the
 * other federal holidays (as observed) and Thanksgiving halted at 13:00; the day after Thanksgiving, Christmas Eve and
 * 3 July (when Independence Day falls on Tuesday to Friday) closed at 13:15.
 */
function cmeExpected(year: number): { closed: string[]; earlyCloses: Record<string, string> } {
  const goodFriday = key(easter(year) - 2 * DAY);
  const christmas = observed(utc(year, 12, 25), true)!;
  const closed = [key(utc(year, 1, 1)), key(christmas)];
  if (!CME_GOOD_FRIDAY_SESSIONS.includes(goodFriday)) closed.push(goodFriday);
  const halts = [
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    observed(utc(year, 6, 19), true),
    observed(utc(year, 7, 4), true),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 11, 4, 4),
  ].filter((ms): ms is number => ms !== null);
  const julyFourthTuesdayToFriday = [2, 3, 4, 5].includes(weekday(utc(year, 7, 4)));
  const shortened = [
    nthWeekday(year, 11, 4, 4) + DAY,
    utc(year, 12, 24),
    ...(julyFourthTuesdayToFriday ? [utc(year, 7, 3)] : []),
  ].filter((ms) => isWeekday(ms) && !closed.includes(key(ms)));
  const earlyCloses: Record<string, string> = Object.fromEntries([
    ...halts.map((ms) => [key(ms), '13:00']),
    ...shortened.map((ms) => [key(ms), '13:15']),
    ...(CME_GOOD_FRIDAY_SESSIONS.includes(goodFriday) ? [[goodFriday, '09:15']] : []),
    ...Object.entries(CME_EXTRA_EARLY_CLOSES).filter(([date]) => date.startsWith(`${year}-`)),
  ]);
  return { closed: closed.sort(), earlyCloses };
}

const inYear = (dates: Iterable<string>, year: number) =>
  [...dates].filter((date) => date.startsWith(`${year}-`)).sort();
const years = (calendar: MarketCalendar) =>
  Array.from({ length: calendar.lastYear - calendar.firstYear + 1 }, (_, index) => calendar.firstYear + index);

describe('market calendar tables', () => {
  it.each([B3_CALENDAR, NYSE_CALENDAR, YEAR_END_CALENDAR, CME_CALENDAR])(
    '$name covers at least through 2027 and names its source',
    (calendar) => {
      expect(calendar.lastYear).toBeGreaterThanOrEqual(2027);
      expect(calendar.firstYear).toBeLessThanOrEqual(2025);
      expect(calendar.sources.length).toBeGreaterThan(0);
      for (const source of calendar.sources) expect(source).toMatch(/^https:\/\//);
      // Every covered year has its dates: a year left out of a table would trade through its holidays.
      for (const year of years(calendar)) expect(inYear(calendar.closed, year).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('names the exchanges’ own pages first', () => {
    expect(B3_CALENDAR.sources[0]).toMatch(/^https:\/\/www\.b3\.com\.br\//);
    expect(NYSE_CALENDAR.sources[0]).toMatch(/^https:\/\/www\.nyse\.com\//);
    expect(YEAR_END_CALENDAR.sources[0]).toMatch(/^https:\/\/www\.cmegroup\.com\//);
    expect(CME_CALENDAR.sources[0]).toMatch(/^https:\/\/www\.cmegroup\.com\//);
  });

  it('holds CME’s full US-holiday schedule at least from 2025 through 2027', () => {
    expect(CME_SCHEDULE_FIRST_YEAR).toBeLessThanOrEqual(2025);
    expect(CME_SCHEDULE_LAST_YEAR).toBeGreaterThanOrEqual(2027);
  });

  const cmeYears = Array.from(
    { length: CME_SCHEDULE_LAST_YEAR - CME_SCHEDULE_FIRST_YEAR + 1 },
    (_, index) => CME_SCHEDULE_FIRST_YEAR + index,
  );
  it.each(cmeYears)('CME %i: closed days, 13:00 holiday halts and 13:15 early closes', (year) => {
    const expected = cmeExpected(year);
    expect(inYear(CME_CALENDAR.closed, year)).toEqual(expected.closed);
    expect(
      Object.fromEntries(
        inYear(CME_CALENDAR.earlyCloses.keys(), year).map((date) => [date, CME_CALENDAR.earlyCloses.get(date)]),
      ),
    ).toEqual(expected.earlyCloses);
    expect(inYear(CME_CALENDAR.lateOpens.keys(), year)).toEqual([]);
  });

  it('keeps CME on the FX rule outside its schedule years, and FX on that rule every year', () => {
    for (const year of [2018, 2023, 2028, 2040]) {
      expect(inYear(CME_CALENDAR.closed, year)).toEqual([`${year}-01-01`, `${year}-12-25`]);
      expect(inYear(CME_CALENDAR.earlyCloses.keys(), year)).toEqual([]);
    }
    for (const year of years(YEAR_END_CALENDAR)) {
      expect(inYear(YEAR_END_CALENDAR.closed, year)).toEqual([`${year}-01-01`, `${year}-12-25`]);
    }
    expect(YEAR_END_CALENDAR.earlyCloses.size).toBe(0);
  });

  it.each(years(B3_CALENDAR))(
    'B3 %i: the national holidays, Carnival, Good Friday, Corpus Christi, Christmas Eve and the last business day',
    (year) => {
      const expected = b3Expected(year);
      expect(inYear(B3_CALENDAR.closed, year)).toEqual(expected.closed);
      expect(inYear(B3_CALENDAR.lateOpens.keys(), year)).toEqual(expected.lateOpens);
      expect(B3_CALENDAR.lateOpens.get(expected.lateOpens[0]!)).toBe('13:00');
      expect(inYear(B3_CALENDAR.earlyCloses.keys(), year)).toEqual([]);
    },
  );

  it.each(years(NYSE_CALENDAR))('NYSE %i: the ten holidays as observed and the 13:00 early closes', (year) => {
    const expected = nyseExpected(year);
    expect(inYear(NYSE_CALENDAR.closed, year)).toEqual(expected.closed);
    expect(inYear(NYSE_CALENDAR.earlyCloses.keys(), year)).toEqual(expected.earlyCloses);
    for (const date of expected.earlyCloses) expect(NYSE_CALENDAR.earlyCloses.get(date)).toBe('13:00');
  });

  it('knows the dates the rules are easy to get wrong on', () => {
    // Consciência Negra, national since 2024; Carnival 2026; Corpus Christi 2027; Juneteenth and Christmas 2027 kept on Friday.
    for (const date of ['2024-11-20', '2025-11-20', '2026-11-20', '2026-02-16', '2026-02-17', '2027-05-27'])
      expect(B3_CALENDAR.closed.has(date)).toBe(true);
    for (const date of ['2027-06-18', '2027-12-24', '2026-07-03', '2027-07-05'])
      expect(NYSE_CALENDAR.closed.has(date)).toBe(true);
    // New Year's Day 2028 is a Saturday: NYSE does not close on Friday 31 December 2027.
    expect(NYSE_CALENDAR.closed.has('2027-12-31')).toBe(false);
  });

  it('refuses a date outside the covered years', () => {
    const build = (date: string) => () =>
      marketCalendar({ name: 'X', firstYear: 2026, lastYear: 2027, sources: ['https://example.com'], closed: [date] });
    expect(build('2028-01-03')).toThrow('X: 2028-01-03 is outside 2026–2027');
    expect(build('2026-1-3')).toThrow();
    expect(build('2027-12-31')).not.toThrow();
  });
});
