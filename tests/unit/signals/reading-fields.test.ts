import { describe, expect, it } from '@jest/globals';
import { computeReading, deriveReading, WARMUP_CANDLES } from '@agulhadas/domain/signals';
import { candlesFromCloses } from '../indicators/fixtures/candles';
import { windowOf } from './fixtures';

describe('reading basics', () => {
  const candles = candlesFromCloses(Array.from({ length: 40 }, (_, i) => 50 + Math.sin(i / 3)));

  it('null before the warm-up (29 candles), a reading from then on', () => {
    expect(WARMUP_CANDLES).toBe(29);
    expect(computeReading(candles.slice(0, 28), 'D')).toBeNull();
    expect(computeReading(candles.slice(0, 29), 'D')).not.toBeNull();
  });

  it('preco is the close, lastUpdate the ISO open time, timeframe as given', () => {
    const r = computeReading(candles, 'W');
    expect(r?.preco).toBe(candles[39].close);
    expect(r?.lastUpdate).toBe(new Date(candles[39].time).toISOString());
    expect(r?.timeframe).toBe('W');
    const values = Object.values(r ?? {}).flat();
    expect(values.every((v) => typeof v !== 'number' || Number.isFinite(v))).toBe(true);
  });

  it("message is '' when nothing stands out", () => {
    const quiet = windowOf(
      { adx: 10, diPlus: 20, diMinus: 20 },
      { adx: 10, diPlus: 20, diMinus: 20 },
      { adx: 10, diPlus: 20, diMinus: 20 },
    );
    expect(deriveReading(quiet, 'D').message).toBe('');
  });
});
