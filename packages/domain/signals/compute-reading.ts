import { computeSnapshots } from '../indicators/batch-snapshots';
import type { Candle, Reading } from '../reading';
import type { Timeframe } from '../timeframes';
import { deriveReading } from './derive-reading';
import { HISTORY_LENGTH, WARMUP_CANDLES } from './warm-up';

/** Batch: the reading of the last candle, or null with fewer than WARMUP_CANDLES candles (oldest first). */
export function computeReading(candles: readonly Candle[], timeframe: Timeframe): Reading | null {
  if (candles.length < WARMUP_CANDLES) return null;
  return deriveReading(computeSnapshots(candles, HISTORY_LENGTH), timeframe);
}
