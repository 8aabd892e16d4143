import type { PreCloseMinutes } from '@agulhadas/domain/alerts/pre-close';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { Store } from './types';

/**
 * How often a needle seen on a forming candle `minutes` before its close held at the close, per market and
 * timeframe (one document each), as the daily refresh (api/src/alerts/refresh-hold-rates.ts) last computed it.
 */
export interface HoldRateDoc {
  /** `${market}|${timeframe}|${minutes}`. */
  _id: string;
  market: MarketHoursKey;
  timeframe: Timeframe;
  minutes: PreCloseMinutes;
  cases: number;
  held: number;
  /** Computed from the local demo market (local mode), which the screens say. */
  demo: boolean;
  computedAt: string;
}

export const holdRateId = (market: MarketHoursKey, timeframe: Timeframe, minutes: PreCloseMinutes) =>
  `${market}|${timeframe}|${minutes}`;

export const holdRates = (store: Store) => store.collection<HoldRateDoc>('hold_rates');

export async function ensureHoldRateIndexes(store: Store): Promise<void> {
  await holdRates(store).createIndex({ market: 1 });
}
