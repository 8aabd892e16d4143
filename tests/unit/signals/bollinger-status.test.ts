import { describe, expect, it } from '@jest/globals';
import { bollingerStatusOf, deriveReading } from '@agulhadas/domain/signals';
import { NEEDLE_BASE, readingOf, windowOf } from './fixtures';

describe('bollingerStatus / bbabriu / bbfechou', () => {
  it('opening (1): a breakout widens the bands, upper up and lower down; bbabriu on that candle', () => {
    const closes = [...NEEDLE_BASE, 104, 106];
    expect(readingOf(closes, 37).bollingerStatus).not.toBe(1);
    const r = readingOf(closes, 38);
    expect(r.bollingerStatus).toBe(1);
    expect(r.bbabriu).toBe(1);
    const next = readingOf(closes, 39);
    expect(next.bbabriu).toBe(0);
  });

  it('closing (-1): width falls as the price settles; bbfechou on the first closing candle', () => {
    const closes = [...NEEDLE_BASE, 104, ...new Array<number>(8).fill(104.1)];
    // The breakout candle (38) keeps σ high until the quiet candles outweigh it: width falls from 42.
    const at = (i: number) => readingOf(closes, i);
    expect(at(41).bollingerStatus).toBe(0);
    expect([at(42).bollingerStatus, at(42).bbfechou]).toEqual([-1, 1]);
    expect([at(43).bollingerStatus, at(43).bbfechou]).toEqual([-1, 0]);
  });

  it('parallel (0): width rising while both bands rise, or width unchanged', () => {
    const before = windowOf({})[5];
    expect(bollingerStatusOf({ ...before, bbUpper: 103, bbLower: 98.5, bbWidth: 0.045 }, before)).toBe(0);
    expect(bollingerStatusOf({ ...before }, before)).toBe(0);
    expect(bollingerStatusOf({ ...before, bbUpper: 103, bbLower: 97, bbWidth: 0.06 }, before)).toBe(1);
    expect(bollingerStatusOf({ ...before, bbUpper: 101, bbLower: 99, bbWidth: 0.02 }, before)).toBe(-1);
  });

  it('bbabriu is 0 when the bands were already opening on the previous candle', () => {
    const window = windowOf(
      { bbUpper: 101, bbLower: 99, bbWidth: 0.02 },
      { bbUpper: 102, bbLower: 98, bbWidth: 0.04 },
      { bbUpper: 103, bbLower: 97, bbWidth: 0.06 },
    );
    const r = deriveReading(window, 'D');
    expect([r.bollingerStatus, r.bbabriu, r.bbfechou]).toEqual([1, 0, 0]);
  });
});
