import { describe, expect, it } from '@jest/globals';
import { addHoldCounts, needleHoldCount } from '@agulhadas/domain/alerts/hold-rate';
import {
  holdRateLines,
  holdRateSentence,
  NOT_ENOUGH_HISTORY,
  PAST_RESULTS_LINE,
} from '@agulhadas/domain/alerts/hold-rate-text';
import { isTradingDate, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';

const DAY = 86_400_000;
const QUARTER = 15 * 60_000;
const B3 = MARKET_HOURS.B3;

/**
 * `count` B3 session days (no weekends, no holidays) from Monday 2025-11-24, as 00:00 UTC opens (B3's daily candles).
 * New York is on winter time until 8 March 2026, so every session here closes at 18:00 São Paulo, 21:00 UTC.
 */
function weekdays(count: number): number[] {
  const days: number[] = [];
  for (let t = Date.UTC(2025, 10, 24); days.length < count; t += DAY)
    if (isTradingDate(B3, t + 12 * 3_600_000)) days.push(t);
  return days;
}

/** A quiet day around 10. */
const calm = (time: number, i: number): Candle => {
  const base = 10 + 0.05 * Math.sin(i);
  return { time, open: base, high: base + 0.1, low: base - 0.1, close: base + 0.02 };
};

/**
 * The 32 quarters of one B3 session (13:00–21:00 UTC): the price holds 10 for `flat` quarters, then slides to 9.4 over
 * the quarters closed by `fallBy` (UTC hh:mm), which shows a sell needle on the forming daily candle, then ends at
 * `finalClose`.
 */
function session(day: number, fallBy: string, finalClose: number, flat = 0): Candle[] {
  const [h, m] = fallBy.split(':').map(Number) as [number, number];
  const fallEnd = day + (h * 60 + m) * 60_000;
  const quarters: Candle[] = [];
  const opens = Array.from({ length: 32 }, (_, k) => day + 13 * 3_600_000 + k * QUARTER);
  const fallCount = opens.filter((open) => open + QUARTER <= fallEnd).length - flat;
  let price = 10;
  opens.forEach((open, k) => {
    const falling = k - flat;
    const close =
      k < flat ? 10 : falling < fallCount ? 10 - (0.6 * (falling + 1)) / fallCount : k === 31 ? finalClose : 9.4;
    quarters.push({
      time: open,
      open: price,
      high: Math.max(price, close) + 0.01,
      low: Math.min(price, close) - 0.01,
      close,
    });
    price = close;
  });
  return quarters;
}

const fold = (time: number, quarters: Candle[]): Candle => ({
  time,
  open: quarters[0]!.open,
  high: Math.max(...quarters.map((q) => q.high)),
  low: Math.min(...quarters.map((q) => q.low)),
  close: quarters.at(-1)!.close,
});

/** 40 calm days, then one case day built from its quarters. */
function world(fallBy: string, finalClose: number, flat = 0) {
  const days = weekdays(41);
  const quarters = session(days[40]!, fallBy, finalClose, flat);
  const series = [...days.slice(0, 40).map(calm), fold(days[40]!, quarters)];
  return { series, quarters };
}

describe('needleHoldCount', () => {
  it('counts a sell needle seen 30 minutes before the close that the closed candle kept', () => {
    const { series, quarters } = world('20:30', 9.4);
    expect(needleHoldCount(series, quarters, 'D', B3, 30)).toEqual({ cases: 1, held: 1 });
  });

  it('counts a needle that was gone at the close as a case that did not hold', () => {
    const { series, quarters } = world('20:30', 10.05);
    expect(needleHoldCount(series, quarters, 'D', B3, 30)).toEqual({ cases: 1, held: 0 });
  });

  it('reads the forming candle at the close of the chosen lead: a fall completed in the last 15 minutes is not seen at 30', () => {
    const late = world('20:45', 9.4, 30);
    expect(needleHoldCount(late.series, late.quarters, 'D', B3, 30)).toEqual({ cases: 0, held: 0 });
    expect(needleHoldCount(late.series, late.quarters, 'D', B3, 15)).toEqual({ cases: 1, held: 1 });
  });

  it('has no case without 15-minute history covering the candle, nor before the warm-up', () => {
    const { series } = world('20:30', 9.4);
    expect(needleHoldCount(series, [], 'D', B3, 30)).toEqual({ cases: 0, held: 0 });
    const short = world('20:30', 9.4);
    expect(needleHoldCount(short.series.slice(-20), short.quarters, 'D', B3, 30)).toEqual({ cases: 0, held: 0 });
  });

  it('adds the counts of many assets', () => {
    expect(
      addHoldCounts([
        { cases: 3, held: 2 },
        { cases: 5, held: 1 },
      ]),
    ).toEqual({ cases: 8, held: 3 });
  });
});

describe('holdRateSentence', () => {
  it('quotes the rate from 30 cases on, rounded to a whole percent', () => {
    expect(holdRateSentence({ cases: 42, held: 27 })).toBe(
      'Nos últimos 42 casos deste tempo gráfico, a agulhada se manteve no fechamento em 64\u00a0%.',
    );
    expect(holdRateLines({ cases: 30, held: 30 }, false)).toEqual([
      'Nos últimos 30 casos deste tempo gráfico, a agulhada se manteve no fechamento em 100\u00a0%.',
      PAST_RESULTS_LINE,
    ]);
  });

  it('says there is not enough history below 30 cases', () => {
    expect(holdRateSentence({ cases: 29, held: 29 })).toBe(NOT_ENOUGH_HISTORY);
    expect(holdRateSentence(null)).toBe(NOT_ENOUGH_HISTORY);
    expect(holdRateLines(undefined, true)).toEqual([NOT_ENOUGH_HISTORY]);
  });

  it('says when the figure comes from the demo market', () => {
    expect(holdRateLines({ cases: 31, held: 10 }, true)).toContain('Calculado sobre o mercado de demonstração.');
  });
});
