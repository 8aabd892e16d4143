import {
  DELAYED_VIEW_SLACK_MS,
  isRowStale,
  readingAgeText,
  ROW_FRESH_FOR_MS,
  rowStaleAfterMs,
} from '@agulhadas/domain/presentation/row-staleness';

const MIN = 60_000;
const HOUR = 60 * MIN;
const now = Date.parse('2026-11-20T12:00:00.000Z');

describe('row staleness judged against what the viewer is promised', () => {
  it('a payer’s row is stale just past its timeframe’s window', () => {
    expect(isRowStale({ timeframe: '15', readingAt: now - 15 * MIN, now, delayMinutes: 0 })).toBe(false);
    expect(isRowStale({ timeframe: '15', readingAt: now - 15 * MIN - 1, now, delayMinutes: 0 })).toBe(true);
    expect(isRowStale({ timeframe: '60', readingAt: now - 2 * HOUR, now, delayMinutes: 0 })).toBe(true);
    expect(isRowStale({ timeframe: 'D', readingAt: now - 23 * HOUR, now, delayMinutes: 0 })).toBe(false);
  });

  it('a visitor’s 15-minute row 40 minutes old (20-minute delay, between rounds) is what the plan promises, not stale', () => {
    for (const age of [20, 35, 40, 55]) {
      expect(isRowStale({ timeframe: '15', readingAt: now - age * MIN, now, delayMinutes: 20 })).toBe(false);
    }
    expect(rowStaleAfterMs('15', 20)).toBe(ROW_FRESH_FOR_MS['15'] + 20 * MIN + DELAYED_VIEW_SLACK_MS);
  });

  it('a visitor’s row past the delay plus its timeframe’s window is stale', () => {
    const limit = rowStaleAfterMs('60', 20);
    expect(isRowStale({ timeframe: '60', readingAt: now - limit, now, delayMinutes: 20 })).toBe(false);
    expect(isRowStale({ timeframe: '60', readingAt: now - limit - 1, now, delayMinutes: 20 })).toBe(true);
    // The same age reads as stale for a payer, who is promised fresh data.
    expect(isRowStale({ timeframe: '60', readingAt: now - limit, now, delayMinutes: 0 })).toBe(true);
  });

  it('a longer delay moves the limit with it', () => {
    expect(rowStaleAfterMs('15', 60) - rowStaleAfterMs('15', 20)).toBe(40 * MIN);
  });

  it('a reading without a date is stale', () => {
    expect(isRowStale({ timeframe: 'W', readingAt: Number.NaN, now, delayMinutes: 0 })).toBe(true);
  });
});

describe('a stale row says how old it is', () => {
  it.each([
    [30 * 1000, 'há 1 min'],
    [35 * MIN, 'há 35 min'],
    [2 * HOUR + 59 * MIN, 'há 2 h'],
    [47 * HOUR, 'há 47 h'],
    [3 * 24 * HOUR + HOUR, 'há 3 d'],
  ])('%d ms → %s', (age, text) => {
    expect(readingAgeText(now - age, now)).toBe(text);
  });

  it('a missing date says there is no recent data', () => {
    expect(readingAgeText(Number.NaN, now)).toBe('sem dados recentes');
  });
});
