import { describe, expect, it } from '@jest/globals';
import type { IndicatorSnapshot } from '../../../src/domain/indicators';
import { deriveReading, needleWithin } from '../../../src/domain/signals';
import { mirror, NEEDLE_BASE, readingOf, windowOf } from './fixtures';

type Row = [open: number, close: number, ma3: number, ma8: number, ma20: number];

/** Candles with hand-set averages (oldest first), ATR 1; the averages are what the chart draws on each candle. */
function candles(...rows: Row[]): IndicatorSnapshot[] {
  return windowOf(...rows.map(([open, close, ma3, ma8, ma20]) => ({ open, close, ma3, ma8, ma20 })));
}

/** The same candles seen from each of their last `count` candles: [agulhado, agulhado1, agulhado2] per candle. */
function needlesOf(window: IndicatorSnapshot[]): [number, number, number] {
  return [needleWithin(window, 0), needleWithin(window, 1), needleWithin(window, 2)];
}

/** Price mirrored around 100 (open, close and averages): buy becomes sell. */
function mirrored(window: IndicatorSnapshot[]): IndicatorSnapshot[] {
  const m = (x: number) => 200 - x;
  return window.map((s) => ({ ...s, open: m(s.open), close: m(s.close), ma3: m(s.ma3), ma8: m(s.ma8), ma20: m(s.ma20) }));
}

// Averages under each other while the price slides, close together around 100.
const SLIDE: Row[] = [
  [101, 100.8, 100.4, 100.6, 100.8],
  [100.8, 100.5, 100.2, 100.4, 100.6],
  [100.5, 100.3, 100.1, 100.25, 100.4],
];

describe('agulhado: the averages open in order right after a candle body threads them', () => {
  it('buy: the candle body holds MA3, MA8 and MA20 and the order 3 > 8 > 20 is reached on it', () => {
    const w = candles(...SLIDE, [100.0, 100.6, 100.35, 100.3, 100.2]);
    expect(needlesOf(w)).toEqual([1, 1, 1]);
    expect(deriveReading(w, 'D').message).toBe('Agulhada de compra');
    expect(needlesOf(mirrored(w))).toEqual([-1, -1, -1]);
    expect(deriveReading(mirrored(w), 'D').message).toBe('Agulhada de venda');
  });

  it('the order reached on the next candle: the needle is flagged on that next candle', () => {
    // Body of the 4th candle holds the averages, still out of order; the 5th opens them 3 > 8 > 20.
    const threaded: Row = [100.0, 100.5, 100.3, 100.35, 100.2];
    expect(needlesOf(candles(...SLIDE, threaded))).toEqual([0, 0, 0]);
    expect(needlesOf(candles(...SLIDE, threaded, [100.5, 101.2, 100.6, 100.45, 100.25]))).toEqual([1, 1, 1]);
  });

  it('a gap over all three averages is no needle, even when the order is reached', () => {
    // The averages were 0.4 apart (above a quarter of the ATR) and the candle opens above them all.
    const gap = candles(...SLIDE, [101.2, 101.8, 100.8, 100.5, 100.4]);
    expect(needlesOf(gap)).toEqual([0, 0, 0]);
  });

  it('a body holding averages that are more than one average range apart is no meeting', () => {
    const wide = candles([104, 103, 101, 102, 103.5], [103, 102, 100.5, 101.5, 103], [102, 101, 100, 101, 102.5], [98, 104, 102.6, 102, 101.2]);
    expect(needlesOf(wide)).toEqual([0, 0, 0]);
  });

  it('out of a flat stretch (the three averages equal) the first move is no needle', () => {
    const flat = candles([100, 100, 100, 100, 100], [100, 100, 100, 100, 100], [100, 100.3, 100.1, 100.04, 100.015]);
    expect(needlesOf(flat)).toEqual([0, 0, 0]);
  });

  it('a real market: a strong candle out of a gentle slide, and its mirror', () => {
    const closes = [...NEEDLE_BASE, 104];
    expect(readingOf(closes, 37).agulhado).toBe(0);
    const r = readingOf(closes);
    expect([r.agulhado, r.agulhado1, r.agulhado2]).toEqual([1, 1, 1]);
    expect(r.message).toBe('Agulhada de compra');
    expect(readingOf(mirror(closes)).agulhado).toBe(-1);
  });

  it('no needle when only MA3 crosses MA8 (the 20 stays above the 8)', () => {
    const r = readingOf([...NEEDLE_BASE, 100.5]);
    expect(r.alerta).toBe(1);
    expect([r.agulhado, r.agulhado1, r.agulhado2]).toEqual([0, 0, 0]);
  });
});

describe('agulhado1 / agulhado2: the needle within one / two candles', () => {
  const needleCandle: Row = [100.0, 100.6, 100.35, 100.3, 100.2];
  const after: Row[] = [
    [100.6, 101.0, 100.7, 100.45, 100.25],
    [101.0, 101.3, 101.0, 100.6, 100.3],
    [101.3, 101.5, 101.25, 100.75, 100.35],
  ];

  it('a needle stays on for two candles in agulhado1 and three in agulhado2 while the order holds', () => {
    expect(needlesOf(candles(...SLIDE.slice(1), needleCandle, after[0]))).toEqual([0, 1, 1]);
    expect(deriveReading(candles(...SLIDE.slice(1), needleCandle, after[0]), 'D').message).toBe('Agulhada de compra no candle anterior');
    expect(needlesOf(candles(...SLIDE.slice(2), needleCandle, ...after.slice(0, 2)))).toEqual([0, 0, 1]);
    expect(deriveReading(candles(...SLIDE.slice(2), needleCandle, ...after.slice(0, 2)), 'D').message).toBe('Agulhada de compra recente');
    expect(needlesOf(candles(needleCandle, ...after))).toEqual([0, 0, 0]);
  });

  it('cancelled as soon as the order breaks', () => {
    expect(needlesOf(candles(...SLIDE, needleCandle, [100.6, 100.3, 100.4, 100.42, 100.25]))).toEqual([0, 0, 0]);
  });

  it('averages converged (within a quarter of an average range) without a body: agulhado1, not agulhado', () => {
    // The 4th candle's body is above the averages (0.2 apart, ATR 1); the 5th opens them in order.
    const converged = candles(...SLIDE, [100.6, 100.9, 100.2, 100.3, 100.1], [100.9, 101.2, 100.5, 100.35, 100.15]);
    expect(needlesOf(converged)).toEqual([0, 1, 1]);
    expect(needlesOf(mirrored(converged))).toEqual([0, -1, -1]);
  });

  it('the meeting may come up to two candles before the order in agulhado2', () => {
    const meeting: Row = [100.0, 100.5, 100.3, 100.35, 100.2];
    const wait: Row = [100.5, 100.6, 100.45, 100.45, 100.15];
    const open: Row = [100.5, 101.2, 100.6, 100.45, 100.25];
    expect(needlesOf(candles(...SLIDE, meeting, wait, open))).toEqual([0, 1, 1]);
    expect(needlesOf(candles(...SLIDE, meeting, wait, wait, open))).toEqual([0, 0, 1]);
  });
});
