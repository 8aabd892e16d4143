import { buildChart } from '@agulhadas/domain/chart';
import { loadSp500Candles } from '../../support/sp500-candles';

// The whole S&P 500 daily series (5 105 candles) as one chart: every needle the engine finds over 20 years.
const CANDLES = loadSp500Candles().map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));
const SPX = { asset: 'SP:SPX', assetType: 'index' };

/** Plain simple average of the n closes up to candle i. */
function average(i: number, n: number): number {
  let sum = 0;
  for (let k = i - n + 1; k <= i; k += 1) sum += CANDLES[k].close;
  return sum / n;
}

describe('needle marks on the chart', () => {
  const chart = buildChart(SPX, 'D', CANDLES, true);
  const needles = chart.marks.filter((mark) => mark.kind === 'agulhado');
  const indexOf = new Map(CANDLES.map((c, i) => [c.time, i]));

  it('sit on the candle that completes the order and carry the candles where the averages met, up to two before', () => {
    expect(needles.length).toBeGreaterThan(50);
    let earlier = 0;
    for (const needle of needles) {
      const at = indexOf.get(needle.time)!;
      expect(needle.meeting?.length).toBeGreaterThan(0);
      for (const time of needle.meeting ?? []) {
        const m = indexOf.get(time)!;
        expect(at - m).toBeGreaterThanOrEqual(0);
        expect(at - m).toBeLessThanOrEqual(2);
        if (m < at) earlier += 1;
        // The meeting candle's range holds the three averages (a body meeting is inside the range too).
        const averages = [average(m, 3), average(m, 8), average(m, 20)];
        const slack = 1e-9 * CANDLES[m].close;
        expect(Math.min(...averages)).toBeGreaterThanOrEqual(CANDLES[m].low - slack);
        expect(Math.max(...averages)).toBeLessThanOrEqual(CANDLES[m].high + slack);
      }
      // The completing candle closes beyond all three of its averages on the needle's side.
      const own = [average(at, 3), average(at, 8), average(at, 20)];
      if (needle.side === 1) expect(CANDLES[at].close).toBeGreaterThan(Math.max(...own));
      else expect(CANDLES[at].close).toBeLessThan(Math.min(...own));
    }
    // Most needles are marked after the candle where the averages met: that candle is the one shaded.
    expect(earlier).toBeGreaterThan(needles.length / 2);
    expect(chart.marks.filter((mark) => mark.kind !== 'agulhado').every((mark) => mark.meeting === undefined)).toBe(
      true,
    );
  });

  it('one setup, one mark: no two same-side needles within two candles', () => {
    const repeats = needles.filter((needle, k) =>
      needles
        .slice(0, k)
        .some((before) => before.side === needle.side && indexOf.get(needle.time)! - indexOf.get(before.time)! <= 2),
    );
    expect(repeats).toEqual([]);
  });
});
