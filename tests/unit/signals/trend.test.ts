import { describe, expect, it } from '@jest/globals';
import { deriveReading } from '@agulhadas/domain/signals';
import { candlesFromCloses } from '../indicators/fixtures/candles';
import { computeReading } from '@agulhadas/domain/signals';
import { adxWindow, mirror } from './fixtures';

const read = (...rows: [number, number, number][]) => deriveReading(adxWindow(...rows), '240');

describe('temTendencia / tendenciaCompra / tendenciaVenda', () => {
  it('buy trend: DI+ over DI−, ADX rising', () => {
    const r = read([25, 24, 10], [28, 25, 10], [30, 26, 10]);
    expect([r.temTendencia, r.tendenciaCompra, r.tendenciaVenda]).toEqual([1, true, false]);
    expect(r.adx).toEqual([30, 28]);
    expect(r.adxanterior).toBe(28);
    expect([r.diPlus, r.diMinus]).toEqual([26, 10]);
  });

  it('sell trend: DI− over DI+', () => {
    const r = read([25, 10, 24], [28, 10, 25], [30, 10, 26]);
    expect([r.temTendencia, r.tendenciaCompra, r.tendenciaVenda]).toEqual([-1, false, true]);
  });

  it('no trend when the ADX is below both DIs', () => {
    expect(read([14, 30, 20], [15, 30, 20], [16, 30, 20]).temTendencia).toBe(0);
  });

  it('no trend when the ADX falls and is at or below 32', () => {
    expect(read([30, 30, 10], [33, 30, 10], [32, 30, 10]).temTendencia).toBe(0);
    // Falling but above 32: the trend holds.
    expect(read([40, 30, 10], [41, 30, 10], [40, 30, 10]).temTendencia).toBe(1);
    // At or below 32 but rising: the trend holds.
    expect(read([20, 30, 10], [21, 30, 10], [22, 30, 10]).temTendencia).toBe(1);
  });

  it('a steady rise on real candles reads as a buy trend, a steady fall as a sell trend', () => {
    const closes = Array.from({ length: 60 }, (_, i) => 100 + i);
    expect(computeReading(candlesFromCloses(closes), 'D')?.temTendencia).toBe(1);
    expect(computeReading(candlesFromCloses(mirror(closes)), 'D')?.temTendencia).toBe(-1);
  });
});

describe('tendenciaAcelerante: a trend with the ADX rising above the leading DI', () => {
  it('rising ADX above the DI of the trend side accelerates', () => {
    expect(read([30, 26, 10], [34, 26, 10], [36, 26, 10]).tendenciaAcelerante).toBe(true);
    expect(read([30, 10, 26], [34, 10, 26], [36, 10, 26]).message).toBe('Tendência de venda acelerando');
  });

  it('not while the ADX is under the leading DI, falling, or without a trend', () => {
    // Buy trend (DI+ 40 leads), ADX rising but under it: a trend still forming.
    const forming = read([30, 40, 10], [32, 40, 10], [34, 40, 10]);
    expect([forming.temTendencia, forming.tendenciaAcelerante]).toEqual([1, false]);
    // Sell trend: the leading DI is DI−, so DI+ under the ADX does not count.
    expect(read([30, 10, 40], [32, 10, 40], [34, 10, 40]).tendenciaAcelerante).toBe(false);
    expect(read([30, 26, 10], [42, 26, 10], [40, 26, 10]).tendenciaAcelerante).toBe(false);
    expect(read([10, 26, 20], [11, 26, 20], [12, 26, 20]).tendenciaAcelerante).toBe(false);
  });
});

describe('tendenciaEntrante: the trend starts on this candle', () => {
  it('1 when the previous candle had no trend (or the other one)', () => {
    // Previous candle: ADX falling to 28 ≤ 32 → no trend. Now rising to 29 → buy trend.
    const r = read([30, 26, 10], [28, 26, 10], [29, 26, 10]);
    expect([r.temTendencia, r.tendenciaEntrante]).toEqual([1, 1]);
    expect(r.message).toBe('Início de tendência de compra');
    // Direction flip: sell on the previous candle, buy now.
    expect(read([40, 10, 26], [42, 10, 26], [44, 26, 10]).tendenciaEntrante).toBe(1);
  });

  it('0 while the trend continues', () => {
    expect(read([30, 26, 10], [32, 26, 10], [34, 26, 10]).tendenciaEntrante).toBe(0);
  });
});

describe('mudoutendencia: the ADX kicks down from above 32 after a sustained rise', () => {
  const kickRead = (...adx: number[]) =>
    deriveReading(adxWindow(...adx.map((a): [number, number, number] => [a, 26, 10])), '240');

  it('1 on the first falling candle after three rises into a peak above 32', () => {
    const kick = kickRead(28, 31, 35, 40, 38);
    expect(kick.mudoutendencia).toBe(1);
    expect(kick.message).toBe('ADX virou para baixo');
  });

  it('0 for a peak at or under 32, a short rise, a second falling candle or a rising ADX', () => {
    expect(kickRead(24, 27, 30, 32, 31).mudoutendencia).toBe(0);
    expect(kickRead(40, 36, 35, 40, 38).mudoutendencia).toBe(0);
    expect(kickRead(31, 35, 40, 38, 36).mudoutendencia).toBe(0);
    expect(kickRead(28, 31, 35, 38, 40).mudoutendencia).toBe(0);
  });
});
