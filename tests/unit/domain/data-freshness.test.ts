import { describe, expect, it } from '@jest/globals';
import {
  dataFreshness,
  STALE_AFTER_TRADING_MS,
  type LatestData,
} from '../../../src/features/assets/model/data-freshness';
import { isMarketOpen, MARKET_HOURS, sessionAtOrBefore, type MarketHoursKey } from '@agulhadas/domain/market-hours';

const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const MINUTE = 60_000;

// November 2026: São Paulo is UTC-3 (no daylight saving), New York UTC-5. Fri 20, Sat 21, Sun 22, Mon 23, Tue 24.
function stale(market: MarketHoursKey, now: string, capturedAt: string, delayMinutes = 0): boolean {
  return dataFreshness({
    hours: MARKET_HOURS[market],
    latest: { capturedAt: ms(capturedAt) },
    delayMs: delayMinutes * MINUTE,
    now: ms(now),
  }).stale;
}

describe('dataFreshness', () => {
  it('allows one robot round plus a grace: 20 minutes of trading without new data', () => {
    expect(STALE_AFTER_TRADING_MS).toBe(20 * MINUTE);
  });

  describe('B3 (10:00–18:00 São Paulo, weekdays)', () => {
    it('is stale at 14:00 on a Tuesday with data from 13:20', () => {
      expect(stale('B3', '2026-11-24T17:00:00Z', '2026-11-24T16:20:00Z')).toBe(true);
    });

    it('is fresh with data from the last round, and at exactly 20 minutes', () => {
      expect(stale('B3', '2026-11-24T17:00:00Z', '2026-11-24T16:45:00Z')).toBe(false);
      expect(stale('B3', '2026-11-24T17:00:00Z', '2026-11-24T16:40:00Z')).toBe(false);
      expect(stale('B3', '2026-11-24T17:00:00Z', '2026-11-24T16:39:59Z')).toBe(true);
    });

    it('is not stale on a Saturday with data from Friday’s session', () => {
      expect(stale('B3', '2026-11-21T15:00:00Z', '2026-11-20T20:50:00Z')).toBe(false);
      // Closed now: data from the last session is never stale, even if the robot stopped before its close.
      expect(stale('B3', '2026-11-21T15:00:00Z', '2026-11-20T14:00:00Z')).toBe(false);
    });

    it('is stale on a Saturday when Friday’s whole session (13 November; the 20th is a holiday) passed without data', () => {
      expect(stale('B3', '2026-11-14T15:00:00Z', '2026-11-12T20:50:00Z')).toBe(true);
    });

    it('follows the B3 calendar: Carnival is quiet, Ash Wednesday counts from its 13:00 open', () => {
      // Monday 16 February 2026, Carnival: Friday's data is the last session's.
      expect(stale('B3', '2026-02-16T15:00:00Z', '2026-02-13T20:50:00Z')).toBe(false);
      expect(stale('B3', '2026-02-17T19:00:00Z', '2026-02-13T20:50:00Z')).toBe(false);
      // Ash Wednesday: nothing is due before 13:00 São Paulo (16:00 UTC), then a round is.
      expect(stale('B3', '2026-02-18T15:30:00Z', '2026-02-13T20:50:00Z')).toBe(false);
      expect(stale('B3', '2026-02-18T16:25:00Z', '2026-02-13T20:50:00Z')).toBe(true);
      // Good Friday and Christmas 2026 are quiet for B3 and New York alike.
      for (const market of ['B3', 'US'] as const) {
        expect(stale(market, '2026-04-03T17:00:00Z', '2026-04-02T19:55:00Z')).toBe(false);
        expect(stale(market, '2026-12-25T17:00:00Z', '2026-12-23T20:50:00Z')).toBe(market === 'US');
      }
    });

    it('is not stale at night after the close, nor early in the next session', () => {
      expect(stale('B3', '2026-11-24T02:00:00Z', '2026-11-23T20:55:00Z')).toBe(false); // Monday 23:00
      expect(stale('B3', '2026-11-24T13:10:00Z', '2026-11-23T20:55:00Z')).toBe(false); // Tuesday 10:10
      expect(stale('B3', '2026-11-24T13:25:00Z', '2026-11-23T20:55:00Z')).toBe(true); // Tuesday 10:25: no round yet
    });

    it('measures a delayed view against its delay', () => {
      // 14:00 with a 20-minute delay reads as 13:40: data from 13:20 is what the viewer should see.
      expect(stale('B3', '2026-11-24T17:00:00Z', '2026-11-24T16:20:00Z', 20)).toBe(false);
      expect(stale('B3', '2026-11-24T17:00:00Z', '2026-11-24T16:10:00Z', 20)).toBe(true);
    });
  });

  describe('crypto (always open)', () => {
    it('counts every minute, weekends and nights included', () => {
      expect(stale('ALWAYS', '2026-11-21T06:00:00Z', '2026-11-21T05:30:00Z')).toBe(true);
      expect(stale('ALWAYS', '2026-11-21T06:00:00Z', '2026-11-21T05:45:00Z')).toBe(false);
      expect(stale('ALWAYS', '2026-11-24T17:00:00Z', '2026-11-24T13:00:00Z')).toBe(true);
    });
  });

  describe('FX (Sunday 17:00 to Friday 17:00 New York)', () => {
    it('is not stale over the weekend with data from Friday before the close', () => {
      expect(stale('FX', '2026-11-21T12:00:00Z', '2026-11-20T21:50:00Z')).toBe(false); // Saturday
      expect(stale('FX', '2026-11-22T20:00:00Z', '2026-11-20T21:50:00Z')).toBe(false); // Sunday 15:00 New York
    });

    it('is stale over the weekend when Friday’s session had no data', () => {
      expect(stale('FX', '2026-11-21T12:00:00Z', '2026-11-19T21:00:00Z')).toBe(true);
    });

    it('gives the Sunday open its first round', () => {
      expect(stale('FX', '2026-11-22T22:10:00Z', '2026-11-20T21:50:00Z')).toBe(false);
      expect(stale('FX', '2026-11-22T22:30:00Z', '2026-11-20T21:50:00Z')).toBe(true);
    });
  });

  // The cases of the first version of this rule (hasNoRecentData), which this one replaced: they still hold.
  it('keeps the first version’s cases', () => {
    expect(stale('B3', '2026-11-24T14:00:00-03:00', '2026-11-24T13:20:00-03:00')).toBe(true);
    expect(stale('B3', '2026-11-24T14:00:00-03:00', '2026-11-24T13:50:00-03:00')).toBe(false);
    expect(stale('ALWAYS', '2026-11-28T03:00:00Z', '2026-11-24T10:00:00Z')).toBe(true);
    expect(stale('B3', '2026-11-28T14:00:00-03:00', '2026-11-27T18:00:00-03:00')).toBe(false); // Saturday
    expect(stale('B3', '2026-11-24T10:10:00-03:00', '2026-11-23T18:00:00-03:00')).toBe(false);
    expect(stale('B3', '2026-11-24T10:30:00-03:00', '2026-11-23T18:00:00-03:00')).toBe(true);
    expect(stale('FX', '2026-11-28T12:00:00-05:00', '2026-11-27T17:00:00-05:00')).toBe(false);
    expect(stale('B3', '2026-11-24T14:05:00-03:00', '2026-11-24T13:30:00-03:00', 20)).toBe(false);
  });

  describe('a reading’s candle', () => {
    const daily = (open: string): LatestData => ({ candleOpen: ms(open), timeframe: 'D' });

    it('counts from its candle’s close: a daily reading is current while its day trades', () => {
      const today = dataFreshness({
        hours: MARKET_HOURS.B3,
        latest: daily('2026-11-24T13:00:00Z'),
        delayMs: 0,
        now: ms('2026-11-24T20:00:00Z'),
      });
      expect(today).toEqual({ stale: false, dataAt: ms('2026-11-24T21:00:00Z') });
    });

    it('is stale once the next day has traded past a round without a newer one', () => {
      expect(
        dataFreshness({
          hours: MARKET_HOURS.B3,
          latest: daily('2026-11-23T13:00:00Z'),
          delayMs: 0,
          now: ms('2026-11-24T17:00:00Z'),
        }).stale,
      ).toBe(true);
    });

    it('reads an unparseable time as stale', () => {
      expect(
        dataFreshness({
          hours: MARKET_HOURS.ALWAYS,
          latest: { capturedAt: Number.NaN },
          delayMs: 0,
          now: ms('2026-11-24T17:00:00Z'),
        }).stale,
      ).toBe(true);
    });
  });
});

