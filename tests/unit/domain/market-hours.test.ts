import { describe, expect, it } from '@jest/globals';
import { candleCloseTime, isCandleClosed, MARKET_HOURS } from '@agulhadas/domain/market-hours';

const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();

describe('candleCloseTime', () => {
  it('closes a B3 daily candle with the session at 18:00 in São Paulo, not at midnight UTC', () => {
    expect(iso(candleCloseTime(ms('2026-11-24T00:00:00Z'), 'D', MARKET_HOURS.B3))).toBe('2026-11-24T21:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-24T13:00:00Z'), 'D', MARKET_HOURS.B3))).toBe('2026-11-24T21:00:00.000Z');
  });

  it('follows New York daylight saving for US stocks', () => {
    expect(iso(candleCloseTime(ms('2026-07-01T13:30:00Z'), 'D', MARKET_HOURS.US))).toBe('2026-07-01T20:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-01-15T14:30:00Z'), 'D', MARKET_HOURS.US))).toBe('2026-01-15T21:00:00.000Z');
  });

  it('cuts an intraday candle at the session close', () => {
    // 15:30 New York: the 60-minute candle ends at 16:00 with the session.
    expect(iso(candleCloseTime(ms('2026-01-15T20:30:00Z'), '60', MARKET_HOURS.US))).toBe('2026-01-15T21:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-01-15T15:30:00Z'), '60', MARKET_HOURS.US))).toBe('2026-01-15T16:30:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-24T17:00:00Z'), '240', MARKET_HOURS.B3))).toBe('2026-11-24T21:00:00.000Z');
  });

  it("closes a weekly candle at the close of the week's last session", () => {
    expect(iso(candleCloseTime(ms('2026-11-23T00:00:00Z'), 'W', MARKET_HOURS.B3))).toBe('2026-11-27T21:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-22T22:00:00Z'), 'W', MARKET_HOURS.FX))).toBe('2026-11-27T22:00:00.000Z');
  });

  it('rolls the FX day at 17:00 New York, the session starting the evening before', () => {
    expect(iso(candleCloseTime(ms('2026-11-23T22:00:00Z'), 'D', MARKET_HOURS.FX))).toBe('2026-11-24T22:00:00.000Z');
    // Friday's candle closes Friday; the next closes Monday.
    expect(iso(candleCloseTime(ms('2026-11-26T22:00:00Z'), 'D', MARKET_HOURS.FX))).toBe('2026-11-27T22:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-29T22:00:00Z'), 'D', MARKET_HOURS.FX))).toBe('2026-11-30T22:00:00.000Z');
  });

  it('closes crypto candles at open + length', () => {
    expect(iso(candleCloseTime(ms('2026-11-24T00:00:00Z'), 'D', MARKET_HOURS.ALWAYS))).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-23T00:00:00Z'), 'W', MARKET_HOURS.ALWAYS))).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(candleCloseTime(ms('2026-11-24T10:15:00Z'), '15', MARKET_HOURS.ALWAYS))).toBe(
      '2026-11-24T10:30:00.000Z',
    );
  });
});

describe('isCandleClosed', () => {
  it('is forming until the close and closed from it on', () => {
    const open = ms('2026-11-24T00:00:00Z');
    expect(isCandleClosed(open, 'D', MARKET_HOURS.B3, ms('2026-11-24T20:59:59Z'))).toBe(false);
    expect(isCandleClosed(open, 'D', MARKET_HOURS.B3, ms('2026-11-24T21:00:00Z'))).toBe(true);
  });
});
