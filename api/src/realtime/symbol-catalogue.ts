import type { RealtimeSymbol } from '@agulhadas/domain/realtime/protocol';
import { assets } from '../store/assets';
import type { Store } from '../store/types';

/** The symbols the real-time feed offers (the welcome list) and a membership check for subscriptions. */
export interface SymbolCatalogue {
  symbols: readonly RealtimeSymbol[];
  has(key: string): boolean;
}

export function catalogueOf(symbols: readonly RealtimeSymbol[]): SymbolCatalogue {
  const keys = new Set(symbols.map((symbol) => symbol.key));
  return { symbols, has: (key) => keys.has(key) };
}

/** Symbol metadata of an asset document or universe entry; the key is the asset id, the type decides its price digits. */
export function realtimeSymbolOf(item: {
  asset: string;
  nome: string;
  assetType?: string;
  baseAsset?: string;
  quoteAsset?: string;
}): RealtimeSymbol {
  return {
    key: item.asset,
    asset: item.asset,
    nome: item.nome,
    ...(item.assetType ? { assetType: item.assetType } : {}),
    ...(item.baseAsset ? { baseAsset: item.baseAsset, quoteAsset: item.quoteAsset } : {}),
  };
}

const CACHE_MS = 60_000;

/** Catalogue from the `assets` collection (the same universe the robot feeds), cached for a minute. */
export function storeCatalogue(getStore: () => Promise<Store>): () => Promise<SymbolCatalogue> {
  let cached: { at: number; catalogue: SymbolCatalogue } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.catalogue;
    const docs = await assets(await getStore())
      .find({}, { projection: { asset: 1, nome: 1, assetType: 1, baseAsset: 1, quoteAsset: 1 }, sort: { _id: 1 } })
      .toArray();
    cached = { at: Date.now(), catalogue: catalogueOf(docs.map(realtimeSymbolOf)) };
    return cached.catalogue;
  };
}