describe('isMarketOpen', () => {
  it('knows B3, US, FX, CME and always-open sessions across time zones', () => {
    expect(isMarketOpen(MARKET_HOURS.B3, ms('2026-11-24T14:00:00-03:00'))).toBe(true);
    expect(isMarketOpen(MARKET_HOURS.B3, ms('2026-11-24T09:30:00-03:00'))).toBe(false);
    expect(isMarketOpen(MARKET_HOURS.B3, ms('2026-11-24T18:30:00-03:00'))).toBe(false);
    expect(isMarketOpen(MARKET_HOURS.B3, ms('2026-11-28T14:00:00-03:00'))).toBe(false); // Saturday
    expect(isMarketOpen(MARKET_HOURS.US, ms('2026-11-24T10:00:00-05:00'))).toBe(true);
    expect(isMarketOpen(MARKET_HOURS.FX, ms('2026-11-29T18:00:00-05:00'))).toBe(true); // Sunday evening
    expect(isMarketOpen(MARKET_HOURS.FX, ms('2026-11-28T12:00:00-05:00'))).toBe(false); // Saturday
    expect(isMarketOpen(MARKET_HOURS.CME, ms('2026-11-24T17:30:00-05:00'))).toBe(false); // daily break
    expect(isMarketOpen(MARKET_HOURS.ALWAYS, ms('2026-11-28T03:00:00Z'))).toBe(true);
  });
});

