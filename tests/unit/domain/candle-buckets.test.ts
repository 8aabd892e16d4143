import { describe, expect, it } from '@jest/globals';
import { bucketStart, foldCandle, lastBucketStart, previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { candleCloseTime, isCandleClosed, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';

const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const { FX, CME, B3, US, ALWAYS } = MARKET_HOURS;
const bucket = (at: string, timeframe: Timeframe, hours = FX) => iso(bucketStart(ms(at), timeframe, hours));
const quarter = (at: string, close: number): Candle => ({
  time: ms(at),
  open: close,
  high: close + 1,
  low: close - 1,
  close,
});

describe('bucketStart', () => {
  it('keeps B3, US stocks and crypto on UTC dates: days at 00:00 UTC, weeks on Monday', () => {
    for (const hours of [B3, US, ALWAYS]) {
      expect(bucket('2026-11-24T20:45:00Z', 'D', hours)).toBe('2026-11-24T00:00:00.000Z');
      expect(bucket('2026-11-24T23:30:00Z', 'D', hours)).toBe('2026-11-24T00:00:00.000Z');
      expect(bucket('2026-11-22T23:00:00Z', 'W', hours)).toBe('2026-11-16T00:00:00.000Z');
    }
    // B3 opens on the hour: its 4-hour candles stay on UTC multiples (US ones count from 09:30, session-open-grid tests).
    for (const hours of [B3, ALWAYS])
      expect(bucket('2026-11-24T20:45:00Z', '240', hours)).toBe('2026-11-24T20:00:00.000Z');
  });

  it('opens an FX or CME day at 17:00 New York the evening before: 22:30 UTC in November is on the next day', () => {
    for (const hours of [FX, CME]) {
      expect(bucket('2026-11-24T21:59:00Z', 'D', hours)).toBe('2026-11-23T22:00:00.000Z');
      expect(bucket('2026-11-24T22:00:00Z', 'D', hours)).toBe('2026-11-24T22:00:00.000Z');
      expect(bucket('2026-11-24T22:30:00Z', 'D', hours)).toBe('2026-11-24T22:00:00.000Z');
      // Summer time: the roll is at 21:00 UTC.
      expect(bucket('2026-07-14T21:15:00Z', 'D', hours)).toBe('2026-07-14T21:00:00.000Z');
      expect(bucket('2026-07-14T20:45:00Z', 'D', hours)).toBe('2026-07-13T21:00:00.000Z');
    }
  });

  it('opens the FX week on Sunday at 17:00 New York, across the March and November clock changes', () => {
    // 2026-03-08: New York moves to summer time at 02:00; that Sunday's 17:00 is 21:00 UTC.
    expect(bucket('2026-03-06T21:59:00Z', 'W')).toBe('2026-03-01T22:00:00.000Z');
    expect(bucket('2026-03-08T21:00:00Z', 'W')).toBe('2026-03-08T21:00:00.000Z');
    expect(bucket('2026-03-13T20:59:00Z', 'W')).toBe('2026-03-08T21:00:00.000Z');
    expect(bucket('2026-03-09T20:59:00Z', 'D')).toBe('2026-03-08T21:00:00.000Z');
    expect(bucket('2026-03-06T21:30:00Z', 'D')).toBe('2026-03-05T22:00:00.000Z');
    // 2026-11-01: back to winter time at 02:00; that Sunday's 17:00 is 22:00 UTC.
    expect(bucket('2026-10-30T20:59:00Z', 'W')).toBe('2026-10-25T21:00:00.000Z');
    expect(bucket('2026-11-01T22:00:00Z', 'W')).toBe('2026-11-01T22:00:00.000Z');
    expect(bucket('2026-11-02T21:30:00Z', 'D')).toBe('2026-11-01T22:00:00.000Z');
    expect(bucket('2026-10-30T20:30:00Z', 'D')).toBe('2026-10-29T21:00:00.000Z');
  });

  it('puts a time in the weekend pause on the next day and week, which open after it', () => {
    expect(bucket('2026-11-21T12:00:00Z', 'D')).toBe('2026-11-22T22:00:00.000Z');
    expect(bucket('2026-11-20T22:00:00Z', 'W')).toBe('2026-11-22T22:00:00.000Z');
    // A daily row dated Sunday in UTC holds Sunday evening's trading: Monday's day.
    expect(bucket('2026-11-22T00:00:00Z', 'D')).toBe('2026-11-22T22:00:00.000Z');
    expect(iso(lastBucketStart(ms('2026-11-21T12:00:00Z'), 'D', FX))).toBe('2026-11-19T22:00:00.000Z');
    expect(iso(lastBucketStart(ms('2026-11-21T12:00:00Z'), 'W', FX))).toBe('2026-11-15T22:00:00.000Z');
    expect(iso(lastBucketStart(ms('2026-11-24T12:00:00Z'), 'D', FX))).toBe('2026-11-23T22:00:00.000Z');
  });

  it('keeps 15, 60 and 240 on UTC multiples for FX, as the providers’ intraday candles are', () => {
    expect(bucket('2026-11-24T22:40:00Z', '15')).toBe('2026-11-24T22:30:00.000Z');
    expect(bucket('2026-11-24T22:40:00Z', '60')).toBe('2026-11-24T22:00:00.000Z');
    expect(bucket('2026-11-24T22:40:00Z', '240')).toBe('2026-11-24T20:00:00.000Z');
  });
});

describe('previousBucketStart', () => {
  it('walks FX days back over the weekend and the clock change', () => {
    const days: string[] = [];
    for (let time = ms('2026-03-10T21:00:00Z'); days.length < 6; time = previousBucketStart(time, 'D', FX))
      days.push(iso(time));
    expect(days).toEqual([
      '2026-03-10T21:00:00.000Z',
      '2026-03-09T21:00:00.000Z',
      '2026-03-08T21:00:00.000Z',
      '2026-03-05T22:00:00.000Z',
      '2026-03-04T22:00:00.000Z',
      '2026-03-03T22:00:00.000Z',
    ]);
    expect(iso(previousBucketStart(ms('2026-11-01T22:00:00Z'), 'W', FX))).toBe('2026-10-25T21:00:00.000Z');
    expect(iso(previousBucketStart(ms('2026-11-23T00:00:00Z'), 'W', B3))).toBe('2026-11-16T00:00:00.000Z');
    expect(iso(previousBucketStart(ms('2026-11-23T00:00:00Z'), 'D', US))).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('FX days and weeks called closed when their candles stop changing', () => {
  it('closes the FX week on Friday at 17:00 New York; Sunday evening opens a new candle and leaves it as it was', () => {
    const friday = foldCandle(undefined, quarter('2026-11-20T21:45:00Z', 1.1), 'W', FX);
    const week = foldCandle(
      { ...friday.candle, open: 1.05, low: 1.0 },
      quarter('2026-11-20T21:45:00Z', 1.12),
      'W',
      FX,
    ).candle;
    expect(iso(week.time)).toBe('2026-11-15T22:00:00.000Z');
    expect(iso(candleCloseTime(week.time, 'W', FX))).toBe('2026-11-20T22:00:00.000Z');
    const sunday = foldCandle(week, quarter('2026-11-22T22:00:00Z', 1.3), 'W', FX);
    expect(sunday.isNew).toBe(true);
    expect(iso(sunday.candle.time)).toBe('2026-11-22T22:00:00.000Z');
    expect(isCandleClosed(week.time, 'W', FX, ms('2026-11-22T23:00:00Z'))).toBe(true);
    expect(isCandleClosed(sunday.candle.time, 'W', FX, ms('2026-11-22T23:00:00Z'))).toBe(false);
  });

  it('across both clock changes, a day and a week close at 17:00 New York and the next candle opens there', () => {
    for (const [open, close] of [
      ['2026-03-05T22:00:00Z', '2026-03-06T22:00:00.000Z'],
      ['2026-03-08T21:00:00Z', '2026-03-09T21:00:00.000Z'],
      ['2026-10-29T21:00:00Z', '2026-10-30T21:00:00.000Z'],
      ['2026-11-01T22:00:00Z', '2026-11-02T22:00:00.000Z'],
    ] as const) {
      for (const hours of [FX, CME]) {
        expect(iso(candleCloseTime(ms(open), 'D', hours))).toBe(close);
        // Its last instant is still on it.
        expect(iso(bucketStart(ms(close) - 1, 'D', hours))).toBe(iso(ms(open)));
      }
    }
    expect(iso(candleCloseTime(ms('2026-03-01T22:00:00Z'), 'W', FX))).toBe('2026-03-06T22:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-03-08T21:00:00Z'), 'W', CME))).toBe('2026-03-13T21:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-10-25T21:00:00Z'), 'W', FX))).toBe('2026-10-30T21:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-01T22:00:00Z'), 'W', CME))).toBe('2026-11-06T22:00:00.000Z');
  });

  it('a quarter hour after the roll widens the next day, never the closed one', () => {
    const day = foldCandle(undefined, quarter('2026-11-24T21:45:00Z', 1.1), 'D', FX).candle;
    const next = foldCandle(day, quarter('2026-11-24T22:30:00Z', 1.2), 'D', FX);
    expect(next.isNew).toBe(true);
    expect(iso(next.candle.time)).toBe('2026-11-24T22:00:00.000Z');
    expect(isCandleClosed(day.time, 'D', FX, ms('2026-11-24T22:30:00Z'))).toBe(true);
  });

  it('runs a 4-hour FX candle its full length across a roll the next session opens at once; the weekly close cuts it', () => {
    expect(iso(candleCloseTime(ms('2026-11-24T20:00:00Z'), '240', FX))).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-27T20:00:00Z'), '240', FX))).toBe('2026-11-27T22:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-07-17T20:00:00Z'), '240', FX))).toBe('2026-07-17T21:00:00.000Z');
  });
});

