import { createReadingEngine, upsertReading } from '@agulhadas/domain/signals';
import type { Candle, Reading } from '@agulhadas/domain/reading';

/**
 * Candle series on which the engine itself shows a chosen signal at a chosen place, for tests that drive rounds
 * through ingest. The series is a seeded random walk whose drift changes now and then (trends come and go, so
 * needles, trends and band openings all occur); the place is found by running the engine, never assumed.
 */

const MINUTE = 60_000;
export const QUARTER = 15 * MINUTE;

/** Park–Miller: the same seed gives the same walk on every run. */
function seeded(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

/** `count` 15-minute candles from `startMs`, prices around 100. */
export function randomWalk(seed: number, count: number, startMs: number): Candle[] {
  const random = seeded(seed);
  const candles: Candle[] = [];
  let close = 100;
  let drift = 0;
  for (let i = 0; i < count; i++) {
    if (random() < 0.08) drift = (random() - 0.5) * 0.6;
    const open = close;
    close = Math.max(1, open + drift + (random() - 0.5) * 0.8);
    const high = Math.max(open, close) + random() * 0.3;
    const low = Math.min(open, close) - random() * 0.3;
    candles.push({
      time: startMs + i * QUARTER,
      open: round(open),
      high: round(high),
      low: round(low),
      close: round(close),
    });
  }
  return candles;
}

const round = (price: number) => Math.round(price * 100) / 100;

/** The reading each candle had when it was the newest, at its final prices (what ingest stores at its close). */
export function readingsOf(candles: readonly Candle[]): Array<Reading | null> {
  const engine = createReadingEngine('15');
  return candles.map((candle) => upsertReading(engine, candle));
}

/**
 * A series of `length` candles whose readings at indexes `length - 1 - back` (for every `back` in `ages`) satisfy
 * `holds`, and whose last reading does not (so only the closed candles show it). Walks seeds until one fits.
 */
export function seriesWithSignal(
  length: number,
  ages: readonly number[],
  holds: (reading: Reading) => boolean,
  startMs: number,
): { candles: Candle[]; readings: Reading[] } {
  for (let seed = 1; seed < 20_000; seed++) {
    const walk = randomWalk(seed, length + 400, 0);
    const readings = readingsOf(walk);
    for (let end = length; end <= walk.length; end++) {
      const at = (back: number) => readings[end - 1 - back];
      const last = at(0);
      if (
        !last ||
        holds(last) ||
        !ages.every((back) => {
          const reading = at(back);
          return reading !== null && reading !== undefined && holds(reading);
        })
      )
        continue;
      const candles = walk.slice(end - length, end).map((candle, i) => ({ ...candle, time: startMs + i * QUARTER }));
      const shown = readingsOf(candles);
      if (ages.every((back) => holds(shown[length - 1 - back]!)) && !holds(shown[length - 1]!))
        return { candles, readings: shown as Reading[] };
    }
  }
  throw new Error('no seeded walk shows that signal where it was asked for');
}
