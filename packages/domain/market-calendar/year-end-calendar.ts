import { marketCalendar } from './market-calendar';

/** The years the year-end rule covers: from the demo market's first year to 2040. */
export const YEAR_END_FIRST_YEAR = 2018;
export const YEAR_END_LAST_YEAR = 2040;

/** Christmas and New Year's Day of each year from `first` to `last` that `skip` does not exclude. */
export function yearEndClosures(first: number, last: number, skip: (year: number) => boolean = () => false): string[] {
  const dates: string[] = [];
  for (let year = first; year <= last; year += 1) if (!skip(year)) dates.push(`${year}-01-01`, `${year}-12-25`);
  return dates;
}

/**
 * OTC spot FX and the FX-priced CFDs (indices, commodities), which trade from Sunday 17:00 to Friday 17:00 New York:
 * closed only for Christmas and New Year's Day, whose sessions (from the evening before) do not open; trading resumes
 * that evening. The interbank market has no exchange and keeps trading through US holidays (thinly, as Asia and
 * Europe are open), so Thanksgiving, Good Friday or Independence Day keep their full day here. CME Globex futures have
 * their own US-holiday schedule (cme-calendar.ts).
 * A rule rather than a table, from the demo market's first year to 2040; after that, only the weekly sessions.
 */
export const YEAR_END_CALENDAR = marketCalendar({
  name: 'FX',
  firstYear: YEAR_END_FIRST_YEAR,
  lastYear: YEAR_END_LAST_YEAR,
  sources: [
    'https://www.cmegroup.com/trading-hours.html',
    'https://www.cmegroup.com/tools-information/holiday-calendar.html',
  ],
  closed: yearEndClosures(YEAR_END_FIRST_YEAR, YEAR_END_LAST_YEAR),
});
