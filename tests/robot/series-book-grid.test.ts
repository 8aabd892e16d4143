import { describe, expect, it } from '@jest/globals';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { createSeriesBook } from '../../robot/src/rounds/series-book';
import type { SourceCandle } from '../../robot/src/sources/source';

/** The robot folds a forex pair's quarter hours into days and weeks that roll at 17:00 New York. */
const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const EURUSD = 'FX_IDC:EURUSD';
const quarter = (at: string, close: number): SourceCandle => ({
  time: ms(at),
  open: close,
  high: close + 0.001,
  low: close - 0.001,
  close,
  closed: true,
});

describe('series book on the forex grid', () => {
  it("leaves Friday's closed week as it was when Sunday evening's quarter hours arrive; they open the new day and week", () => {
    const book = createSeriesBook(new Map());
    book.fold(
      EURUSD,
      ['15', 'D', 'W'],
      [quarter('2026-11-20T21:30:00Z', 1.1), quarter('2026-11-20T21:45:00Z', 1.12)],
      MARKET_HOURS.FX,
    );
    for (const timeframe of ['15', 'D', 'W'] as const) book.accepted(EURUSD, timeframe, 99);
    const friday = { day: book.last(EURUSD, 'D'), week: book.last(EURUSD, 'W') };
    expect(iso(friday.day!.time)).toBe('2026-11-19T22:00:00.000Z');
    expect(iso(friday.week!.time)).toBe('2026-11-15T22:00:00.000Z');

    book.fold(
      EURUSD,
      ['15', 'D', 'W'],
      [quarter('2026-11-22T22:00:00Z', 1.3), quarter('2026-11-22T22:15:00Z', 1.31)],
      MARKET_HOURS.FX,
    );
    const sent = new Map(
      book
        .pending()
        .map((item) => [item.timeframe, item.candles.map((candle) => [iso(candle.time), candle.open, candle.close])]),
    );
    expect(sent.get('D')).toEqual([['2026-11-22T22:00:00.000Z', 1.3, 1.31]]);
    expect(sent.get('W')).toEqual([['2026-11-22T22:00:00.000Z', 1.3, 1.31]]);
    expect(friday.week).toMatchObject({ open: 1.1, close: 1.12 });
  });

  it('leaves quarter hours of the weekend pause out of days and weeks rather than dating them after the clock', () => {
    const book = createSeriesBook(new Map());
    book.fold(EURUSD, ['15', 'D', 'W'], [quarter('2026-11-21T12:00:00Z', 1.2)], MARKET_HOURS.FX);
    expect(book.pending().map((item) => item.timeframe)).toEqual(['15']);
  });
});
