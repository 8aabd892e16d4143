import { candleCloseTime, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { formatDateTime } from '@agulhadas/domain/presentation/format';
import {
  axisTickLabel,
  candleChartTime,
  candleLabel,
  chartTimeLabel,
  readingCandleLabel,
} from '@agulhadas/domain/presentation/candle-label';

const { B3, FX, US, ALWAYS } = MARKET_HOURS;
const HOUR = 3_600_000;

describe('candle labels: daily and weekly candles by their trading day', () => {
  it('a B3 daily candle of 28/11/2026 is the 28th, not the evening before in Brasília', () => {
    const open = Date.UTC(2026, 10, 28);
    expect(candleLabel(open, 'D', B3)).toBe('28/11/2026');
    // What the mini-page used to say of it: the candle's open read on Brasília's clock.
    expect(formatDateTime(new Date(open).toISOString())).toBe('27/11/2026, 21:00');
    expect(readingCandleLabel(new Date(open).toISOString(), 'D', B3)).toBe('28/11/2026');
    expect(candleLabel(Date.UTC(2026, 10, 27), 'D', B3)).toBe('27/11/2026');
  });

  it('an FX day closing at 17:00 New York is named by that day, read late in Brasília or not', () => {
    // The FX day of Friday 27/11 opens at 17:00 New York on Thursday (22:00 UTC, winter) and closes a day later.
    const open = Date.UTC(2026, 10, 26, 22);
    const close = candleCloseTime(open, 'D', FX);
    expect(new Date(close).toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(candleLabel(open, 'D', FX)).toBe('27/11/2026');
    // Read at 23:00 Brasília (02:00 UTC of the next day): still the day it closed.
    const readAt = Date.UTC(2026, 10, 28, 2);
    expect(readAt).toBeGreaterThan(close);
    expect(readingCandleLabel(new Date(open).toISOString(), 'D', FX)).toBe('27/11/2026');
    // Neither the UTC date of its open nor Brasília's is its day.
    expect(formatDateTime(new Date(open).toISOString())).toBe('26/11/2026, 19:00');
    expect(candleLabel(Date.UTC(2026, 10, 24, 22), 'D', FX)).toBe('25/11/2026');
  });

  it('a weekly candle is "semana de" the Monday of the week it closes in, whatever the market', () => {
    expect(candleLabel(Date.UTC(2026, 10, 23), 'W', B3)).toBe('semana de 23/11/2026');
    // The FX week opens on Sunday at 17:00 New York.
    expect(candleLabel(Date.UTC(2026, 10, 22, 22), 'W', FX)).toBe('semana de 23/11/2026');
    expect(candleLabel(Date.UTC(2026, 10, 23), 'W', ALWAYS)).toBe('semana de 23/11/2026');
    expect(readingCandleLabel('2026-11-22T22:00:00.000Z', 'W', FX)).toBe('semana de 23/11/2026');
  });

  it('the week New York leaves daylight saving keeps every FX day and week on its date', () => {
    // Summer: the day of Friday 30/10 opens at 17:00 EDT (21:00 UTC); winter: Monday 02/11 opens at 17:00 EST (22:00 UTC).
    expect(candleLabel(Date.UTC(2026, 9, 29, 21), 'D', FX)).toBe('30/10/2026');
    expect(candleLabel(Date.UTC(2026, 10, 1, 22), 'D', FX)).toBe('02/11/2026');
    expect(candleLabel(Date.UTC(2026, 9, 25, 21), 'W', FX)).toBe('semana de 26/10/2026');
    expect(candleLabel(Date.UTC(2026, 10, 1, 22), 'W', FX)).toBe('semana de 02/11/2026');
    // A US session's first 15 minutes: 09:30 New York is 10:30 Brasília in summer, 11:30 in winter.
    expect(candleLabel(Date.UTC(2026, 9, 30, 13, 30), '15', US)).toBe('30/10/2026, 10:30');
    expect(candleLabel(Date.UTC(2026, 10, 2, 14, 30), '15', US)).toBe('02/11/2026, 11:30');
    expect(candleLabel(Date.UTC(2026, 10, 2), 'D', US)).toBe('02/11/2026');
  });

  it('the chart draws trading days at 00:00 UTC of their date', () => {
    expect(candleChartTime(Date.UTC(2026, 10, 26, 22), 'D', FX)).toBe(Date.UTC(2026, 10, 27));
    expect(candleChartTime(Date.UTC(2026, 10, 28), 'D', B3)).toBe(Date.UTC(2026, 10, 28));
    expect(candleChartTime(Date.UTC(2026, 10, 22, 22), 'W', FX)).toBe(Date.UTC(2026, 10, 23));
    expect(chartTimeLabel(Date.UTC(2026, 10, 27), 'D')).toBe('27/11/2026');
  });

  it('a bad or missing reading time reads as a dash', () => {
    expect(readingCandleLabel(null, 'D', B3)).toBe('—');
    expect(readingCandleLabel('not a time', 'D', B3)).toBe('—');
  });
});

describe('intraday candles on Brasília’s clock', () => {
  // Hourly candles of a market that never closes, from 20:00 Brasília on 27/11 to 03:00 on the 28th.
  const opens = Array.from({ length: 8 }, (_, i) => Date.UTC(2026, 10, 27, 23) + i * HOUR);
  const chartTimes = opens.map((open) => candleChartTime(open, '60', ALWAYS));

  it('the chart time is the Brasília wall clock, so a new day starts at Brasília midnight', () => {
    const startsDay = chartTimes.map((t) => t % (24 * HOUR) === 0);
    // Only the candle opened at 00:00 Brasília (03:00 UTC) starts a chart day; 00:00 UTC (21:00 Brasília) does not.
    expect(startsDay).toEqual([false, false, false, false, true, false, false, false]);
    expect(new Date(opens[startsDay.indexOf(true)]).toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });

  it('ticks read the hour, and the day where a new one starts', () => {
    expect(chartTimes.map((t, i) => axisTickLabel(t, '60', i === 4 ? 'day' : 'time'))).toEqual([
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '28 nov',
      '01:00',
      '02:00',
      '03:00',
    ]);
    expect(chartTimeLabel(chartTimes[4], '60')).toBe('28/11/2026, 00:00');
    expect(candleLabel(opens[1], '60', ALWAYS)).toBe('27/11/2026, 21:00');
  });

  it('daily and weekly axes: the year, the month, the day', () => {
    expect(axisTickLabel(Date.UTC(2027, 0, 4), 'D', 'year')).toBe('2027');
    expect(axisTickLabel(Date.UTC(2026, 10, 2), 'W', 'month')).toBe('nov');
    expect(axisTickLabel(Date.UTC(2026, 10, 23), 'D', 'day')).toBe('23 nov');
    expect(axisTickLabel(Date.UTC(2026, 4, 5), 'D', 'day')).toBe('5 mai');
  });
});
