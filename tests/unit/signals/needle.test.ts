import { describe, expect, it } from '@jest/globals';
import { needleWithin } from '../../../src/domain/signals';
import { mirror, NEEDLE_BASE, readingOf, windowOf } from './fixtures';

describe('agulhado: both Didi lines cross zero, opposite ways, on this candle', () => {
  it('buy: a strong candle lifts MA3 over MA8 and MA8 over MA20 at once', () => {
    const closes = [...NEEDLE_BASE, 104];
    expect(readingOf(closes, 37).agulhado).toBe(0);
    const r = readingOf(closes);
    expect(r.didiCurta).toBeGreaterThan(0);
    expect(r.didiLonga).toBeLessThan(0);
    expect([r.agulhado, r.agulhado1, r.agulhado2]).toEqual([1, 1, 1]);
    expect(r.alerta).toBe(1);
    expect(r.confirmacao).toBe(1);
    expect(r.message).toBe('Agulhada de compra');
  });

  it('sell: the mirrored move', () => {
    const r = readingOf(mirror([...NEEDLE_BASE, 104]));
    expect([r.agulhado, r.agulhado1, r.agulhado2]).toEqual([-1, -1, -1]);
    expect(r.message).toBe('Agulhada de venda');
  });

  it('no needle when only the short line crosses', () => {
    const r = readingOf([...NEEDLE_BASE, 100.5]);
    expect(r.alerta).toBe(1);
    expect([r.agulhado, r.agulhado1, r.agulhado2]).toEqual([0, 0, 0]);
  });
});

describe('agulhado1: the two crossings one candle apart, the later on this candle or the one before', () => {
  // MA3 crosses MA8 on 38, MA20 crosses MA8 on 39.
  const closes = [...NEEDLE_BASE, 100.5, 103, 104, 105];

  it('fires on the candle that completes the pair and on the next one', () => {
    expect(readingOf(closes, 38).agulhado1).toBe(0);
    const r39 = readingOf(closes, 39);
    expect([r39.agulhado, r39.agulhado1, r39.agulhado2]).toEqual([0, 1, 1]);
    expect(r39.message).toBe('Agulhada de compra no candle anterior');
    expect(readingOf(closes, 40).agulhado1).toBe(1);
    expect(readingOf(closes, 41).agulhado1).toBe(0);
  });

  it('sell side mirrors it', () => {
    expect(readingOf(mirror(closes), 39).agulhado1).toBe(-1);
  });
});

describe('agulhado2: the two crossings up to two candles apart, the later up to two candles back', () => {
  // MA3 crosses MA8 on 38, MA20 crosses MA8 on 40.
  const closes = [...NEEDLE_BASE, 100.5, 101, 103, 104, 105, 106];

  it('fires from the completing candle for three candles, agulhado1 stays 0', () => {
    expect(readingOf(closes, 39).agulhado2).toBe(0);
    for (const index of [40, 41, 42]) {
      const r = readingOf(closes, index);
      expect([r.agulhado1, r.agulhado2]).toEqual([0, 1]);
    }
    expect(readingOf(closes, 43).agulhado2).toBe(0);
    expect(readingOf(mirror(closes), 40).agulhado2).toBe(-1);
  });

  it('is cancelled when the short line is back below zero (hand-set lines)', () => {
    const window = windowOf(
      ...[
        [-0.01, 0.01],
        [-0.01, 0.01],
        [-0.01, 0.01],
        [0.002, 0.005], // MA3 crosses over MA8
        [0.001, -0.002], // MA20 crosses under MA8: pair complete
        [-0.001, -0.003], // MA3 back under MA8
      ].map(([didiCurta, didiLonga]) => ({ didiCurta, didiLonga })),
    );
    expect(needleWithin(window, 2)).toBe(0);
    expect(needleWithin(windowOf(...window.slice(0, 5)), 2)).toBe(1);
  });
});
