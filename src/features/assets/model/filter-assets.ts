import type { ListedAsset } from '@agulhadas/domain/list-reading';
import { FAVORITES_EXCHANGE, parseExchanges } from '@agulhadas/domain/categories';
import { hasAgulhada } from '@agulhadas/domain/presentation/reading-presentation';

/** Search needs more than this many characters; shorter text keeps the exchange filter. */
export const SEARCH_MIN_CHARS = 3;

/** Segments that mean "no exchange filter". */
const EVERY_EXCHANGE = new Set(['ALL', 'AGULHADAS']);

export interface AssetFilter {
  /** Route segment: 'BMFBOVESPA', 'CME_MINI,COMEX', 'all', 'favoritos'. */
  exchanges: string;
  assetType?: string;
  /** Asset keys of the favourites list shown when exchanges is 'favoritos'. */
  favorites?: readonly string[];
  agulhadasOnly?: boolean;
  search?: string;
}

export function isSearching(search: string | undefined): boolean {
  return (search ?? '').trim().length >= SEARCH_MIN_CHARS;
}

function matchesSearch(item: ListedAsset, needle: string): boolean {
  return (
    item.symbol.toLowerCase().includes(needle) ||
    item.asset.toLowerCase().includes(needle) ||
    item.nome.toLowerCase().includes(needle)
  );
}

/**
 * The dashboard's visible assets. A search of 3+ characters matches code or name across every asset
 * given (the caller fetches all of them); otherwise the route's exchange, type, favourites and
 * agulhada filters apply.
 */
export function filterAssets<T extends ListedAsset>(items: readonly T[], filter: AssetFilter): T[] {
  if (isSearching(filter.search)) {
    const needle = (filter.search ?? '').trim().toLowerCase();
    return items.filter((item) => matchesSearch(item, needle));
  }
  let result = [...items];
  if (filter.exchanges.toLowerCase() === FAVORITES_EXCHANGE) {
    const wanted = new Set(filter.favorites ?? []);
    result = result.filter((item) => wanted.has(item.asset));
  } else {
    const exchanges = parseExchanges(filter.exchanges);
    if (exchanges.length > 0 && !exchanges.some((exchange) => EVERY_EXCHANGE.has(exchange))) {
      const allowed = new Set(exchanges);
      result = result.filter((item) => allowed.has(item.assetPrefix.toUpperCase()));
    }
  }
  if (filter.assetType) result = result.filter((item) => item.assetType === filter.assetType);
  if (filter.agulhadasOnly) result = result.filter((item) => hasAgulhada(item.readings));
  return result;
}
