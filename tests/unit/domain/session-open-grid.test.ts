import { describe, expect, it } from '@jest/globals';
import { bucketStart, foldCandle, lastBucketStart, previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { expectedOpen } from '@agulhadas/domain/candle-grid';
import {
  candleCloseTime,
  isCandleClosed,
  MARKET_HOURS,
  sessionAtOrBefore,
  type MarketHoursKey,
} from '@agulhadas/domain/market-hours';
import { candleLabel } from '@agulhadas/domain/presentation/candle-label';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/** US hourly and 4-hour candles count from the session's open (09:30 New York); everything else keeps its grid. */
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const { US } = MARKET_HOURS;
const bucket = (at: string, timeframe: Timeframe) => iso(bucketStart(ms(at), timeframe, US));
const closeOf = (open: string, timeframe: Timeframe) => iso(candleCloseTime(ms(open), timeframe, US));

/** The bucket starts of `timeframe` met by the quarter hours of the US session holding `at`, with each one's close. */
function sessionCandles(at: string, timeframe: Timeframe): string[] {
  const session = sessionAtOrBefore(ms(at), US)!;
  const opens = new Set<number>();
  for (let time = session.open; time < session.close; time += QUARTER) opens.add(bucketStart(time, timeframe, US));
  return [...opens].map(
    (open) => `${iso(open).slice(11, 16)}-${iso(candleCloseTime(open, timeframe, US)).slice(11, 16)}`,
  );
}

const quarter = (time: number, close: number): Candle => ({
  time,
  open: close,
  high: close + 1,
  low: close - 1,
  close,
});

describe('US hourly and 4-hour candles on the session open', () => {
  it('a winter day (New York on UTC-5): 09:30 … 15:30 New York, the last hour cut to 30 minutes at 16:00', () => {
    expect(sessionCandles('2026-11-24T15:00:00Z', '60')).toEqual([
      '14:30-15:30',
      '15:30-16:30',
      '16:30-17:30',
      '17:30-18:30',
      '18:30-19:30',
      '19:30-20:30',
      '20:30-21:00',
    ]);
    expect(sessionCandles('2026-11-24T15:00:00Z', '240')).toEqual(['14:30-18:30', '18:30-21:00']);
    expect(bucket('2026-11-24T14:30:00Z', '60')).toBe('2026-11-24T14:30:00.000Z');
    expect(bucket('2026-11-24T15:29:59Z', '60')).toBe('2026-11-24T14:30:00.000Z');
    expect(bucket('2026-11-24T20:59:00Z', '240')).toBe('2026-11-24T18:30:00.000Z');
  });

  it('a summer day (New York on UTC-4): the same New York hours an hour earlier in UTC', () => {
    expect(sessionCandles('2026-07-14T15:00:00Z', '60')).toEqual([
      '13:30-14:30',
      '14:30-15:30',
      '15:30-16:30',
      '16:30-17:30',
      '17:30-18:30',
      '18:30-19:30',
      '19:30-20:00',
    ]);
    expect(sessionCandles('2026-07-14T15:00:00Z', '240')).toEqual(['13:30-17:30', '17:30-20:00']);
  });

  it('the weeks of the clock changes (8 March and 1 November 2026): each session’s first candle opens at its open', () => {
    // Friday 6 March is on winter time, Monday 9 March on summer time.
    expect(bucket('2026-03-06T14:45:00Z', '60')).toBe('2026-03-06T14:30:00.000Z');
    expect(bucket('2026-03-09T13:45:00Z', '60')).toBe('2026-03-09T13:30:00.000Z');
    expect(bucket('2026-03-09T13:45:00Z', '240')).toBe('2026-03-09T13:30:00.000Z');
    expect(sessionCandles('2026-03-09T15:00:00Z', '240')).toEqual(['13:30-17:30', '17:30-20:00']);
    // Friday 30 October is on summer time, Monday 2 November on winter time.
    expect(bucket('2026-10-30T19:45:00Z', '60')).toBe('2026-10-30T19:30:00.000Z');
    expect(closeOf('2026-10-30T19:30:00Z', '60')).toBe('2026-10-30T20:00:00.000Z');
    expect(bucket('2026-11-02T14:30:00Z', '60')).toBe('2026-11-02T14:30:00.000Z');
    expect(sessionCandles('2026-11-02T15:00:00Z', '240')).toEqual(['14:30-18:30', '18:30-21:00']);
  });

  it('an early close (27 November 2026, 13:00 New York): the last hour is 12:30–13:00, the day holds one 4-hour candle', () => {
    expect(sessionCandles('2026-11-27T15:00:00Z', '60')).toEqual([
      '14:30-15:30',
      '15:30-16:30',
      '16:30-17:30',
      '17:30-18:00',
    ]);
    expect(sessionCandles('2026-11-27T15:00:00Z', '240')).toEqual(['14:30-18:00']);
  });

  it('calls the last 30-minute candle em formação until 16:00 New York, closed from then', () => {
    const last = ms('2026-11-24T20:30:00Z');
    expect(isCandleClosed(last, '60', US, ms('2026-11-24T20:59:59Z'))).toBe(false);
    expect(isCandleClosed(last, '60', US, ms('2026-11-24T21:00:00Z'))).toBe(true);
    expect(isCandleClosed(ms('2026-11-27T17:30:00Z'), '60', US, ms('2026-11-27T18:00:00Z'))).toBe(true);
  });

  it('folds the quarter hours 09:30–10:15 into the 09:30 hour and opens a new one at 10:30', () => {
    let candle: Candle | undefined;
    const opened: string[] = [];
    for (let time = ms('2026-11-24T14:30:00Z'), close = 10; time <= ms('2026-11-24T15:30:00Z'); time += QUARTER) {
      const folded = foldCandle(candle, quarter(time, (close += 1)), '60', US);
      if (folded.isNew) opened.push(iso(folded.candle.time));
      candle = folded.candle;
    }
    expect(opened).toEqual(['2026-11-24T14:30:00.000Z', '2026-11-24T15:30:00.000Z']);
  });

  it('walks back from the session open to the grid of the session before (its close cut the last candle)', () => {
    const open = ms('2026-11-24T14:30:00Z');
    expect(iso(previousBucketStart(open, '60', US))).toBe('2026-11-24T13:30:00.000Z');
    expect(iso(previousBucketStart(ms('2026-11-24T15:30:00Z'), '60', US))).toBe('2026-11-24T14:30:00.000Z');
    expect(iso(lastBucketStart(ms('2026-11-24T15:10:00Z'), '60', US))).toBe('2026-11-24T14:30:00.000Z');
    for (let start = ms('2026-11-24T20:30:00Z'), steps = 0; steps < 40; steps += 1) {
      const previous = previousBucketStart(start, '60', US);
      expect(previous).toBeLessThan(start);
      expect(bucketStart(previous, '60', US)).toBe(previous);
      start = previous;
    }
  });

  it('grid check: 14:00 UTC is refused for 13:30 (winter: before the open, on the evening’s grid), 14:30 accepted', () => {
    expect(expectedOpen(ms('2026-11-24T14:30:00Z'), '60', US)).toBeNull();
    expect(expectedOpen(ms('2026-11-24T15:00:00Z'), '60', US)).toBe(ms('2026-11-24T14:30:00Z'));
    expect(expectedOpen(ms('2026-11-24T14:00:00Z'), '60', US)).toBe(ms('2026-11-24T13:30:00Z'));
    expect(expectedOpen(ms('2026-11-24T16:00:00Z'), '240', US)).toBe(ms('2026-11-24T14:30:00Z'));
    // Summer: 14:00 UTC is 10:00 New York, inside the 09:30 hour.
    expect(expectedOpen(ms('2026-07-14T14:00:00Z'), '60', US)).toBe(ms('2026-07-14T13:30:00Z'));
  });

  it('names an hour by its half-hour open in Brasília time (09:30 New York is 11:30 in Brasília in November)', () => {
    expect(candleLabel(ms('2026-11-24T14:30:00Z'), '60', US)).toBe('24/11/2026, 11:30');
    expect(candleLabel(ms('2026-07-14T19:30:00Z'), '60', US)).toBe('14/07/2026, 16:30');
  });

  it('keeps US 15-minute candles on the UTC quarter hours (09:30 is one)', () => {
    for (let time = ms('2026-03-05T00:00:00Z'); time < ms('2026-03-11T00:00:00Z'); time += 7 * MINUTE)
      expect(bucketStart(time, '15', US)).toBe(Math.floor(time / QUARTER) * QUARTER);
  });
});

describe('markets opening on the hour keep the UTC grid', () => {
  const unchanged: MarketHoursKey[] = ['B3', 'B3_FUTURES', 'FX', 'CME', 'ALWAYS'];
  const intraday: Timeframe[] = ['15', '60', '240'];

  it('B3 (10:00 São Paulo), B3 futures, FX and CME (17:00 New York), crypto: multiples of the length from 00:00 UTC', () => {
    // Both US clock changes, a B3 holiday week (Carnival) and an ordinary week, every 7 minutes.
    const weeks = ['2026-02-13', '2026-03-05', '2026-10-29', '2026-11-23'];
    for (const key of unchanged)
      for (const week of weeks)
        for (let time = ms(`${week}T00:00:00Z`), end = time + 6 * 1440 * MINUTE; time < end; time += 7 * MINUTE)
          for (const timeframe of intraday) {
            const size = Number(timeframe) * MINUTE;
            expect(bucketStart(time, timeframe, MARKET_HOURS[key])).toBe(Math.floor(time / size) * size);
          }
    expect(iso(bucketStart(ms('2026-11-24T13:10:00Z'), '60', MARKET_HOURS.B3))).toBe('2026-11-24T13:00:00.000Z');
    expect(iso(bucketStart(ms('2026-11-24T13:10:00Z'), '240', MARKET_HOURS.B3))).toBe('2026-11-24T12:00:00.000Z');
  });
});
