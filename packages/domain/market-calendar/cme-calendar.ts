import { marketCalendar } from './market-calendar';
import { YEAR_END_FIRST_YEAR, YEAR_END_LAST_YEAR, yearEndClosures } from './year-end-calendar';

/** The years whose full US-holiday schedule the table below holds. */
export const CME_SCHEDULE_FIRST_YEAR = 2024;
export const CME_SCHEDULE_LAST_YEAR = 2027;

const inSchedule = (year: number) => year >= CME_SCHEDULE_FIRST_YEAR && year <= CME_SCHEDULE_LAST_YEAR;

/**
 * CME Globex's US-holiday schedule for its equity index futures, 2024–2027, in New York time (the market's zone), with
 * the other years kept on the FX rule (Christmas and New Year's Day closed, 2018–2040).
 *
 * - Closed (no session closes on the date; the one from the evening before does not open): New Year's Day, Good
 *   Friday (except 2026, below), Christmas (on Friday 24 December 2027, as observed).
 * - Halted at 13:00 (12:00 Central) on Martin Luther King Jr. Day, Presidents' Day, Memorial Day, Juneteenth,
 *   Independence Day and Labor Day (as observed) and on Thanksgiving; trading resumes at 18:00 for the next day.
 * - Early close at 13:15 (12:15 Central) on the day after Thanksgiving, on Christmas Eve and on 3 July when
 *   Independence Day falls from Tuesday to Friday.
 * - Good Friday 2026 (3 April) carries the monthly employment report: as in 2021 and 2023, equity futures trade until
 *   09:15 (08:15 Central) instead of staying closed. On 9 January 2025 (President Carter's national day of mourning)
 *   they closed at 09:30 (08:30 Central).
 *
 * Not modelled, and why:
 * - CME counts a holiday's hours (Sunday 18:00 to Monday 13:00 on Martin Luther King Jr. Day) in the next trade date.
 *   A session here is one stretch from open to close, so the halt is the holiday's early close: its hours form a short
 *   day of their own, its daily candle closes (and its pre-close alert fires) at the halt, which is when trading stops.
 * - One schedule stands for every CME product of the universe: energy and metals halt at 14:30 (13:30 Central) on
 *   these holidays, Treasuries close at 13:00 on the day after Thanksgiving, and grains do not trade US holidays at
 *   all (nor outside their own day and night sessions). The equity index futures are the most watched, and the
 *   others differ by minutes on a handful of days.
 * - New Year's Eve keeps its regular close for equity index futures (interest rate products close early), as NYSE does.
 *
 * CME publishes each year's holiday hours on its trading-hours page (the holiday calendar links to them) late in the
 * year before: compare and add the next year then (docs/operations.md, "The market calendars").
 */
export const CME_CALENDAR = marketCalendar({
  name: 'CME',
  firstYear: YEAR_END_FIRST_YEAR,
  lastYear: YEAR_END_LAST_YEAR,
  sources: [
    // CME's holiday calendar and trading hours (each holiday's hours by product group), as published by the exchange.
    'https://www.cmegroup.com/tools-information/holiday-calendar.html',
    'https://www.cmegroup.com/trading-hours.html',
    // The 2026 schedule by product group, and the day of mourning of 9 January 2025.
    'https://edgeclear.com/exchange-holiday-hours/',
    'https://mondovisione.com/media-and-resources/news/cme-group-announces-trading-hours-for-us-national-day-of-mourning-to-honor-for/',
    // The equity rules by year (holiday halts, 12:15 Central early closes, Good Friday with the jobs report).
    'https://github.com/rsheftel/pandas_market_calendars/blob/master/pandas_market_calendars/calendars/cme_globex_equities.py',
  ],
  closed: [
    ...yearEndClosures(YEAR_END_FIRST_YEAR, YEAR_END_LAST_YEAR, inSchedule),
    // 2024
    '2024-01-01',
    '2024-03-29',
    '2024-12-25',
    // 2025
    '2025-01-01',
    '2025-04-18',
    '2025-12-25',
    // 2026
    '2026-01-01',
    '2026-12-25',
    // 2027
    '2027-01-01',
    '2027-03-26',
    '2027-12-24',
  ],
  earlyCloses: {
    // 2024
    '2024-01-15': '13:00',
    '2024-02-19': '13:00',
    '2024-05-27': '13:00',
    '2024-06-19': '13:00',
    '2024-07-03': '13:15',
    '2024-07-04': '13:00',
    '2024-09-02': '13:00',
    '2024-11-28': '13:00',
    '2024-11-29': '13:15',
    '2024-12-24': '13:15',
    // 2025
    '2025-01-09': '09:30',
    '2025-01-20': '13:00',
    '2025-02-17': '13:00',
    '2025-05-26': '13:00',
    '2025-06-19': '13:00',
    '2025-07-03': '13:15',
    '2025-07-04': '13:00',
    '2025-09-01': '13:00',
    '2025-11-27': '13:00',
    '2025-11-28': '13:15',
    '2025-12-24': '13:15',
    // 2026
    '2026-01-19': '13:00',
    '2026-02-16': '13:00',
    '2026-04-03': '09:15',
    '2026-05-25': '13:00',
    '2026-06-19': '13:00',
    '2026-07-03': '13:00',
    '2026-09-07': '13:00',
    '2026-11-26': '13:00',
    '2026-11-27': '13:15',
    '2026-12-24': '13:15',
    // 2027
    '2027-01-18': '13:00',
    '2027-02-15': '13:00',
    '2027-05-31': '13:00',
    '2027-06-18': '13:00',
    '2027-07-05': '13:00',
    '2027-09-06': '13:00',
    '2027-11-25': '13:00',
    '2027-11-26': '13:15',
  },
});
