import type { AssetDoc } from './assets';
import type { CandleSeriesDoc } from './candles';
import type { Store } from './types';

/** A VIP user's own assets (/appuser): same shape as a universe asset, owned by one user. */
export interface UserAssetDoc extends Omit<AssetDoc, '_id'> {
  /** `${userId}|${asset}`: one document per user and asset. */
  _id: string;
  userId: string;
}

export const userAssets = (store: Store) => store.collection<UserAssetDoc>('user_assets');

export async function ensureUserAssetIndexes(store: Store): Promise<void> {
  await userAssets(store).createIndex({ userId: 1, asset: 1 }, { unique: true });
}

/** The stored id of a user's own asset, or of one of its series (`asset|timeframe`). */
export const ownAssetId = (userId: string, id: string) => `${userId}|${id}`;

/** Candle series of own assets: like candle_series, ids prefixed by the owner (ownAssetId). */
export const userCandleSeries = (store: Store) => store.collection<CandleSeriesDoc>('user_candle_series');
