import type { Timeframe } from '@agulhadas/domain/timeframes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How old a reading may be before its row fades. */
export const STALE_AFTER_MS: Record<Timeframe, number> = {
  W: 7 * 24 * HOUR,
  D: 24 * HOUR,
  '240': 4 * HOUR,
  '60': HOUR,
  '15': 15 * MINUTE,
};

export const FADED_OPACITY = 0.3;

export function isStale(timeframe: Timeframe, lastUpdate: string | null | undefined, now: Date): boolean {
  return isStaleAt(timeframe, lastUpdate ? Date.parse(lastUpdate) : Number.NaN, now);
}

/** isStale with the time already parsed (NaN when missing or invalid), for callers that cache it. */
export function isStaleAt(timeframe: Timeframe, at: number, now: Date): boolean {
  if (Number.isNaN(at)) return true;
  return now.getTime() - at > STALE_AFTER_MS[timeframe];
}

export interface FadeOptions {
  /** The user's 'fade expired' option (default on). */
  fadeExpired: boolean;
  /** Full opacity forced by the caller (e.g. a notification snapshot). */
  forceFull?: boolean;
}

export function rowOpacity(
  timeframe: Timeframe,
  lastUpdate: string | null | undefined,
  now: Date,
  options: FadeOptions,
): number {
  if (!options.fadeExpired || options.forceFull) return 1;
  return isStale(timeframe, lastUpdate, now) ? FADED_OPACITY : 1;
}

/** The last-capture text turns normal colour once the data is over 15 minutes old; fresher data is highlighted. */
export function isFreshCapture(lastUpdate: string | null | undefined, now: Date): boolean {
  if (!lastUpdate) return false;
  const at = Date.parse(lastUpdate);
  return !Number.isNaN(at) && now.getTime() - at <= 15 * MINUTE;
}
