import { isMarketOpen, MARKET_HOURS, type MarketHoursKey } from '../market-hours';

/**
 * 'sem dados recentes' (issue 14, robot health on the card): the robot sends every asset each 15-minute round, so
 * data older than a round plus a grace, while its market has traded all along, means the robot (or its source) has
 * not read this asset. A closed market is not stale: the last session's data is the newest there is. For a delayed
 * viewer the clock is shifted by the delay, which is expected.
 */
export const NO_RECENT_DATA_AFTER_MS = 20 * 60_000;
/** A delayed view's data is the delay (20 minutes by default) plus up to one capture interval old, by design. */
export const DELAYED_VIEW_MS = 35 * 60_000;

export function hasNoRecentData(lastUpdate: string | null | undefined, marketHours: MarketHoursKey | undefined, now: Date, delayMs = 0): boolean {
  if (!lastUpdate || !marketHours) return false;
  const at = Date.parse(lastUpdate);
  const seenAt = now.getTime() - delayMs;
  if (Number.isNaN(at) || seenAt - at <= NO_RECENT_DATA_AFTER_MS) return false;
  const hours = MARKET_HOURS[marketHours];
  // Open now and already open a grace ago: the round that should have brought newer data has come and gone.
  return isMarketOpen(hours, seenAt) && isMarketOpen(hours, seenAt - NO_RECENT_DATA_AFTER_MS);
}
