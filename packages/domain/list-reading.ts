import type { AssetListItem } from './asset';
import type { Reading } from './reading';
import type { KeysWith, ReadingKey } from './reading-fields';
import type { Timeframe } from './timeframes';

/** The fields no list screen shows (DI+, DI−, the ADX before): the chart's, left out of the compact list. */
type ChartOnlyKey = Exclude<ReadingKey, KeysWith<'list'>>;

/**
 * What the list's screens (cards, rows, sorts, filters, the agulhadas list) read of a reading: the fields whose
 * declaration says they travel in the compact list, every signal and flag, the ADX as the card writes it, and the Didi
 * lines' direction. The compact list carries exactly this (asset-list-wire.ts, docs/asset-list.md). A whole Reading is
 * one, so the objects form and the tests' readings fit.
 */
export interface ListReading extends Omit<Reading, 'adx' | ChartOnlyKey> {
  /** [current ADX, the ADX before]: the compact list sends the current one only. */
  adx: readonly [number, number?];
}

export type ListReadings = Partial<Record<Timeframe, ListReading>>;

/** An asset of the list as its screens read it: an AssetListItem whose readings are ListReadings. */
export interface ListedAsset extends Omit<AssetListItem, 'readings'> {
  readings: ListReadings;
}
