import type { Timeframe } from '../timeframes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How old a timeframe's reading (its candle's open) may be, for a viewer without delay, before its row reads as stale. */
export const ROW_FRESH_FOR_MS: Record<Timeframe, number> = {
  W: 7 * DAY,
  D: DAY,
  '240': 4 * HOUR,
  '60': HOUR,
  '15': 15 * MINUTE,
};

/**
 * A delayed view shows the newest capture at least the delay old, and captures arrive once a round (15 minutes, plus
 * 5 for a late round): its readings are up to delay + 20 minutes behind by design. That is the plan's promise, not a
 * broken feed, so a delayed viewer's row only reads as stale past its timeframe's window plus all of that.
 */
export const DELAYED_VIEW_SLACK_MS = 20 * MINUTE;

export interface RowStalenessInput {
  timeframe: Timeframe;
  /** The reading's candle open (ms); NaN when missing or unreadable. */
  readingAt: number;
  now: number;
  /** The viewer's delay in minutes: 0 for payers, the plan's delay for visitors and free plans. */
  delayMinutes: number;
}

/** The age past which a row is stale for this viewer. */
export function rowStaleAfterMs(timeframe: Timeframe, delayMinutes: number): number {
  const delay = delayMinutes > 0 ? delayMinutes * MINUTE + DELAYED_VIEW_SLACK_MS : 0;
  return ROW_FRESH_FOR_MS[timeframe] + delay;
}

/** Whether a row's reading is older than what the viewer is promised; a reading without a date is stale. */
export function isRowStale({ timeframe, readingAt, now, delayMinutes }: RowStalenessInput): boolean {
  if (Number.isNaN(readingAt)) return true;
  return now - readingAt > rowStaleAfterMs(timeframe, delayMinutes);
}

/** 'há 35 min', 'há 2 h', 'há 3 d': how old a reading is, rounded down, for a stale row's text. */
export function readingAgeText(readingAt: number, now: number): string {
  if (Number.isNaN(readingAt)) return 'sem dados recentes';
  const age = Math.max(0, now - readingAt);
  if (age < HOUR) return `há ${Math.max(1, Math.floor(age / MINUTE))} min`;
  if (age < 2 * DAY) return `há ${Math.floor(age / HOUR)} h`;
  return `há ${Math.floor(age / DAY)} d`;
}
