import { signalOutcome, trackRecord, type ChartMark } from '@agulhadas/domain/chart';
import type { Candle } from '@agulhadas/domain/reading';

/** Hand-built candles: [open, high, low, close], one a day from 2024-01-01. */
function candles(...rows: [number, number, number, number][]): Candle[] {
  return rows.map(([open, high, low, close], i) => ({ time: Date.UTC(2024, 0, 1 + i), open, high, low, close }));
}

// Signal on candle 0 (entry 100), then 10 candles: highs reach 112 (candle 7), lows reach 96 (candle 2).
const SERIES = candles(
  [99, 101, 98, 100],
  [100, 103, 99, 102],
  [102, 102, 96, 97],
  [97, 99, 97, 98],
  [98, 104, 98, 103],
  [103, 106, 102, 105],
  [105, 107, 104, 106],
  [106, 112, 105, 110],
  [110, 111, 107, 108],
  [108, 109, 106, 107],
  [107, 108, 100, 101],
);
const ATR = SERIES.map(() => 4);

describe('signalOutcome: what followed one signal', () => {
  it('a buy over 5 candles: highest high, lowest low and the 5th close against the entry close, in % and ATRs', () => {
    // Candles 1–5: highest high 106, lowest low 96, close of candle 5 = 105.
    expect(signalOutcome(SERIES, SERIES.length, 0, 1, 4, 5)).toEqual({
      favourablePct: 6,
      adversePct: 4,
      closePct: 5,
      favourableAtr: 1.5,
      adverseAtr: 1,
      closeAtr: 1.25,
    });
  });

  it('a sell over 10 candles reads the same candles the other way', () => {
    // Candles 1–10: highest high 112, lowest low 96, close of candle 10 = 101.
    expect(signalOutcome(SERIES, SERIES.length, 0, -1, 4, 10)).toEqual({
      favourablePct: 4,
      adversePct: 12,
      closePct: -1,
      favourableAtr: 1,
      adverseAtr: 3,
      closeAtr: -0.25,
    });
  });

  it('a move that never goes the signal’s way is 0, not negative', () => {
    const falling = candles([100, 100, 99, 100], [99, 99.5, 95, 96], [96, 97, 94, 95]);
    expect(signalOutcome(falling, 3, 0, 1, 2, 2)).toMatchObject({ favourablePct: 0, adversePct: 6, closePct: -5 });
  });

  it('too recent: fewer closed candles after the signal than the window', () => {
    expect(signalOutcome(SERIES, SERIES.length, 5, 1, 4, 5)).not.toBeNull();
    expect(signalOutcome(SERIES, SERIES.length, 6, 1, 4, 5)).toBeNull();
    // A forming last candle does not count: with 10 closed, the signal on 5 has only 4 closed after it.
    expect(signalOutcome(SERIES, SERIES.length - 1, 5, 1, 4, 5)).toBeNull();
  });

  it('no ATR on the signal candle: the ATR measures are unknown, the % ones stand', () => {
    expect(signalOutcome(SERIES, SERIES.length, 0, 1, 0, 5)).toMatchObject({
      favourablePct: 6,
      favourableAtr: null,
      closeAtr: null,
    });
  });
});

describe('trackRecord: each kind and side summarised', () => {
  const mark = (index: number, kind: ChartMark['kind'], side: 1 | -1): ChartMark => ({
    time: SERIES[index].time,
    kind,
    side,
  });

  it('averages the measured signals, counts the too recent and the positive ones, needles first', () => {
    const marks = [mark(0, 'alerta', 1), mark(0, 'agulhado', 1), mark(4, 'agulhado', 1), mark(8, 'agulhado', 1)];
    const groups = trackRecord(SERIES, ATR, SERIES.length, marks);
    expect(groups.map((g) => [g.kind, g.side, g.count])).toEqual([
      ['agulhado', 1, 3],
      ['alerta', 1, 1],
    ]);
    const [five, ten] = groups[0].windows;
    // Needle on 0: +6 / 4 / +5 %. Needle on 4 (entry 103): candles 5–9, high 112, low 102, close 107.
    expect(five).toMatchObject({ candles: 5, measured: 2, tooRecent: 1, positive: 2 });
    expect(five.favourablePct).toBeCloseTo((6 + (9 / 103) * 100) / 2, 10);
    expect(five.adversePct).toBeCloseTo((4 + (1 / 103) * 100) / 2, 10);
    expect(five.closePct).toBeCloseTo((5 + (4 / 103) * 100) / 2, 10);
    expect(five.favourableAtr).toBeCloseTo((1.5 + 9 / 4) / 2, 10);
    expect(ten).toMatchObject({ candles: 10, measured: 1, tooRecent: 2, positive: 1, closePct: 1, closeAtr: 0.25 });
  });

  it('a group with nothing measured says so with nulls', () => {
    const [five] = trackRecord(SERIES, ATR, SERIES.length, [mark(9, 'confirmacao', -1)])[0].windows;
    expect(five).toEqual({
      candles: 5,
      measured: 0,
      tooRecent: 1,
      positive: 0,
      favourablePct: null,
      adversePct: null,
      closePct: null,
      favourableAtr: null,
      adverseAtr: null,
      closeAtr: null,
    });
  });
});
