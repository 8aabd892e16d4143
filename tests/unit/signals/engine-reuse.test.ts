import { describe, expect, it } from '@jest/globals';
import type { Reading } from '@agulhadas/domain/reading';
import { computeReading, createReadingEngine, pushReading, replaceLastReading } from '@agulhadas/domain/signals';
import { SERIES } from '../indicators/fixtures/candles';

// The streaming engine rewrites its snapshot storage in place; nothing it returned may change.
describe('reading engine storage reuse', () => {
  const candles = SERIES[0].candles.slice(0, 120);

  it('readings already returned keep their values after later pushes and replacements', () => {
    const state = createReadingEngine('60');
    const kept: { reading: Reading; copy: string }[] = [];
    for (const candle of candles) {
      const reading = pushReading(state, candle);
      replaceLastReading(state, { ...candle, close: candle.close * 1.01, high: candle.high * 1.02 });
      replaceLastReading(state, candle);
      if (reading !== null) kept.push({ reading, copy: JSON.stringify(reading) });
    }
    for (const { reading, copy } of kept) expect(JSON.stringify(reading)).toBe(copy);
  });

  it('a refused candle leaves the state as it was', () => {
    const state = createReadingEngine('60');
    for (const candle of candles) pushReading(state, candle);
    const before = JSON.stringify(state);
    const last = candles[candles.length - 1];
    expect(() => pushReading(state, { ...last, time: last.time - 1 })).toThrow(RangeError);
    expect(() => replaceLastReading(state, { ...last, close: Number.NaN })).toThrow(RangeError);
    expect(JSON.stringify(state)).toBe(before);
    const next = SERIES[0].candles.slice(0, candles.length + 1);
    expect(pushReading(state, next[next.length - 1])).toEqual(computeReading(next, '60'));
  });
});
