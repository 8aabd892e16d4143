import type { AlertDoc } from '../../api/src/store/alerts';
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

/**
 * A stored alert (an 'agulhada' alert on the daily timeframe, enabled, never fired, made at `patch.created` or a fixed
 * instant), for tests that arrange the alerts collection directly; they override the fields they care about.
 */
export function alertDoc(userId: string, id: string, asset: string, patch: Partial<AlertDoc> = {}): AlertDoc {
  const made = patch.created ?? '2026-11-20T10:00:00.000Z';
  return {
    _id: `${userId}|${id}`,
    userId,
    asset,
    timeframe: 'D',
    id,
    active: true,
    message: '',
    rules: [{ name: 'agulhada', value: 1 }],
    config: { agulhada: true },
    frequency: 'tf',
    created: made,
    lastUpdate: made,
    lastNotification: null,
    ...patch,
  };
}

export async function insertAssets(store: Store, docs: AssetDoc[]): Promise<void> {
  await assets(store).insertMany(docs);
}

export async function grantLevel(
  store: Store,
  userId: string,
  level: string,
  status = 'active',
  expiryInDays = 30,
): Promise<void> {
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
