import type { Candle } from '@agulhadas/domain/reading';
import type { SourceCandle } from '../source';

/**
 * What `latest` answers for one asset: the candles from the held candle's time on (the held one again, as it may
 * have been forming), or the last `firstCount` when the product holds none yet. Candles dated after the clock
 * are dropped: the API refuses them.
 */
export function sinceHeld(
  candles: readonly SourceCandle[],
  held: Candle | undefined,
  firstCount: number,
  nowMs: number,
): SourceCandle[] {
  const present = candles.filter((candle) => candle.time <= nowMs);
  return held ? present.filter((candle) => candle.time >= held.time) : present.slice(-firstCount);
}

/** 15-minute buckets from the held candle to the forming one, both included: how many rows `latest` must ask for. */
export function bucketsSince(held: Candle | undefined, nowMs: number, firstCount: number, bucketMs: number): number {
  if (!held) return firstCount;
  return Math.floor(nowMs / bucketMs) - Math.floor(held.time / bucketMs) + 1;
}
