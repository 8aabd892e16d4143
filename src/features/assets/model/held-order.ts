/**
 * The order a reader holds on an open list. New data must not move the card being read: the list keeps the order it
 * was sorted in, and a changed sort order waits until the reader asks for it (or reloads).
 */
export interface HeldOrder {
  /** What the order was taken for (list, filters, sort key, …): another view starts from its own sorted order. */
  view: string;
  /** Item ids in the order shown. */
  ids: readonly string[];
}

type Identified = { _id: string };

/** The order of `sorted` as it stands now, held for `view`. */
export function holdOrder(view: string, sorted: readonly Identified[]): HeldOrder {
  return { view, ids: sorted.map((item) => item._id) };
}

/**
 * `sorted` (the items to show, in their current sort order) arranged as `held` has them: items already shown keep
 * their places, items no longer there drop out, and new ones come after, among themselves in sort order.
 */
export function inHeldOrder<T extends Identified>(sorted: readonly T[], held: HeldOrder): T[] {
  const byId = new Map(sorted.map((item) => [item._id, item]));
  const kept: T[] = [];
  for (const id of held.ids) {
    const item = byId.get(id);
    if (item === undefined) continue;
    kept.push(item);
    byId.delete(id);
  }
  return [...kept, ...byId.values()];
}

/** Whether two lists show the same items in the same order (the 'Reordenar' button shows when they do not). */
export function sameOrder(a: readonly Identified[], b: readonly Identified[]): boolean {
  return a.length === b.length && a.every((item, index) => item._id === b[index]!._id);
}
