import { describe, expect, it } from '@jest/globals';
import type { Candle } from '@agulhadas/domain/reading';
import {
  createReadingEngine,
  decodeReadingEngine,
  encodedReadingEngineSize,
  encodeReadingEngineInto,
  HISTORY_LENGTH,
  isReadingEngineData,
  pushReading,
  replaceLastReading,
  type ReadingEngineState,
} from '@agulhadas/domain/signals';
import { SERIES } from '../indicators/fixtures/candles';

const encode = (state: ReadingEngineState) => {
  const data = new Float64Array(encodedReadingEngineSize(state));
  encodeReadingEngineInto(state, data);
  return data;
};

const engineAfter = (candles: readonly Candle[]) => {
  const state = createReadingEngine('60');
  for (const candle of candles) pushReading(state, candle);
  return state;
};

// The stored form of the reading engine: what ingest keeps between rounds instead of nested JSON.
describe('reading engine codec', () => {
  const candles = SERIES[0]!.candles;

  it.each([0, 1, 5, 40, 120])('gives back the state after %i candles, field for field', (count) => {
    const state = engineAfter(candles.slice(0, count));
    const data = encode(state);
    expect(isReadingEngineData(data)).toBe(true);
    expect(decodeReadingEngine(data, '60')).toEqual(state);
  });

  it('a decoded state goes on exactly as the original: new candles and a forming candle replaced', () => {
    const original = engineAfter(candles.slice(0, 100));
    const decoded = decodeReadingEngine(encode(original), '60');
    for (const candle of candles.slice(100, 140)) {
      const forming = { ...candle, close: candle.close * 1.003, high: candle.high * 1.004 };
      expect(pushReading(decoded, forming)).toEqual(pushReading(original, forming));
      expect(replaceLastReading(decoded, candle)).toEqual(replaceLastReading(original, candle));
    }
    expect(decoded).toEqual(original);
  });

  it('keeps the timeframe it is given (the series knows its own)', () => {
    const state = engineAfter(candles.slice(0, 30));
    expect(decodeReadingEngine(encode(state), 'D').timeframe).toBe('D');
  });

  it('refuses data of another layout, parameters or length, and never decodes it', () => {
    const good = encode(engineAfter(candles.slice(0, 60)));
    const altered = (change: (data: Float64Array) => Float64Array) => change(good.slice());
    const refused = [
      altered((data) => ((data[0] = data[0]! + 1), data)),
      altered((data) => data.subarray(0, data.length - 1)),
      altered((data) => ((data[2] = 0.5), data)),
      altered((data) => ((data[3] = HISTORY_LENGTH + 1), data)),
      new Float64Array(0),
    ];
    for (const data of refused) {
      expect(isReadingEngineData(data)).toBe(false);
      expect(() => decodeReadingEngine(data, '60')).toThrow(RangeError);
    }
  });

  it('is a fraction of the state as JSON', () => {
    const state = engineAfter(candles.slice(0, 120));
    expect(encode(state).byteLength).toBeLessThan(JSON.stringify(state).length / 2);
  });
});
