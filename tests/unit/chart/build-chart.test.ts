import { buildChart, candlesClosedBy, MARKED_SIGNALS } from '@agulhadas/domain/chart';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { computeReading, WARMUP_CANDLES } from '@agulhadas/domain/signals';
import { loadSp500Candles } from '../../support/sp500-candles';

// 300 daily candles of a real market (2008: needles, alerts and false points of every kind).
const CANDLES = loadSp500Candles()
  .filter((c) => c.date >= '2008-01-01')
  .slice(0, 300)
  .map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));

const SPX = { asset: 'SP:SPX', assetType: 'index' };

describe('buildChart', () => {
  const chart = buildChart(SPX, 'D', CANDLES, true);

  it('marks every signal on the candle whose reading (the cards’ engine) has it, and nothing else', () => {
    for (let i = WARMUP_CANDLES - 1; i < CANDLES.length; i += 1) {
      const reading = computeReading(CANDLES.slice(0, i + 1), 'D');
      if (reading === null) throw new Error('warm-up');
      for (const kind of MARKED_SIGNALS) {
        const mark = chart.marks.find((m) => m.time === CANDLES[i].time && m.kind === kind);
        expect([kind, CANDLES[i].time, mark?.side ?? 0]).toEqual([kind, CANDLES[i].time, reading[kind]]);
      }
    }
    expect(chart.marks.filter((m) => m.kind === 'agulhado').length).toBeGreaterThan(0);
  });

  it('sends candles exactly, the price lines with the price digits and the others with five significant digits, null while warming up', () => {
    expect(chart.close).toEqual(CANDLES.map((c) => c.close));
    expect(chart.priceDigits).toEqual({ min: 2, max: 2 });
    const ma3 = chart.lines.ma3.at(-1) ?? 0;
    expect(Number(ma3.toFixed(2))).toBe(ma3);
    expect(chart.lines.ma20.slice(0, 19).every((v) => v === null)).toBe(true);
    expect(chart.lines.ma20[19]).not.toBeNull();
    const last = chart.lines.didiCurta.at(-1) ?? 0;
    expect(Number(last.toPrecision(5))).toBe(last);
    expect(Object.values(chart.lines).every((line) => line.length === CANDLES.length)).toBe(true);
  });

  it('a forming last candle is flagged and not measured by the track record', () => {
    const forming = buildChart(SPX, 'D', CANDLES, false);
    expect(forming.forming).toBe(true);
    expect(chart.forming).toBe(false);
    const tooRecent = (c: typeof chart) => c.trackRecord.reduce((sum, g) => sum + g.windows[0].tooRecent, 0);
    expect(tooRecent(forming)).toBeGreaterThanOrEqual(tooRecent(chart));
  });

  it('fits the wire budget: 300 candles under 30 kB gzipped', async () => {
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(JSON.stringify(chart)).length).toBeLessThan(30_000);
  });

  it('no candles: an empty chart', () => {
    expect(buildChart(SPX, 'D', [], true)).toMatchObject({ time: [], marks: [], trackRecord: [], forming: false });
  });
});

describe('candlesClosedBy: a delayed viewer’s candles', () => {
  const hours = MARKET_HOURS.ALWAYS;
  const quarter = (i: number) => ({ time: Date.UTC(2026, 10, 24, 12, 15 * i), open: 1, high: 1, low: 1, close: 1 });
  const fifteen = [0, 1, 2, 3].map(quarter);

  it('keeps the candles closed at the cut-off and leaves out the one forming then, whole', () => {
    // Cut-off 12:40: 12:00 and 12:15 closed (12:30 closes at 12:45).
    expect(candlesClosedBy(fifteen, Date.UTC(2026, 10, 24, 12, 40), '15', hours).map((c) => c.time)).toEqual([
      quarter(0).time,
      quarter(1).time,
    ]);
    expect(candlesClosedBy(fifteen, Date.UTC(2026, 10, 24, 12, 45), '15', hours)).toHaveLength(3);
  });
});
