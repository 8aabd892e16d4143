import type { Reading } from '@agulhadas/domain/reading';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { TickedAsset } from '@agulhadas/domain/price-tick';

/** What getTelegramNotification answers: the asset's current readings and, for an alert, the readings at its moment. */
export interface MiniPageData extends TickedAsset {
  userId: string;
  nome?: string;
  /** When the asset's market trades: its daily and weekly readings are named by their trading day. */
  marketHours?: MarketHoursKey;
  assetInfo: Reading[];
  notification: MiniPageNotification | null;
}

export interface MiniPageNotification {
  assetData: Reading[];
  lastNotification: string;
  timeframe?: string;
  message?: string;
}