describe('sessionAtOrBefore', () => {
  const session = (market: MarketHoursKey, at: string) => {
    const found = sessionAtOrBefore(ms(at), MARKET_HOURS[market]);
    return found && { open: iso(found.open), close: iso(found.close) };
  };

  it('finds the session trading now', () => {
    expect(session('B3', '2026-11-24T17:00:00Z')).toEqual({
      open: '2026-11-24T13:00:00.000Z',
      close: '2026-11-24T21:00:00.000Z',
    });
  });

  it('finds the last session that closed, over a weekend', () => {
    expect(session('B3', '2026-11-15T15:00:00Z')).toEqual({
      open: '2026-11-13T13:00:00.000Z',
      close: '2026-11-13T21:00:00.000Z',
    });
    expect(session('B3', '2026-11-24T12:00:00Z')).toEqual({
      open: '2026-11-23T13:00:00.000Z',
      close: '2026-11-23T21:00:00.000Z',
    });
  });

  it('opens overnight sessions the evening before (CME, FX)', () => {
    expect(session('CME', '2026-11-23T02:00:00Z')).toEqual({
      open: '2026-11-22T23:00:00.000Z',
      close: '2026-11-23T22:00:00.000Z',
    });
    expect(session('FX', '2026-11-21T12:00:00Z')).toEqual({
      open: '2026-11-19T22:00:00.000Z',
      close: '2026-11-20T22:00:00.000Z',
    });
    // The hour between CME's 17:00 close and 18:00 open belongs to the session that just closed.
    expect(session('CME', '2026-11-24T22:30:00Z')).toEqual({
      open: '2026-11-23T23:00:00.000Z',
      close: '2026-11-24T22:00:00.000Z',
    });
  });

  it('has none for markets that always trade', () => {
    expect(session('ALWAYS', '2026-11-24T17:00:00Z')).toBeNull();
  });

  it('asks Intl once per market and instant: every card of a market asks with the same clock reading', () => {
    const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const at = ms('2026-11-24T17:07:41Z');
      const first = sessionAtOrBefore(at, MARKET_HOURS.B3);
      const asked = formatToParts.mock.calls.length;
      expect(asked).toBeGreaterThan(0);
      expect(sessionAtOrBefore(at, MARKET_HOURS.B3)).toEqual(first);
      expect(formatToParts.mock.calls.length).toBe(asked);
      // Another instant is worked out again, to its own answer.
      expect(session('B3', '2026-11-14T15:03:17Z')).toEqual({
        open: '2026-11-13T13:00:00.000Z',
        close: '2026-11-13T21:00:00.000Z',
      });
      expect(formatToParts.mock.calls.length).toBeGreaterThan(asked);
    } finally {
      formatToParts.mockRestore();
    }
  });
});
