import { marketCalendar } from './market-calendar';

const FIRST_YEAR = 2018;
const LAST_YEAR = 2040;

function yearEndClosures(): string[] {
  const dates: string[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) dates.push(`${year}-01-01`, `${year}-12-25`);
  return dates;
}

/**
 * FX and CME Globex, which trade from Sunday 17:00 (Globex 18:00) to Friday 17:00 New York: closed for Christmas and
 * New Year's Day, whose sessions (from the evening before) do not open; trading resumes that evening. Their other
 * holiday schedules (shortened Globex sessions on US holidays) are not modelled: the day still closes at 17:00.
 * A rule rather than a table, from the demo market's first year to 2040; after that, only the weekly sessions.
 */
export const YEAR_END_CALENDAR = marketCalendar({
  name: 'FX-CME',
  firstYear: FIRST_YEAR,
  lastYear: LAST_YEAR,
  sources: [
    'https://www.cmegroup.com/trading-hours.html',
    'https://www.cmegroup.com/tools-information/holiday-calendar.html',
  ],
  closed: yearEndClosures(),
});
