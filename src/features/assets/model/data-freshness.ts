import { candleCloseTime, sessionAtOrBefore, type MarketHours } from '@agulhadas/domain/market-hours';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * Whether an asset's data is recent enough for its market: the card says 'sem dados recentes'
 * when the robot should have sent something newer, so an old price never passes for the current one.
 *
 * The rule (docs/decisions/0122-sem-dados-recentes-on-a-card.md):
 * - The robot sends a round every 15 minutes. Data is stale when, while the market trades, nothing newer arrived for
 *   longer than one round plus a grace (5 min, for a round that runs late or takes long).
 * - The viewer's delay is not staleness: a delayed view is measured at `now - delay` (a non-payer's 20-minute-old data
 *   is what they should see, not a missing round).
 * - Time the market is closed does not count. During a session, only the time since the later of the data and the
 *   session's open counts (the first round of a session gets its 20 minutes too). When the market is closed, data
 *   from its last session is never stale (a Saturday is quiet, not broken); data older than that session's open is.
 * - Markets that always trade (crypto) count every minute.
 * - Sessions are the exchange's calendar (market-hours.ts): a holiday is closed time like a weekend, a late open or
 *   early close moves the session's edge.
 */
export const ROBOT_ROUND_MS = 15 * 60_000;
export const FRESHNESS_GRACE_MS = 5 * 60_000;
/** Trading time without new data after which data is stale. */
export const STALE_AFTER_TRADING_MS = ROBOT_ROUND_MS + FRESHNESS_GRACE_MS;

/**
 * The newest data known: a robot capture (the asset's `lastUpdate`: when the data arrived), or a reading, whose
 * `lastUpdate` is the open of its candle. A candle's data may be as new as its close, so that is when it counts from:
 * a daily reading is not late while its day still trades ("older than its timeframe allows").
 */
export type LatestData = { capturedAt: number } | { candleOpen: number; timeframe: Timeframe };

export interface FreshnessInput {
  hours: MarketHours;
  latest: LatestData;
  /** The viewer's delay: 0 for payers, the list's delay for delayed views. */
  delayMs: number;
  now: number;
}

export interface Freshness {
  stale: boolean;
  /** Until when the data is known current (epoch ms): the capture time, or the candle's close. */
  dataAt: number;
}

function dataTime(latest: LatestData, hours: MarketHours): number {
  return 'capturedAt' in latest ? latest.capturedAt : candleCloseTime(latest.candleOpen, latest.timeframe, hours);
}

export function dataFreshness({ hours, latest, delayMs, now }: FreshnessInput): Freshness {
  const dataAt = dataTime(latest, hours);
  const asOf = now - delayMs;
  if (Number.isNaN(dataAt)) return { stale: true, dataAt };
  if (dataAt >= asOf) return { stale: false, dataAt };
  if (hours.kind === 'always') return { stale: asOf - dataAt > STALE_AFTER_TRADING_MS, dataAt };
  const session = sessionAtOrBefore(asOf, hours);
  // No session in the last two weeks cannot happen with the table; nothing to measure against, so nothing to flag.
  if (!session) return { stale: false, dataAt };
  if (asOf >= session.close) return { stale: dataAt < session.open, dataAt };
  return { stale: asOf - Math.max(dataAt, session.open) > STALE_AFTER_TRADING_MS, dataAt };
}
