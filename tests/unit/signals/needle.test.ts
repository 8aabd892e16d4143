import { describe, expect, it } from '@jest/globals';
import type { IndicatorSnapshot } from '@agulhadas/domain/indicators';
import type { Candle } from '@agulhadas/domain/reading';
import {
  computeReading,
  createReadingEngine,
  deriveReading,
  needleWithin,
  pushReading,
} from '@agulhadas/domain/signals';
import { mirror, NEEDLE_BASE, readingOf, windowOf } from './fixtures';

/** One candle with the averages the chart draws on it; high and low default to the body's edges. */
type Row = [open: number, close: number, ma3: number, ma8: number, ma20: number, high?: number, low?: number];

/** Candles with hand-set averages (oldest first), ATR 1. */
function candles(...rows: Row[]): IndicatorSnapshot[] {
  return windowOf(
    ...rows.map(([open, close, ma3, ma8, ma20, high = Math.max(open, close), low = Math.min(open, close)]) => ({
      open,
      close,
      high,
      low,
      ma3,
      ma8,
      ma20,
    })),
  );
}

/** [agulhado, agulhado1, agulhado2] of the window's last candle. */
function needlesOf(window: IndicatorSnapshot[]): [number, number, number] {
  return [needleWithin(window, 0), needleWithin(window, 1), needleWithin(window, 2)];
}

/** Prices mirrored around 100 (high and low swap): buy becomes sell. */
function mirrored(window: IndicatorSnapshot[]): IndicatorSnapshot[] {
  const m = (x: number) => 200 - x;
  return window.map((s) => ({
    ...s,
    open: m(s.open),
    close: m(s.close),
    high: m(s.low),
    low: m(s.high),
    ma3: m(s.ma3),
    ma8: m(s.ma8),
    ma20: m(s.ma20),
  }));
}

// Averages under each other while the price slides, close together around 100.
const SLIDE: Row[] = [
  [101, 100.8, 100.4, 100.6, 100.8],
  [100.8, 100.5, 100.2, 100.4, 100.6],
  [100.5, 100.3, 100.1, 100.25, 100.4],
];
// The averages inside this candle's body, still out of order (the 8 above the 3).
const MEETING: Row = [100.0, 100.5, 100.3, 100.35, 100.2];
// A green candle on which 3 > 8 > 20 opens, closing above all three.
const OPENING: Row = [100.5, 101.2, 100.6, 100.45, 100.25];
// The order still not open, the candle closing between the averages.
const WAIT: Row = [100.5, 100.4, 100.38, 100.4, 100.2];

