import { describe, expect, it } from '@jest/globals';
import type { CandleItem } from '../../robot/src/contract/robot-api';
import { REQUEST_LIMITS, requestBatches } from '../../robot/src/rounds/post-pending';

const series = (index: number, candles: number): CandleItem => ({
  asset: `TEST:A${index}`,
  timeframe: '15',
  candles: Array.from({ length: candles }, (_, i) => ({ time: i * 900_000, open: 1, high: 1, low: 1, close: 1 })),
});

describe('the robot’s requests', () => {
  it('keep every series in order, each request within both limits; a series longer than the candle limit goes alone', () => {
    const items = [series(0, 5), series(1, 5), series(2, 20), series(3, 5), series(4, 5), series(5, 5)];
    const batches = requestBatches(items, { candles: 12, items: 2 });
    expect(batches.map((batch) => batch.map((item) => item.asset))).toEqual([
      ['TEST:A0', 'TEST:A1'],
      ['TEST:A2'],
      ['TEST:A3', 'TEST:A4'],
      ['TEST:A5'],
    ]);
  });

  it('send a steady round of the whole universe (one candle a series) in requests of 200 series', () => {
    const round = Array.from({ length: 6028 }, (_, i) => series(i, 1));
    const batches = requestBatches(round);
    expect(REQUEST_LIMITS).toEqual({ candles: 15_000, items: 200 });
    expect(batches).toHaveLength(Math.ceil(6028 / 200));
    expect(batches.flat()).toEqual(round);
  });
});
