import { Binary } from 'mongodb';
import { engineForIngest } from '../../../api/src/ingest/engine-binding';
import { SERIES } from '../indicators/fixtures/candles';

const warmed = () => {
  const state = engineForIngest.create('60');
  for (const candle of SERIES[2]!.candles.slice(0, 80)) engineForIngest.push(state, candle);
  return state;
};

// The stored form as the driver hands it back: a Binary, whose bytes may sit anywhere in a pooled buffer.
describe('engine state for ingest', () => {
  it('reads its bytes back from a Binary wherever they start in memory', () => {
    const state = warmed();
    const saved = engineForIngest.save(state) as Uint8Array;
    for (const offset of [0, 3, 4, 8]) {
      const pool = Buffer.alloc(saved.byteLength + 16, 0xee);
      pool.set(saved, offset);
      const stored = new Binary(pool.subarray(offset, offset + saved.byteLength));
      expect(engineForIngest.readable(stored)).toBe(true);
      expect(engineForIngest.load(stored, '60')).toEqual(state);
    }
  });

  it('reads a state stored as plain objects as it is', () => {
    const state = warmed();
    const asObjects = JSON.parse(JSON.stringify(state)) as unknown;
    expect(engineForIngest.readable(asObjects)).toBe(true);
    expect(engineForIngest.load(asObjects, '60')).toEqual(state);
  });

  it('calls unreadable what is not a state of this layout', () => {
    const saved = engineForIngest.save(warmed()) as Uint8Array;
    for (const stored of [
      null,
      undefined,
      'x',
      42,
      new Binary(saved.subarray(0, saved.byteLength - 8)),
      new Binary(saved.subarray(0, saved.byteLength - 3)),
      { other: 1 },
    ]) {
      expect(engineForIngest.readable(stored)).toBe(false);
      expect(engineForIngest.load(stored, '60')).toBeNull();
    }
  });
});
