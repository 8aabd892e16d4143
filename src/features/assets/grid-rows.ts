import type { ListedAsset } from '@agulhadas/domain/list-reading';
import type { ListEntry } from './model/ad-slots';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { cardShape } from './card-shape';

export interface GridRows {
  rows: ListEntry<ListedAsset>[][];
  rowKeys: string[];
  rowShapes: string[][];
}

/** The entries cut into rows of `columns` cards, each row with a key and the shapes of its cards. */
export function gridRows(
  entries: readonly ListEntry<ListedAsset>[],
  columns: number,
  timeframes: readonly Timeframe[],
): GridRows {
  const rows: ListEntry<ListedAsset>[][] = [];
  const rowKeys: string[] = [];
  const rowShapes: string[][] = [];
  for (let index = 0; index < entries.length; index += columns) {
    const row = entries.slice(index, index + columns);
    rows.push(row);
    // Keyed by content, so a measured height follows its cards when the list is re-sorted or filtered.
    rowKeys.push(row.map((entry) => (entry.kind === 'ad' ? `ad-${entry.slot}` : entry.item._id)).join('|'));
    rowShapes.push(row.map((entry) => cardShape(entry, timeframes)));
  }
  return { rows, rowKeys, rowShapes };
}
