/**
 * An exchange's calendar beyond its weekly sessions: the dates it does not trade, closes early or opens late. Dates are
 * the exchange's local dates ('YYYY-MM-DD'); for a market whose session opens the evening before (FX, CME), the date
 * its session would close.
 *
 * The tables hold the years from `firstYear` to `lastYear`. Outside them only the weekly sessions are known: every
 * weekday trades at the regular hours, so a holiday after the last covered year would look like a session without
 * trades (cards 'sem dados recentes', a pre-close round for nothing) until the next year's dates are added, which
 * docs/operations.md schedules each December.
 */
export interface MarketCalendar {
  /** Names the calendar in caches and docs. */
  name: string;
  /** The first and last years the tables cover. */
  firstYear: number;
  lastYear: number;
  /** The pages the dates come from: the exchange's published calendar first. */
  sources: readonly string[];
  /** Local dates without a session. */
  closed: ReadonlySet<string>;
  /** Local dates whose session closes early, with the local close 'HH:MM'. */
  earlyCloses: ReadonlyMap<string, string>;
  /** Local dates whose session opens late, with the local open 'HH:MM'. */
  lateOpens: ReadonlyMap<string, string>;
}

export interface MarketCalendarTables {
  name: string;
  firstYear: number;
  lastYear: number;
  sources: readonly string[];
  closed: readonly string[];
  earlyCloses?: Record<string, string>;
  lateOpens?: Record<string, string>;
}

/** A calendar from its tables; a date outside the covered years is a typo, refused at load. */
export function marketCalendar(tables: MarketCalendarTables): MarketCalendar {
  const { name, firstYear, lastYear, sources, closed, earlyCloses = {}, lateOpens = {} } = tables;
  for (const date of [...closed, ...Object.keys(earlyCloses), ...Object.keys(lateOpens)]) {
    const year = Number(date.slice(0, 4));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || year < firstYear || year > lastYear) {
      throw new Error(`${name}: ${date} is outside ${firstYear}–${lastYear}`);
    }
  }
  return Object.freeze({
    name,
    firstYear,
    lastYear,
    sources: Object.freeze([...sources]),
    closed: new Set(closed),
    earlyCloses: new Map(Object.entries(earlyCloses)),
    lateOpens: new Map(Object.entries(lateOpens)),
  });
}
