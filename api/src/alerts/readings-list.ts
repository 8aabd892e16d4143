import type { Reading, Readings } from '@agulhadas/domain/reading';
import { TIMEFRAMES } from '@agulhadas/domain/timeframes';

/** Readings as a list in the mini-page's order (W, D, 240 when present, 60, 15), each carrying its timeframe. */
export function readingsList(readings: Readings): Reading[] {
  return TIMEFRAMES.flatMap((timeframe) => {
    const reading = readings[timeframe];
    return reading ? [{ ...reading, timeframe }] : [];
  });
}
