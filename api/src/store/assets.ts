import type { Capture } from '@agulhadas/domain/asset';
import type { AssetType } from '@agulhadas/domain/categories';
import type { MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Readings } from '@agulhadas/domain/reading';
import { trackWrites } from './meta';
import type { Store } from './types';

export interface AssetDoc {
  /** 'EXCHANGE:SYMBOL', also the `asset` field. */
  _id: string;
  asset: string;
  symbol: string;
  exchange: string;
  nome: string;
  assetType: AssetType;
  /** When its market trades, from the universe data; absent on assets stored before it existed (ingest assumes 'ALWAYS'). */
  marketHours?: MarketHoursKey;
  free: boolean;
  baseAsset?: string;
  quoteAsset?: string;
  preco: number | null;
  lastUpdate: string | null;
  readings: Readings;
  /** Newest last: the delay's worth of them, spaced (packages/domain/captures.ts). */
  captures: Capture[];
  /** Bumped on every ingest; the list's ETag derives from the newest one. */
  version: number;
  /**
   * The assets data version of the round that last changed it (see meta.ts): an open dashboard asks for the assets
   * changed since the version it holds. Absent on assets no round has changed yet.
   */
  dataVersion?: number;
}

// Write-tracked so cached asset lists (asset-list-cache.ts) notice every in-process change.
export const assets = (store: Store) => trackWrites(store, store.collection<AssetDoc>('assets'));

export async function ensureAssetIndexes(store: Store): Promise<void> {
  await assets(store).createIndex({ exchange: 1 });
  await assets(store).createIndex({ free: 1 });
}
