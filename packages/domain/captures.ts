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
 * Appends a capture and keeps what the delayed view needs: every capture of the last `keepMs` (the delay plus one
 * spacing) and the newest one before them, so a capture at or before the view's cut always exists, whatever the
 * robot's pace. When the one before the newest is less than CAPTURE_SPACING_MS older than the new capture, the newest
 * is replaced instead: past entries stay spaced, so their number stays near keepMs / spacing.
 */
export function addCapture(captures: readonly Capture[], capture: Capture, keepMs: number): Capture[] {
  const anchor = captures[captures.length - 2];
  const replaceNewest =
    anchor !== undefined && Date.parse(capture.capturedAt) - Date.parse(anchor.capturedAt) < CAPTURE_SPACING_MS;
  const next = replaceNewest ? [...captures.slice(0, -1), capture] : [...captures, capture];
  const oldestKept = Date.parse(capture.capturedAt) - keepMs;
  const firstRecent = next.findIndex((one) => Date.parse(one.capturedAt) >= oldestKept);
  return firstRecent <= 0 ? next : next.slice(firstRecent - 1);
}

/**
 * A backfill's readings as a delayed viewer would have seen them at the view's cut (`capturedAt`, the delay before
 * the round), merged into the asset's backfill capture when it has one: the first rounds of a fresh product send
 * each series' history in several requests. Without it a visitor sees no reading for the delay's length after a
 * fresh start. Kept first: it is older than every capture a round adds.
 */
export function withBackfillCapture(captures: readonly Capture[], readings: Readings, capturedAt: string): Capture[] {
  const existing = captures.find((one) => one.backfill);
  const merged = { ...existing?.readings, ...readings };
  const preco = latestPrice(merged);
  if (preco === null) return [...captures];
  const capture: Capture = { capturedAt: existing?.capturedAt ?? capturedAt, preco, readings: merged, backfill: true };
  return existing ? captures.map((one) => (one === existing ? capture : one)) : [capture, ...captures];
}
