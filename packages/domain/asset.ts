import type { AssetType } from './categories';
import type { MarketHoursKey } from './market-hours';
import type { Readings } from './reading';
import type { Timeframe } from './timeframes';

/** One robot capture of an asset: the price and readings the robot sent at `capturedAt`. */
export interface Capture {
  capturedAt: string;
  preco: number;
  readings: Readings;
  /** Made from a backfill's history, dated at the delayed view's cut (captures.ts, withBackfillCapture). */
  backfill?: true;
}

/** An item of the asset list as GET /api/getAllAssets answers it. */
export interface AssetListItem {
  _id: string;
  /** 'EXCHANGE:SYMBOL'. */
  asset: string;
  symbol: string;
  nome: string;
  assetType: AssetType | string;
  /** The exchange, shown as the symbol's prefix. */
  assetPrefix: string;
  free: boolean;
  /** The caller may not see this asset's readings (star + link to /assinatura). */
  locked: boolean;
  /** Readings are delayed for this caller (the 'D' marker). */
  delayed: boolean;
  /** Delayed items: how many minutes behind they are, so the client measures staleness against it (data-freshness.ts). */
  delayMinutes?: number;
  /** When the asset's market trades (absent on locked items and on assets stored without it: no staleness is said). */
  marketHours?: MarketHoursKey;
  preco: number | null;
  lastUpdate: string | null;
  timeFrames: Timeframe[];
  readings: Readings;
}

/**
 * The capture a delayed viewer may see: the newest one captured at least `delayMinutes` ago.
 * Null when every capture is newer than that.
 */
export function captureAsOf(captures: readonly Capture[], now: Date, delayMinutes: number): Capture | null {
  const cutoff = now.getTime() - delayMinutes * 60_000;
  let best: Capture | null = null;
  for (const capture of captures) {
    const at = Date.parse(capture.capturedAt);
    if (at <= cutoff && (!best || at > Date.parse(best.capturedAt))) best = capture;
  }
  return best;
}
