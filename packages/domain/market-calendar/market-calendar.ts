/**
 * An exchange's calendar beyond its weekly sessions: the dates it does not trade, closes early or opens late. Dates are
 * the exchange's local dates ('YYYY-MM-DD'); for a market whose session opens the evening before (FX, CME), the date
 * its session would close.
 */
export interface MarketCalendar {
  /** Names the calendar in caches and docs. */
  name: string;
  /** Local dates without a session. */
  closed: ReadonlySet<string>;
  /** Local dates whose session closes early, with the local close 'HH:MM'. */
  earlyCloses: ReadonlyMap<string, string>;
  /** Local dates whose session opens late, with the local open 'HH:MM'. */
  lateOpens: ReadonlyMap<string, string>;
}

/** A calendar from its tables. */
export function marketCalendar(
  name: string,
  closed: readonly string[],
  earlyCloses: Record<string, string> = {},
  lateOpens: Record<string, string> = {},
): MarketCalendar {
  return Object.freeze({
    name,
    closed: new Set(closed),
    earlyCloses: new Map(Object.entries(earlyCloses)),
    lateOpens: new Map(Object.entries(lateOpens)),
  });
}
