import { describe, expect, it } from '@jest/globals';
import {
  candleCloseTime,
  isMarketOpen,
  isTradingDate,
  MARKET_HOURS,
  sessionAtOrBefore,
  type MarketHoursKey,
} from '@agulhadas/domain/market-hours';

const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const open = (key: MarketHoursKey, at: string) => isMarketOpen(MARKET_HOURS[key], ms(at));
const trades = (key: MarketHoursKey, date: string) => isTradingDate(MARKET_HOURS[key], ms(`${date}T17:00:00Z`));
const dayClose = (key: MarketHoursKey, date: string) =>
  iso(candleCloseTime(ms(`${date}T00:00:00Z`), 'D', MARKET_HOURS[key]));
const weekClose = (key: MarketHoursKey, monday: string) =>
  iso(candleCloseTime(ms(`${monday}T00:00:00Z`), 'W', MARKET_HOURS[key]));
const session = (key: MarketHoursKey, at: string) => {
  const found = sessionAtOrBefore(ms(at), MARKET_HOURS[key]);
  return found && { open: iso(found.open), close: iso(found.close) };
};

describe('B3 calendar', () => {
  it('is closed on Carnival Monday and Tuesday 2026 and opens at 13:00 on Ash Wednesday', () => {
    expect(trades('B3', '2026-02-13')).toBe(true);
    expect(trades('B3', '2026-02-16')).toBe(false);
    expect(trades('B3', '2026-02-17')).toBe(false);
    expect(open('B3', '2026-02-16T15:00:00Z')).toBe(false);
    // Ash Wednesday: 13:00 to 18:00 in São Paulo (16:00 to 21:00 UTC).
    expect(session('B3', '2026-02-18T17:00:00Z')).toEqual({
      open: '2026-02-18T16:00:00.000Z',
      close: '2026-02-18T21:00:00.000Z',
    });
    expect(open('B3', '2026-02-18T14:00:00Z')).toBe(false);
    expect(open('B3', '2026-02-18T16:30:00Z')).toBe(true);
    // During Carnival the last session is Friday's.
    expect(session('B3', '2026-02-17T15:00:00Z')).toEqual({
      open: '2026-02-13T13:00:00.000Z',
      close: '2026-02-13T21:00:00.000Z',
    });
    // A daily candle opened on Carnival Monday (none forms) would close with Ash Wednesday's session.
    expect(dayClose('B3', '2026-02-16')).toBe('2026-02-18T21:00:00.000Z');
  });

  it('closes on Good Friday 2026, so the week closes on Thursday', () => {
    expect(trades('B3', '2026-04-03')).toBe(false);
    expect(weekClose('B3', '2026-03-30')).toBe('2026-04-02T20:00:00.000Z');
  });

  it('closes on Christmas Eve, Christmas, New Year’s Eve and Black Awareness Day', () => {
    for (const date of ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2026-11-20', '2024-11-20'])
      expect(trades('B3', date)).toBe(false);
    expect(trades('B3', '2026-12-23')).toBe(true);
    expect(trades('B3', '2026-12-28')).toBe(true);
  });

  it('trades on São Paulo’s own holidays (9 July, 25 January)', () => {
    expect(trades('B3', '2026-07-09')).toBe(true);
    expect(trades('B3', '2027-01-25')).toBe(true);
  });

  it('closes at 17:00 while New York is on summer time, at 18:00 otherwise (March 2026 switch)', () => {
    // New York springs forward on Sunday 8 March 2026: Friday the 6th still closes at 18:00, Monday the 9th at 17:00.
    expect(dayClose('B3', '2026-03-06')).toBe('2026-03-06T21:00:00.000Z');
    expect(dayClose('B3', '2026-03-09')).toBe('2026-03-09T20:00:00.000Z');
    expect(open('B3', '2026-03-09T20:30:00Z')).toBe(false);
    expect(open('B3', '2026-03-06T20:30:00Z')).toBe(true);
  });

  it('goes back to 18:00 when New York falls back (1 November 2026)', () => {
    expect(dayClose('B3', '2026-10-30')).toBe('2026-10-30T20:00:00.000Z');
    // Monday 2 November is Finados, a holiday: the next session is Tuesday's, to 18:00.
    expect(trades('B3', '2026-11-02')).toBe(false);
    expect(dayClose('B3', '2026-11-02')).toBe('2026-11-03T21:00:00.000Z');
  });

  it('moves B3 futures with New York too', () => {
    expect(dayClose('B3_FUTURES', '2026-03-06')).toBe('2026-03-06T21:30:00.000Z');
    expect(dayClose('B3_FUTURES', '2026-03-09')).toBe('2026-03-09T21:00:00.000Z');
    expect(trades('B3_FUTURES', '2026-02-17')).toBe(false);
  });
});

describe('NYSE and Nasdaq calendar', () => {
  it('closes on Good Friday 2026, not a US public holiday', () => {
    expect(trades('US', '2026-04-03')).toBe(false);
    expect(trades('US', '2026-04-02')).toBe(true);
    expect(weekClose('US', '2026-03-30')).toBe('2026-04-02T20:00:00.000Z');
  });

  it('closes on Thanksgiving and at 13:00 the day after', () => {
    expect(trades('US', '2026-11-26')).toBe(false);
    expect(session('US', '2026-11-27T17:00:00Z')).toEqual({
      open: '2026-11-27T14:30:00.000Z',
      close: '2026-11-27T18:00:00.000Z',
    });
    expect(open('US', '2026-11-27T18:30:00Z')).toBe(false);
    // The 60-minute candle from 12:30 is cut at the 13:00 close.
    expect(iso(candleCloseTime(ms('2026-11-27T17:30:00Z'), '60', MARKET_HOURS.US))).toBe('2026-11-27T18:00:00.000Z');
  });

  it('closes at 13:00 on Christmas Eve 2026 and is closed on Christmas', () => {
    expect(dayClose('US', '2026-12-24')).toBe('2026-12-24T18:00:00.000Z');
    expect(trades('US', '2026-12-25')).toBe(false);
    // The week of Christmas 2026 closes on Thursday's early close.
    expect(weekClose('US', '2026-12-21')).toBe('2026-12-24T18:00:00.000Z');
  });

  it('closes at 13:00 on 3 July 2025 and on Independence Day observed (3 July 2026)', () => {
    expect(dayClose('US', '2025-07-03')).toBe('2025-07-03T17:00:00.000Z');
    expect(trades('US', '2026-07-03')).toBe(false);
  });

  it('trades on Carnival Monday, a B3 holiday only', () => {
    expect(trades('US', '2026-02-17')).toBe(true);
  });
});

describe('FX and CME calendar', () => {
  it('opens FX on Sunday at 17:00 New York', () => {
    expect(open('FX', '2026-11-29T21:59:00Z')).toBe(false);
    expect(open('FX', '2026-11-29T22:00:00Z')).toBe(true);
    // In New York summer time, 21:00 UTC.
    expect(open('FX', '2027-06-13T21:00:00Z')).toBe(true);
    expect(open('FX', '2027-06-13T20:59:00Z')).toBe(false);
    expect(open('FX', '2026-11-27T22:00:00Z')).toBe(false);
  });

  it('does not trade the Christmas and New Year sessions, reopening that evening', () => {
    // Christmas 2029 is a Tuesday: FX closes Monday 24 at 17:00 and reopens Tuesday 25 at 17:00.
    expect(open('FX', '2029-12-25T12:00:00Z')).toBe(false);
    expect(open('FX', '2029-12-25T22:30:00Z')).toBe(true);
    expect(open('CME', '2029-12-25T12:00:00Z')).toBe(false);
    expect(open('FX', '2030-01-01T12:00:00Z')).toBe(false);
    // Christmas 2026 is a Friday: the FX week closes on Thursday at 17:00.
    expect(iso(candleCloseTime(ms('2026-12-20T22:00:00Z'), 'W', MARKET_HOURS.FX))).toBe('2026-12-24T22:00:00.000Z');
    expect(open('FX', '2026-12-25T12:00:00Z')).toBe(false);
  });
});

describe('CME Globex US holidays (equity index futures), against spot FX', () => {
  const dayCloseFrom = (key: MarketHoursKey, open: string) => iso(candleCloseTime(ms(open), 'D', MARKET_HOURS[key]));

  it('halts at 13:00 New York on Thanksgiving 2026 and reopens at 18:00 for Friday, which closes at 13:15', () => {
    // Thanksgiving: the day that opened Wednesday 17:00 (22:00 UTC) closes at the 13:00 halt (18:00 UTC).
    expect(trades('CME', '2026-11-26')).toBe(true);
    expect(dayCloseFrom('CME', '2026-11-25T22:00:00Z')).toBe('2026-11-26T18:00:00.000Z');
    expect(open('CME', '2026-11-26T17:59:00Z')).toBe(true);
    expect(open('CME', '2026-11-26T18:00:00Z')).toBe(false);
    expect(open('CME', '2026-11-26T22:59:00Z')).toBe(false);
    expect(open('CME', '2026-11-26T23:00:00Z')).toBe(true);
    // The day after: from Thursday 18:00 to the 13:15 early close (18:15 UTC), which is also the week's close.
    expect(session('CME', '2026-11-27T12:00:00Z')).toEqual({
      open: '2026-11-26T23:00:00.000Z',
      close: '2026-11-27T18:15:00.000Z',
    });
    expect(dayCloseFrom('CME', '2026-11-26T22:00:00Z')).toBe('2026-11-27T18:15:00.000Z');
    expect(weekClose('CME', '2026-11-23')).toBe('2026-11-27T18:15:00.000Z');
    expect(open('CME', '2026-11-27T18:15:00Z')).toBe(false);
  });

  it('halts at 13:00 on Martin Luther King Jr. Day 2026 (19 January), Tuesday’s session opening at 18:00', () => {
    expect(dayCloseFrom('CME', '2026-01-18T22:00:00Z')).toBe('2026-01-19T18:00:00.000Z');
    expect(open('CME', '2026-01-19T17:30:00Z')).toBe(true);
    expect(open('CME', '2026-01-19T20:00:00Z')).toBe(false);
    expect(session('CME', '2026-01-20T12:00:00Z')).toEqual({
      open: '2026-01-19T23:00:00.000Z',
      close: '2026-01-20T22:00:00.000Z',
    });
  });

  it('on Good Friday 2026 (the jobs report’s day) trades until 09:15 New York; the week closes there', () => {
    // New York on summer time: Thursday 18:00 is 22:00 UTC, 09:15 is 13:15 UTC.
    expect(session('CME', '2026-04-03T12:00:00Z')).toEqual({
      open: '2026-04-02T22:00:00.000Z',
      close: '2026-04-03T13:15:00.000Z',
    });
    expect(open('CME', '2026-04-03T14:00:00Z')).toBe(false);
    expect(weekClose('CME', '2026-03-30')).toBe('2026-04-03T13:15:00.000Z');
    // Good Friday 2025 and 2027 keep the exchange closed: the week closes on Thursday at 17:00.
    expect(trades('CME', '2025-04-18')).toBe(false);
    expect(weekClose('CME', '2027-03-22')).toBe('2027-03-25T21:00:00.000Z');
  });

  it('closes at 13:15 on Christmas Eve 2026 and stays shut until Sunday 18:00', () => {
    expect(dayCloseFrom('CME', '2026-12-23T22:00:00Z')).toBe('2026-12-24T18:15:00.000Z');
    expect(weekClose('CME', '2026-12-21')).toBe('2026-12-24T18:15:00.000Z');
    expect(trades('CME', '2026-12-25')).toBe(false);
    expect(open('CME', '2026-12-24T19:00:00Z')).toBe(false);
    expect(open('CME', '2026-12-27T23:00:00Z')).toBe(true);
  });

  it('leaves FX and the CFDs on their full day through the US holidays, closed only for Christmas and New Year', () => {
    for (const date of ['2026-01-19', '2026-04-03', '2026-11-26', '2026-11-27', '2026-07-03'])
      expect(trades('FX', date)).toBe(true);
    expect(dayCloseFrom('FX', '2026-11-25T22:00:00Z')).toBe('2026-11-26T22:00:00.000Z');
    expect(dayCloseFrom('FX', '2026-11-26T22:00:00Z')).toBe('2026-11-27T22:00:00.000Z');
    expect(open('FX', '2026-11-26T20:00:00Z')).toBe(true);
    expect(open('FX', '2026-01-19T20:00:00Z')).toBe(true);
    expect(weekClose('FX', '2026-03-30')).toBe('2026-04-03T21:00:00.000Z');
    expect(dayCloseFrom('FX', '2026-12-23T22:00:00Z')).toBe('2026-12-24T22:00:00.000Z');
    expect(trades('FX', '2026-12-25')).toBe(false);
  });
});