describe('candles called closed on the exchanges’ calendars (what the card shows as em formação)', () => {
  const closedAt = (
    open: string,
    timeframe: Timeframe,
    hours: (typeof MARKET_HOURS)[keyof typeof MARKET_HOURS],
    now: string,
  ) => isCandleClosed(ms(open), timeframe, hours, ms(now));

  it('B3 on Carnival 2026: Friday’s daily candle is closed all through it; Ash Wednesday’s first hour starts at 13:00', () => {
    expect(closedAt('2026-02-13T00:00:00Z', 'D', B3, '2026-02-13T21:00:00Z')).toBe(true);
    expect(closedAt('2026-02-13T00:00:00Z', 'D', B3, '2026-02-13T20:59:59Z')).toBe(false);
    // The week of Carnival still closes on Friday the 20th.
    expect(closedAt('2026-02-16T00:00:00Z', 'W', B3, '2026-02-19T21:00:00Z')).toBe(false);
    expect(iso(candleCloseTime(ms('2026-02-16T00:00:00Z'), 'W', B3))).toBe('2026-02-20T21:00:00.000Z');
    expect(bucket('2026-02-18T16:15:00Z', '60', B3)).toBe('2026-02-18T16:00:00.000Z');
  });

  it('Good Friday 2026: B3’s and New York’s weeks close on Thursday', () => {
    for (const hours of [B3, US]) {
      expect(closedAt('2026-03-30T00:00:00Z', 'W', hours, '2026-04-02T20:00:00Z')).toBe(true);
      expect(closedAt('2026-03-30T00:00:00Z', 'W', hours, '2026-04-02T19:59:59Z')).toBe(false);
    }
  });

  it('Christmas 2026: New York’s day closes at 13:00 on the 24th; the FX day and week close on Thursday 17:00', () => {
    expect(closedAt('2026-12-24T00:00:00Z', 'D', US, '2026-12-24T18:00:00Z')).toBe(true);
    expect(closedAt('2026-12-24T00:00:00Z', 'D', US, '2026-12-24T17:59:00Z')).toBe(false);
    expect(iso(candleCloseTime(ms('2026-12-23T22:00:00Z'), 'D', FX))).toBe('2026-12-24T22:00:00.000Z');
    // Trading resumes on Sunday evening: its quarters open the next day and week.
    expect(bucket('2026-12-27T22:15:00Z', 'D')).toBe('2026-12-27T22:00:00.000Z');
    expect(bucket('2026-12-27T22:15:00Z', 'W')).toBe('2026-12-27T22:00:00.000Z');
  });

  it('Thanksgiving 2026 on CME: the day closes at the 13:00 halt; Friday’s day folds from 18:00 to its 13:15 close', () => {
    // Thursday's day (from Wednesday 17:00 New York, 22:00 UTC) is em formação until the halt (18:00 UTC), then closed.
    expect(closedAt('2026-11-25T22:00:00Z', 'D', CME, '2026-11-26T17:59:00Z')).toBe(false);
    expect(closedAt('2026-11-25T22:00:00Z', 'D', CME, '2026-11-26T18:00:00Z')).toBe(true);
    // The quarters after the 18:00 reopening fold into Friday's day, which closes at 13:15 (18:15 UTC) with the week.
    expect(bucket('2026-11-26T23:15:00Z', 'D', CME)).toBe('2026-11-26T22:00:00.000Z');
    expect(bucket('2026-11-27T18:00:00Z', 'D', CME)).toBe('2026-11-26T22:00:00.000Z');
    expect(closedAt('2026-11-26T22:00:00Z', 'D', CME, '2026-11-27T18:14:00Z')).toBe(false);
    expect(closedAt('2026-11-26T22:00:00Z', 'D', CME, '2026-11-27T18:15:00Z')).toBe(true);
    expect(closedAt('2026-11-22T22:00:00Z', 'W', CME, '2026-11-27T18:15:00Z')).toBe(true);
    // A 60-minute candle is cut at the halt, and the one at the early close.
    expect(iso(candleCloseTime(ms('2026-11-26T17:00:00Z'), '60', CME))).toBe('2026-11-26T18:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-27T18:00:00Z'), '60', CME))).toBe('2026-11-27T18:15:00.000Z');
    // Spot FX trades through: Thursday's day closes at 17:00 New York (22:00 UTC).
    expect(closedAt('2026-11-25T22:00:00Z', 'D', FX, '2026-11-26T18:00:00Z')).toBe(false);
    expect(iso(candleCloseTime(ms('2026-11-25T22:00:00Z'), 'D', FX))).toBe('2026-11-26T22:00:00.000Z');
  });

  it('the day after the CME Thanksgiving halt walks back to Thursday’s short day', () => {
    expect(iso(previousBucketStart(ms('2026-11-26T22:00:00Z'), 'D', CME))).toBe('2026-11-25T22:00:00.000Z');
    expect(iso(lastBucketStart(ms('2026-11-26T20:00:00Z'), 'D', CME))).toBe('2026-11-25T22:00:00.000Z');
  });

  it('the US daylight-saving switch (8 March 2026) moves B3’s close an hour earlier in UTC', () => {
    expect(closedAt('2026-03-06T00:00:00Z', 'D', B3, '2026-03-06T20:30:00Z')).toBe(false);
    expect(closedAt('2026-03-09T00:00:00Z', 'D', B3, '2026-03-09T20:00:00Z')).toBe(true);
    // The 60-minute candle from 16:00 São Paulo (19:00 UTC) runs its full hour to the new 17:00 close.
    expect(iso(candleCloseTime(ms('2026-03-09T19:00:00Z'), '60', B3))).toBe('2026-03-09T20:00:00.000Z');
  });
});
