import { describe, expect, it } from '@jest/globals';
import type { IndicatorSnapshot } from '@agulhadas/domain/indicators';
import { needleEvent, needleWithin, REPEAT_CANDLES, repeatsSetup } from '@agulhadas/domain/signals';
import { windowOf } from './fixtures';

type Row = [open: number, close: number, ma3: number, ma8: number, ma20: number];

/** Candles with hand-set averages (oldest first), ATR 1, an hour apart. */
function candles(...rows: Row[]): IndicatorSnapshot[] {
  return windowOf(
    ...rows.map(([open, close, ma3, ma8, ma20]) => ({
      open,
      close,
      high: Math.max(open, close),
      low: Math.min(open, close),
      ma3,
      ma8,
      ma20,
    })),
  );
}

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

/** agulhado of every candle of the series, each read with only the candles up to it (as the robot reads). */
function needlesAlong(series: IndicatorSnapshot[]): number[] {
  return series.map((_, i) => (i < 6 ? 0 : needleWithin(series.slice(0, i + 1), 0)));
}

const SLIDE: Row = [100.5, 100.3, 100.1, 100.25, 100.4];
// The averages inside this candle's body, out of order (the 8 above the 3).
const MEETING: Row = [100.0, 100.5, 100.3, 100.35, 100.2];
// 3 > 8 > 20 opens on this candle, which closes above all three.
const OPENING: Row = [100.5, 101.2, 100.6, 100.45, 100.25];
// Out of order, closing between the averages: no meeting, nothing against.
const WAIT: Row = [100.5, 100.4, 100.38, 100.4, 100.2];

describe('one setup, one needle: a same-side needle within two candles of another is not signalled again', () => {
  it('the rule: a same-side needle one or two candles before makes a repeat; three before, or the other side, does not', () => {
    expect(REPEAT_CANDLES).toBe(2);
    // One candle apart cannot happen in the engine (a needle needs the order absent on the candle before), so the rule is tested on its own.
    expect(repeatsSetup(1, [1, 0])).toBe(true);
    expect(repeatsSetup(-1, [0, -1])).toBe(true);
    expect(repeatsSetup(1, [0, 0, 1])).toBe(false);
    expect(repeatsSetup(1, [-1, -1])).toBe(false);
    expect(repeatsSetup(0, [1, 1])).toBe(false);
  });

  it('two same-side needles two candles apart: one needle, on the first', () => {
    const series = candles(SLIDE, SLIDE, SLIDE, SLIDE, SLIDE, MEETING, OPENING, MEETING, OPENING);
    expect(needlesAlong(series).slice(-4)).toEqual([0, 1, 0, 0]);
    expect(needlesAlong(mirrored(series)).slice(-4)).toEqual([0, -1, 0, 0]);
    // agulhado1/2 do not restate the repeat either: the order broke in between, and the repeat is no needle.
    expect([needleWithin(series, 1), needleWithin(series, 2)]).toEqual([0, 0]);
  });

  it('three candles apart: two needles', () => {
    const series = candles(SLIDE, SLIDE, SLIDE, SLIDE, SLIDE, MEETING, OPENING, MEETING, WAIT, OPENING);
    expect(needlesAlong(series).slice(-4)).toEqual([1, 0, 0, 1]);
  });

  it('opposite sides two candles apart: both', () => {
    const buy = candles(SLIDE, SLIDE, SLIDE, SLIDE, SLIDE, MEETING, OPENING);
    // A sell that opens two candles after the buy: the averages meet in a red body, then 20 > 8 > 3 with a close below all.
    const series = windowOf(
      ...buy.slice(-7),
      { open: 100.6, close: 100.2, high: 100.6, low: 100.2, ma3: 100.4, ma8: 100.35, ma20: 100.3 },
      { open: 100.2, close: 99.5, high: 100.2, low: 99.5, ma3: 100.1, ma8: 100.25, ma20: 100.3 },
    );
    expect(needlesAlong(series).slice(-3)).toEqual([1, 0, -1]);
  });

  it('the needle carries its meeting candles and its own candle is the one that completes the order', () => {
    const late = candles(SLIDE, SLIDE, SLIDE, SLIDE, MEETING, WAIT, OPENING);
    expect(needleEvent(late)).toEqual({ side: 1, meetingTimes: [late[4]!.time] });
    const same = candles(SLIDE, SLIDE, SLIDE, SLIDE, SLIDE, WAIT, [100.0, 100.6, 100.4, 100.3, 100.15]);
    expect(needleEvent(same)).toEqual({ side: 1, meetingTimes: [same[6]!.time] });
    expect(needleEvent(candles(SLIDE, SLIDE, SLIDE, SLIDE, SLIDE, SLIDE, MEETING))).toBeNull();
  });
});
