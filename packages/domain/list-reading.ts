import type { AssetListItem } from './asset';
import type { Reading } from './reading';
import type { Timeframe } from './timeframes';

/**
 * What the list's screens (cards, rows, sorts, filters, the agulhadas list) read of a reading: every signal and flag,
 * the ADX as the card writes it, and the Didi lines' direction. The compact list carries exactly this
 * (asset-list-wire.ts, docs/asset-list.md); the values no list screen shows (DI+, DI−, the ADX before, the Didi
 * lines' magnitudes) are the chart's. A whole Reading is one, so the objects form and the tests' readings fit.
 */
export interface ListReading extends Omit<Reading, 'adx' | 'adxanterior' | 'diPlus' | 'diMinus'> {
  /** [current ADX, the ADX before]: the compact list sends the current one only. */
  adx: readonly [number, number?];
  /** The list's screens read the Didi lines' sign only; the compact list sends −1, 0 or 1. */
  didiCurta: number;
  didiLonga: number;
}

export type ListReadings = Partial<Record<Timeframe, ListReading>>;

/** An asset of the list as its screens read it: an AssetListItem whose readings are ListReadings. */
export interface ListedAsset extends Omit<AssetListItem, 'readings'> {
  readings: ListReadings;
}
