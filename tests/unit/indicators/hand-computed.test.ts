import { describe, expect, it } from '@jest/globals';
import {
  bollingerSeries,
  didiSeries,
  dmiSeries,
  emaSeries,
  stochasticSeries,
  trixSeries,
  wilderSeries,
} from '@agulhadas/domain/indicators';
import type { Candle } from '@agulhadas/domain/reading';

function candle(i: number, high: number, low: number, close: number): Candle {
  return { time: i * 60_000, open: close, high, low, close };
}

describe('hand-computed fixtures', () => {
  it('Wilder smoothing(2): seed = average, then prev + (x − prev)/2', () => {
    expect(wilderSeries([3, 3, 4, 4], 2)).toEqual([NaN, 3, 3.5, 3.75]);
  });

  it('EMA(3): seed = SMA(3), alpha = 0.5', () => {
    expect(emaSeries([1, 2, 3, 5, 5], 3)).toEqual([NaN, NaN, 2, 3.5, 4.25]);
  });

  it('DMI(2) step by step (Wilder: moves from the 2nd candle, DX averaged for the ADX)', () => {
    // i  H  L  C | TR +DM -DM | avgTR avg+DM avg-DM |  DI+      DI-      DX
    // 0 10  8  9 |
    // 1 12  9 11 |  3   2   0 |
    // 2 13 10 12 |  3   1   0 |  3     1.5    0     |  50       0        100
    // 3 12  8  9 |  4   0   2 |  3.5   0.75   1     |  150/7    200/7    100/7
    // 4 11  7  8 |  4   0   1 |  3.75  0.375  1     |  10       80/3     500/11
    // ADX(2): index 3 = (100 + 100/7)/2 = 400/7; index 4 = (400/7 + 500/11)/2 = 7900/154
    const dmi = dmiSeries(
      [candle(0, 10, 8, 9), candle(1, 12, 9, 11), candle(2, 13, 10, 12), candle(3, 12, 8, 9), candle(4, 11, 7, 8)],
      2,
    );
    expect(dmi.diPlus.slice(0, 2)).toEqual([NaN, NaN]);
    [50, 150 / 7, 10].forEach((v, i) => expect(dmi.diPlus[i + 2]).toBeCloseTo(v, 12));
    [0, 200 / 7, 80 / 3].forEach((v, i) => expect(dmi.diMinus[i + 2]).toBeCloseTo(v, 12));
    expect(dmi.adx[2]).toBeNaN();
    expect(dmi.adx[3]).toBeCloseTo(400 / 7, 12);
    expect(dmi.adx[4]).toBeCloseTo(7900 / 154, 12);
  });

  it('Bollinger(4, 2) with population σ', () => {
    // closes 2 4 4 6: mean 4, squared deviations 4+0+0+4 = 8, σ = sqrt(8/4) = √2
    const bb = bollingerSeries([2, 4, 4, 6], 4, 2);
    expect(bb.middle[3]).toBe(4);
    expect(bb.upper[3]).toBeCloseTo(4 + 2 * Math.SQRT2, 14);
    expect(bb.lower[3]).toBeCloseTo(4 - 2 * Math.SQRT2, 14);
    expect(bb.width[3]).toBeCloseTo(Math.SQRT2, 14);
  });

  it('Didi Index: percent lines against MA8', () => {
    // 20 closes 1..20: MA3 = 19, MA8 = 16.5, MA20 = 10.5
    const closes = Array.from({ length: 20 }, (_, i) => i + 1);
    const didi = didiSeries(closes);
    expect(didi.curta[19]).toBeCloseTo(19 / 16.5 - 1, 14);
    expect(didi.longa[19]).toBeCloseTo(10.5 / 16.5 - 1, 14);
    expect(didi.longa[18]).toBeNaN();
  });

  it('slow stochastic (8,3,3): raw %K of a steady rise is 100; a flat window gives 0', () => {
    const rising = Array.from({ length: 12 }, (_, i) => candle(i, i + 1, i, i + 1));
    const st = stochasticSeries(rising);
    expect(st.k[8]).toBeNaN();
    expect(st.k[9]).toBe(100);
    expect(st.d[11]).toBe(100);
    const flat = Array.from({ length: 12 }, (_, i) => candle(i, 5, 5, 5));
    expect(stochasticSeries(flat).d[11]).toBe(0);
  });

  it('TRIX of a constant series is 0, of a geometric one equals its growth', () => {
    expect(trixSeries(new Array<number>(40).fill(7)).signal[39]).toBe(0);
    const geometric = Array.from({ length: 200 }, (_, i) => 100 * 1.01 ** i);
    // The triple EMA of a geometric series grows 1% a candle too, once the seed is forgotten.
    expect(trixSeries(geometric).trix[199]).toBeCloseTo(1, 9);
    const t = trixSeries(geometric);
    expect(t.trix[24]).toBeNaN();
    expect(t.trix[25]).not.toBeNaN();
    expect(t.signal[27]).toBeNaN();
    expect(t.signal[28]).not.toBeNaN();
  });
});
