/** What GET /api/getAllAssets?since=<version> answers: the assets changed since, or the whole list when it must. */
export interface AssetListDelta<T> {
  version: number;
  full: boolean;
  items: T[];
}

/**
 * The list an open dashboard holds after a delta: changed items replace theirs in place (the screen's order and
 * scroll stay), new ones are added at the end; a full answer replaces the list.
 */
export function applyAssetDelta<T extends { _id: string }>(list: readonly T[], delta: AssetListDelta<T>): T[] {
  if (delta.full) return delta.items;
  if (delta.items.length === 0) return [...list];
  const changed = new Map(delta.items.map((item) => [item._id, item]));
  const merged = list.map((item) => {
    const next = changed.get(item._id);
    if (next) changed.delete(item._id);
    return next ?? item;
  });
  return [...merged, ...changed.values()];
}