describe('agulhado: flagged where the averages open in order, after meeting in a candle, on a candle that agrees', () => {
  it('buy: the body holds the three averages, 3 > 8 > 20 opens on it and it closes above them all; and its mirror', () => {
    const w = candles(...SLIDE, [100.0, 100.6, 100.4, 100.3, 100.15]);
    expect(needlesOf(w)).toEqual([1, 1, 1]);
    expect(deriveReading(w, 'D').message).toBe('Agulhada de compra');
    expect(needlesOf(mirrored(w))).toEqual([-1, -1, -1]);
    expect(deriveReading(mirrored(w), 'D').message).toBe('Agulhada de venda');
  });

  it('the order opening one or two candles after the meeting: the needle is on the candle where it opens', () => {
    expect(needlesOf(candles(...SLIDE, MEETING))).toEqual([0, 0, 0]);
    expect(needlesOf(candles(...SLIDE, MEETING, OPENING))).toEqual([1, 1, 1]);
    expect(needlesOf(candles(...SLIDE, MEETING, WAIT, OPENING))).toEqual([1, 1, 1]);
    expect(needlesOf(mirrored(candles(...SLIDE, MEETING, WAIT, OPENING)))).toEqual([-1, -1, -1]);
  });

  it('three candles after the meeting is too late', () => {
    expect(needlesOf(candles(SLIDE[2], MEETING, WAIT, WAIT, OPENING))).toEqual([0, 0, 0]);
  });

  it('a buy on a candle that falls through the averages and closes under them is no needle', () => {
    // Red candle: the body holds the averages and 3 > 8 > 20 opens, but it closes at 100.1, under the 20.
    const falling = candles(...SLIDE, [100.6, 100.1, 100.35, 100.3, 100.2]);
    expect(needlesOf(falling)).toEqual([0, 0, 0]);
    expect(needlesOf(mirrored(falling))).toEqual([0, 0, 0]);
  });

  it('a candle closing under all three averages between the meeting and the opening cancels it', () => {
    const against: Row = [100.15, 100.05, 100.38, 100.4, 100.2];
    expect(needlesOf(candles(...SLIDE, MEETING, against, OPENING))).toEqual([0, 0, 0]);
    expect(needlesOf(mirrored(candles(...SLIDE, MEETING, against, OPENING)))).toEqual([0, 0, 0]);
    expect(needlesOf(candles(...SLIDE, MEETING, WAIT, OPENING))).toEqual([1, 1, 1]);
  });

  it('the meeting candle’s own close does not count: a red body threading the averages, then the opening', () => {
    const redMeeting: Row = [100.5, 100.1, 100.38, 100.4, 100.2];
    expect(needlesOf(candles(...SLIDE, redMeeting, OPENING))).toEqual([1, 1, 1]);
  });

  it('averages threaded by the wick count within one average range', () => {
    // Body 100.5 → 100.9 above the averages (0.3 apart, ATR 1); the low wick at 100.1 threads them.
    const wick: Row = [100.5, 100.9, 100.45, 100.3, 100.15, 101.0, 100.1];
    expect(needlesOf(candles(...SLIDE, wick))).toEqual([1, 1, 1]);
    expect(needlesOf(mirrored(candles(...SLIDE, wick)))).toEqual([-1, -1, -1]);
    // A wick threading averages 1.1 apart: they did not meet.
    const apart: Row = [101.4, 101.8, 101.3, 100.8, 100.2, 101.9, 100.1];
    expect(needlesOf(candles(...SLIDE, apart))).toEqual([0, 0, 0]);
  });

  it('a body holding averages up to one average range apart meets them (a body lies inside the range)', () => {
    // Body 100.0 → 101.2 holding averages 0.8 apart: wider than the body threshold, within the range one.
    expect(needlesOf(candles(...SLIDE, [100.0, 101.2, 100.9, 100.5, 100.1]))).toEqual([1, 1, 1]);
  });

  it('the averages must open decisively: MA3 at least 0.2 average range beyond MA20 on the needle’s candle', () => {
    // Order reached, body holds them, close above, but MA3 only 0.15 above MA20.
    const barely = candles(...SLIDE, [100.0, 100.6, 100.35, 100.3, 100.2]);
    expect(needlesOf(barely)).toEqual([0, 0, 0]);
    expect(needlesOf(mirrored(barely))).toEqual([0, 0, 0]);
  });

  it('the needle’s candle must move its way: a real body of at least a quarter of an average range', () => {
    // A wick meeting and a close above the averages, but the body only 0.2 (open 100.5, close 100.7).
    const small = candles(...SLIDE, [100.5, 100.7, 100.45, 100.3, 100.15, 100.9, 100.1]);
    expect(needlesOf(small)).toEqual([0, 0, 0]);
    expect(needlesOf(mirrored(small))).toEqual([0, 0, 0]);
    // The same candle closing at 100.75: body 0.25, a needle.
    expect(needlesOf(candles(...SLIDE, [100.5, 100.75, 100.45, 100.3, 100.15, 100.9, 100.1]))).toEqual([1, 1, 1]);
  });

  it('a gap over all three averages is no needle, even when the order opens', () => {
    const gap = candles(...SLIDE, [101.2, 101.8, 100.8, 100.5, 100.4]);
    expect(needlesOf(gap)).toEqual([0, 0, 0]);
  });

  it('a body holding averages that are more than one average range apart is no meeting', () => {
    const wide = candles(
      [104, 103, 101, 102, 103.5],
      [103, 102, 100.5, 101.5, 103],
      [102, 101, 100, 101, 102.5],
      [98, 104, 102.6, 102, 101.2],
    );
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

  it('the classic needle on 15-minute candles: converging closes, then one strong candle threading the averages and closing above them', () => {
    const quarter = 900_000;
    const start = Date.UTC(2026, 0, 5, 13);
    const closes = Array.from({ length: 40 }, (_, i) => 25 + (i % 2 === 0 ? -0.01 : 0.01) * (1 - i / 40));
    const quiet: Candle[] = closes.map((close, i) => {
      const open = i === 0 ? close : closes[i - 1];
      return {
        time: start + i * quarter,
        open,
        high: Math.max(open, close) + 0.01,
        low: Math.min(open, close) - 0.01,
        close,
      };
    });
    const strong: Candle = { time: start + 40 * quarter, open: 25, high: 25.42, low: 24.99, close: 25.4 };
    expect(computeReading([...quiet, strong], '15')?.message).toBe('Agulhada de compra');
    const engine = createReadingEngine('15');
    quiet.forEach((candle) => pushReading(engine, candle));
    expect(pushReading(engine, strong)?.agulhado).toBe(1);
    const down: Candle = { ...strong, high: 25.01, low: 24.58, close: 24.6 };
    expect(computeReading([...quiet, down], '15')?.message).toBe('Agulhada de venda');
  });

  it('no needle when only MA3 crosses MA8 (the 20 stays above the 8)', () => {
    const r = readingOf([...NEEDLE_BASE, 100.5]);
    expect(r.alerta).toBe(1);
    expect([r.agulhado, r.agulhado1, r.agulhado2]).toEqual([0, 0, 0]);
  });
});

describe('agulhado1 / agulhado2: a strict needle on the previous candle / up to two candles back, its order held since', () => {
  const needleCandle: Row = [100.0, 100.6, 100.4, 100.3, 100.15];
  const after: Row[] = [
    [100.6, 101.0, 100.7, 100.45, 100.25],
    [101.0, 101.3, 101.0, 100.6, 100.3],
    [101.3, 101.5, 101.25, 100.75, 100.35],
  ];

  it('a needle stays on for two candles in agulhado1 and three in agulhado2 while the order holds', () => {
    const oneAfter = candles(...SLIDE, needleCandle, after[0]);
    expect(needlesOf(oneAfter)).toEqual([0, 1, 1]);
    expect(deriveReading(oneAfter, 'D').message).toBe('Agulhada de compra no candle anterior');
    const twoAfter = candles(...SLIDE.slice(1), needleCandle, ...after.slice(0, 2));
    expect(needlesOf(twoAfter)).toEqual([0, 0, 1]);
    expect(deriveReading(twoAfter, 'D').message).toBe('Agulhada de compra recente');
    expect(deriveReading(mirrored(twoAfter), 'D').message).toBe('Agulhada de venda recente');
    expect(needlesOf(candles(...SLIDE.slice(2), needleCandle, ...after))).toEqual([0, 0, 0]);
  });

  it('cancelled as soon as the order breaks', () => {
    expect(needlesOf(candles(...SLIDE, needleCandle, [100.6, 100.3, 100.4, 100.42, 100.25]))).toEqual([0, 0, 0]);
  });

  it('only a strict needle starts them: a rejected opening (wrong-side close) leaves both off on the next candles', () => {
    const falling: Row = [100.6, 100.1, 100.35, 100.3, 100.2];
    expect(needlesOf(candles(...SLIDE, falling, after[0]))).toEqual([0, 0, 0]);
  });
});
