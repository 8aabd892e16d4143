import type { Capture } from './asset';
import type { Readings } from './reading';
import { TIMEFRAMES } from './timeframes';

/** Captures closer than this replace the newest one, so a fast robot cannot flush the delayed view's history. */
export const CAPTURE_SPACING_MS = 5 * 60_000;

/** The price shown for an asset: the close of its shortest timeframe's reading. */
export function latestPrice(readings: Readings): number | null {
  for (const timeframe of [...TIMEFRAMES].reverse()) {
    const reading = readings[timeframe];
    if (reading) return reading.preco;
  }
  return null;
}

/**
 * Appends a capture keeping at most `kept`. When the one before the newest is less than
 * CAPTURE_SPACING_MS older than the new capture, the newest is replaced instead: past entries stay
 * spaced, so a fast robot cannot flush the history the delayed view needs.
 */
export function addCapture(captures: readonly Capture[], capture: Capture, kept: number): Capture[] {
  const anchor = captures[captures.length - 2];
  const replaceNewest = anchor !== undefined && Date.parse(capture.capturedAt) - Date.parse(anchor.capturedAt) < CAPTURE_SPACING_MS;
  const next = replaceNewest ? [...captures.slice(0, -1), capture] : [...captures, capture];
  return next.slice(-kept);
}
