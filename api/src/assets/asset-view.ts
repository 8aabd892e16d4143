import { captureAsOf, type AssetListItem } from '@agulhadas/domain/asset';
import type { Readings } from '@agulhadas/domain/reading';
import { TIMEFRAMES, type Timeframe } from '@agulhadas/domain/timeframes';
import type { AssetDoc } from '../store/assets';

export type Viewer = 'paid' | 'delayed';

function timeframesOf(readings: Readings): Timeframe[] {
  return TIMEFRAMES.filter((tf) => readings[tf] !== undefined);
}

/**
 * What one viewer may see of an asset: paying users see the latest readings;
 * everyone else sees free assets as of `delayMinutes` ago and locked assets without any data.
 */
export function viewAsset(
  doc: Omit<AssetDoc, '_id'> & { _id: string },
  viewer: Viewer,
  now: Date,
  delayMinutes: number,
): AssetListItem {
  const base = {
    _id: doc._id,
    asset: doc.asset,
    symbol: doc.symbol,
    nome: doc.nome,
    assetType: doc.assetType,
    assetPrefix: doc.exchange,
    free: doc.free,
  };
  // Only what has data needs its market's hours (the card's 'sem dados recentes'); one short key, omitted when unknown.
  const hours = doc.marketHours ? { marketHours: doc.marketHours } : {};
  if (viewer === 'paid') {
    return {
      ...base,
      ...hours,
      locked: false,
      delayed: false,
      preco: doc.preco,
      lastUpdate: doc.lastUpdate,
      timeFrames: timeframesOf(doc.readings),
      readings: doc.readings,
    };
  }
  if (!doc.free) {
    return { ...base, locked: true, delayed: false, preco: null, lastUpdate: null, timeFrames: [], readings: {} };
  }
  const capture = captureAsOf(doc.captures, now, delayMinutes);
  const readings = capture?.readings ?? {};
  return {
    ...base,
    ...hours,
    locked: false,
    delayed: true,
    delayMinutes,
    preco: capture?.preco ?? null,
    lastUpdate: capture?.capturedAt ?? null,
    timeFrames: timeframesOf(readings),
    readings,
  };
}
