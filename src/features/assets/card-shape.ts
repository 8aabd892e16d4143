import type { ListedAsset } from '@agulhadas/domain/list-reading';
import type { ListEntry } from './model/ad-slots';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * What decides a card's height at a given width: lock, delay marker, label length (a long symbol
 * wraps) and how many timeframe rows it has (a row is one line whatever it holds).
 */
export function cardShape(entry: ListEntry<ListedAsset>, timeframes: readonly Timeframe[]): string {
  if (entry.kind === 'ad') return 'ad';
  const item = entry.item;
  const shape = `${item.locked ? 'L' : ''}${item.delayed ? 'D' : ''}${item.assetPrefix.length + item.symbol.length}:`;
  if (item.locked) return shape;
  return shape + timeframes.filter((tf) => item.readings[tf] !== undefined).length;
}
