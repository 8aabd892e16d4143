import { describe, expect, it } from '@jest/globals';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import {
  computeReading,
  createReadingEngine,
  pushReading,
  ReadingEngine,
  replaceLastReading,
  type ReadingEngineState,
} from '@agulhadas/domain/signals';
import { seededRandom, SERIES } from '../indicators/fixtures/candles';

function jiggle(candle: Candle, random: () => number): Candle {
  const close = candle.close * (1 + (random() - 0.5) * 0.03);
  return { ...candle, close, high: Math.max(candle.high, close), low: Math.min(candle.low, close) };
}

describe.each(SERIES)('streaming readings = batch readings: $name', ({ candles }) => {
  it('push / replaceLast (with JSON round trips) give computeReading on the same candles', () => {
    const random = seededRandom(7);
    let state: ReadingEngineState = createReadingEngine('60');
    let checked = 0;
    candles.forEach((candle, i) => {
      // The in-progress candle, seen a few times before it closes.
      pushReading(state, jiggle(candle, random));
      if (i % 3 === 0) replaceLastReading(state, jiggle(candle, random));
      const reading = replaceLastReading(state, candle);
      if (i % 25 === 0) state = JSON.parse(JSON.stringify(state)) as ReadingEngineState;
      if (i % 20 === 0 || i === candles.length - 1) {
        expect(reading).toEqual(computeReading(candles.slice(0, i + 1), '60'));
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(70);
  });

  it('ReadingEngine.upsert picks push or replace by time', () => {
    const state = ReadingEngine.create('15');
    let last: Reading | null = null;
    for (const candle of candles.slice(0, 200)) {
      ReadingEngine.upsert(state, { ...candle, close: candle.close * 1.01, high: candle.high * 1.02 });
      last = ReadingEngine.upsert(state, candle);
    }
    expect(last).toEqual(computeReading(candles.slice(0, 200), '15'));
  });
});

describe('streaming warm-up', () => {
  it('null for the first 28 candles, then readings', () => {
    const state = createReadingEngine('D');
    const readings = SERIES[0].candles.slice(0, 30).map((c) => pushReading(state, c));
    expect(readings.slice(0, 28).every((r) => r === null)).toBe(true);
    expect(readings[28]).not.toBeNull();
  });
});
