import { MAX_FAVORITE_LISTS, type FavoriteListItem } from '../user-options';

/** Asset keys a list may hold: 'EXCHANGE:SYMBOL' (shared with the API's validation). */
export const ASSET_KEY_PATTERN = /^[A-Z0-9_.!-]+:[A-Z0-9_.!-]+$/i;
export const MAX_FAVORITES_PER_LIST = 2000;
export const MAX_LIST_NAME = 40;
export const FIRST_LIST_NAME = 'Favoritos';
/** Id of the list made from local favourites before it is numbered. */
export const DRAFT_LIST_ID = -1;

export function isAssetKey(value: string): boolean {
  return ASSET_KEY_PATTERN.test(value);
}

/** Adds or removes one asset, keeping the order of the others. */
export function toggleFavorite(list: readonly string[], asset: string): string[] {
  return list.includes(asset) ? list.filter((item) => item !== asset) : [...list, asset];
}

/** Appends `additions` not yet present, in their order, without duplicates. */
export function mergeFavorites(target: readonly string[], additions: readonly string[]): string[] {
  const seen = new Set(target);
  const merged = [...target];
  for (const asset of additions) {
    if (!seen.has(asset)) {
      seen.add(asset);
      merged.push(asset);
    }
  }
  return merged;
}

export function removeFavorites(target: readonly string[], removals: readonly string[]): string[] {
  const drop = new Set(removals);
  return target.filter((asset) => !drop.has(asset));
}

export interface FavoritesComparison {
  onlyLocal: string[];
  onlyCloud: string[];
  both: string[];
}

export function compareFavorites(local: readonly string[], cloud: readonly string[]): FavoritesComparison {
  const cloudSet = new Set(cloud);
  const localSet = new Set(local);
  return {
    onlyLocal: local.filter((asset) => !cloudSet.has(asset)),
    onlyCloud: cloud.filter((asset) => !localSet.has(asset)),
    both: local.filter((asset) => cloudSet.has(asset)),
  };
}

export function sameFavorites(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((asset, index) => asset === b[index]);
}

/** Ids are positive and never reused while a list holds them: the next one follows the highest. */
export function nextListId(lists: readonly FavoriteListItem[]): number {
  return lists.reduce((max, list) => Math.max(max, list.id), 0) + 1;
}

export function canAddList(lists: readonly FavoriteListItem[]): boolean {
  return lists.filter((list) => list.id !== DRAFT_LIST_ID).length < MAX_FAVORITE_LISTS;
}

/** The first cloud list, built from the browser's favourites with the draft id. */
export function draftFromLocal(localFavorites: readonly string[]): FavoriteListItem {
  return { id: DRAFT_LIST_ID, name: FIRST_LIST_NAME, assets: [...localFavorites] };
}

/**
 * Gives the draft list its real id. Other new lists are named 'Lista N' after their id; the first one
 * keeps 'Favoritos'. Null when the five lists are taken.
 */
export function numberDraft(lists: readonly FavoriteListItem[], draft: FavoriteListItem): FavoriteListItem | null {
  if (!canAddList(lists)) return null;
  const saved = lists.filter((list) => list.id !== DRAFT_LIST_ID);
  const id = nextListId(saved);
  return { ...draft, id, name: draft.id === DRAFT_LIST_ID && draft.name ? draft.name : `Lista ${id}` };
}

/** A new empty list named after its id, or null at the limit. */
export function newList(lists: readonly FavoriteListItem[]): FavoriteListItem | null {
  if (!canAddList(lists)) return null;
  const id = nextListId(lists);
  return { id, name: lists.length === 0 ? FIRST_LIST_NAME : `Lista ${id}`, assets: [] };
}

/** Lists in a stable display order (by id), at most the limit. */
export function orderLists(lists: readonly FavoriteListItem[]): FavoriteListItem[] {
  return [...lists].sort((a, b) => a.id - b.id).slice(0, MAX_FAVORITE_LISTS);
}
