import type { AssetDoc } from '../../api/src/store/assets';
import { assets } from '../../api/src/store/assets';
import { subscriptions } from '../../api/src/store/subscriptions';
import type { Store } from '../../api/src/store/types';
import type { Reading } from '@agulhadas/domain/reading';
import { neutralReading } from '@agulhadas/domain/reading-fields';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/** A neutral reading; tests override the fields they care about. */
export function reading(timeframe: Timeframe, patch: Partial<Reading> = {}): Reading {
  return {
    ...neutralReading(timeframe),
    lastUpdate: '2026-11-20T12:00:00.000Z',
    preco: 10,
    adx: [20, 19],
    adxanterior: 19,
    diPlus: 20,
    diMinus: 15,
    ...patch,
  };
}

export function assetDoc(asset: string, patch: Partial<AssetDoc> = {}): AssetDoc {
  const [exchange, symbol] = asset.split(':') as [string, string];
  return {
    _id: asset,
    asset,
    symbol,
    exchange,
    nome: `${symbol} SA`,
    assetType: 'stock',
    free: false,
    preco: null,
    lastUpdate: null,
    readings: {},
    captures: [],
    version: 0,
    ...patch,
  };
}

export async function insertAssets(store: Store, docs: AssetDoc[]): Promise<void> {
  await assets(store).insertMany(docs);
}

export async function grantLevel(store: Store, userId: string, level: string, status = 'active', expiryInDays = 30): Promise<void> {
  const now = Date.now();
  await subscriptions(store).insertOne({
    subId: `sub_${userId}_${level}_${status}`,
    userId,
    level,
    status,
    expiry: Math.floor(now / 1000) + expiryInDays * 86400,
    metadata: { price: 15000, plan: 'assinante_m', period: 'M' },
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
  });
}
