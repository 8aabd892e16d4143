import { chartNeedles } from '../../support/chart-needles';
import type { DatedCandle } from '../../support/daily-csv';
import { needleCandidates } from '../../support/needle-candidates';
import { LABELLED_NEEDLE_SERIES } from '../../support/needle-series';

// Candles that open at the previous close and reach a tenth past it: the true range is the move.
function candlesOf(closes: readonly number[]): DatedCandle[] {
  return closes.map((close, i) => {
    const open = i === 0 ? close : closes[i - 1];
    return {
      date: `d${i}`,
      time: i,
      open,
      high: Math.max(open, close) + 0.1,
      low: Math.min(open, close) - 0.1,
      close,
      volume: 0,
    };
  });
}

// A steady fall of 1 a candle, then the given jumps, then a slow rise of 1 a candle.
function reversal(jumps: readonly number[]): number[] {
  const closes = Array.from({ length: 40 }, (_, i) => 200 - i);
  for (const step of [...jumps, 1, 1, 1, 1, 1, 1]) closes.push(closes[closes.length - 1] + step);
  return closes;
}

const mirrored = (closes: readonly number[]) => closes.map((close) => 400 - close);

describe('needle candidates: openings in order after the averages come within a typical candle', () => {
  it('a jump that brings the averages together two candles before the order opens is a buy candidate on the opening', () => {
    // Candle 40 holds the averages within 0.8 typical candles; the order 3 > 8 > 20 is reached on 42.
    expect(needleCandidates(candlesOf(reversal([30])))).toEqual([{ index: 42, date: 'd42', side: 1 }]);
  });

  it('the mirror is a sell candidate on the same candle', () => {
    expect(needleCandidates(candlesOf(mirrored(reversal([30]))))).toEqual([{ index: 42, date: 'd42', side: -1 }]);
  });

  it('an opening whose averages never came within a typical candle is no candidate', () => {
    // Three jumps of 15 keep the averages 1.6 typical candles apart or more on every candle of s-2 … s.
    expect(needleCandidates(candlesOf(reversal([15, 15, 15])))).toEqual([]);
  });

  it('a flat stretch, where the averages are equal but never in order, is no candidate', () => {
    expect(needleCandidates(candlesOf(Array.from({ length: 60 }, () => 100)))).toEqual([]);
  });

  it.each(LABELLED_NEEDLE_SERIES)(
    'every rule-written needle of $name is among its candidates (the pre-filter only widens)',
    (series) => {
      const candles = series.load();
      const candidates = new Set(needleCandidates(candles).map((c) => `${c.date}:${c.side}`));
      const needles = chartNeedles(candles);
      expect(needles.length).toBeGreaterThan(10);
      expect(needles.filter((n) => !candidates.has(`${n.date}:${n.side}`))).toEqual([]);
      expect(candidates.size).toBeGreaterThan(needles.length);
    },
  );
});
