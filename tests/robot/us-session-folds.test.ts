import { describe, expect, it } from '@jest/globals';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { seriesKey } from '../../robot/src/contract/robot-api';
import { createSeriesBook } from '../../robot/src/rounds/series-book';
import { aggregateCandles } from '../../robot/src/sources/series/aggregate';
import type { SourceCandle } from '../../robot/src/sources/source';

/** The robot folds a US stock's quarter hours into hours and 4-hour candles counted from the 09:30 New York open. */
const QUARTER = 15 * 60_000;
const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const AAPL = 'NASDAQ:AAPL';

/** The quarter hours of a session, from `open` to `close` (UTC), closes rising by one cent each. */
function session(open: string, close: string): SourceCandle[] {
  const quarters: SourceCandle[] = [];
  for (let time = ms(open), price = 190; time < ms(close); time += QUARTER, price += 0.01)
    quarters.push({ time, open: price, high: price + 0.05, low: price - 0.05, close: price, closed: true });
  return quarters;
}

/** A session's hours under New York summer time, in UTC: 09:30 … 15:30 New York. */
const SUMMER_HOURS = ['13:30', '14:30', '15:30', '16:30', '17:30', '18:30', '19:30'];

const opens = (candles: readonly { time: number }[]) => candles.map((candle) => iso(candle.time).slice(11, 16));

describe('robot folds of US hours on the session open', () => {
  it('a winter session: seven hours from 14:30 UTC, the last of two quarters; two 4-hour candles', () => {
    const book = createSeriesBook(new Map());
    const quarters = session('2026-11-24T14:30:00Z', '2026-11-24T21:00:00Z');
    book.fold(AAPL, ['15', '60', '240'], quarters, MARKET_HOURS.US);
    const sent = new Map(book.pending().map((item) => [item.timeframe, item.candles]));
    expect(opens(sent.get('60')!)).toEqual(['14:30', '15:30', '16:30', '17:30', '18:30', '19:30', '20:30']);
    expect(opens(sent.get('240')!)).toEqual(['14:30', '18:30']);
    const first = sent.get('60')![0]!;
    expect(first).toMatchObject({ open: quarters[0]!.open, close: quarters[3]!.close });
    const last = sent.get('60')!.at(-1)!;
    expect(last).toMatchObject({ open: quarters.at(-2)!.open, close: quarters.at(-1)!.close });
  });

  it('after the March clock change and on an early close, each session restarts its grid at its own open', () => {
    const book = createSeriesBook(new Map());
    book.fold(AAPL, ['60'], session('2026-03-06T14:30:00Z', '2026-03-06T21:00:00Z'), MARKET_HOURS.US);
    book.fold(AAPL, ['60'], session('2026-03-09T13:30:00Z', '2026-03-09T20:00:00Z'), MARKET_HOURS.US);
    book.fold(AAPL, ['60'], session('2026-11-27T14:30:00Z', '2026-11-27T18:00:00Z'), MARKET_HOURS.US);
    const hours = book.pending()[0]!.candles.map((candle) => iso(candle.time));
    expect(hours.filter((time) => time.startsWith('2026-03-09')).map((time) => time.slice(11, 16))).toEqual(
      SUMMER_HOURS,
    );
    expect(hours.filter((time) => time.startsWith('2026-11-27')).map((time) => time.slice(11, 16))).toEqual([
      '14:30',
      '15:30',
      '16:30',
      '17:30',
    ]);
    expect(hours.every((time) => time.slice(14, 16) === '30')).toBe(true);
  });

  it('a held candle of the old UTC grid does not swallow the new hours of the next session', () => {
    // The product held 20:00 UTC (15:00–16:00 New York on the old grid) for Monday: Tuesday's hours open after it.
    const held = new Map([
      [seriesKey(AAPL, '60'), { time: ms('2026-11-23T20:00:00Z'), open: 1, high: 1, low: 1, close: 1 }],
    ]);
    const book = createSeriesBook(held);
    book.fold(AAPL, ['60'], session('2026-11-24T14:30:00Z', '2026-11-24T15:30:00Z'), MARKET_HOURS.US);
    expect(opens(book.pending()[0]!.candles)).toEqual(['14:30']);
  });

  it('builds a provider’s US 15-minute rows into the same hours (a history backfill)', () => {
    const rows = session('2026-07-14T13:30:00Z', '2026-07-14T20:00:00Z');
    expect(opens(aggregateCandles(rows, '60', MARKET_HOURS.US))).toEqual(SUMMER_HOURS);
    // Rows already stamped on the hour's open (Twelve Data's US `1h`) stay where they are.
    const hourly = aggregateCandles(rows, '60', MARKET_HOURS.US);
    expect(aggregateCandles(hourly, '60', MARKET_HOURS.US)).toEqual(hourly);
    expect(opens(aggregateCandles(rows, '240', MARKET_HOURS.US))).toEqual(['13:30', '17:30']);
  });
});
