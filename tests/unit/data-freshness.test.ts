import { isMarketOpen, MARKET_HOURS } from '../../src/domain/market-hours';
import { hasNoRecentData } from '../../src/domain/presentation/data-freshness';

const at = (iso: string) => new Date(iso);

describe('market open', () => {
  it('knows B3, US, FX and always-open sessions across time zones', () => {
    expect(isMarketOpen(MARKET_HOURS.B3, Date.parse('2026-11-24T14:00:00-03:00'))).toBe(true);
    expect(isMarketOpen(MARKET_HOURS.B3, Date.parse('2026-11-24T09:30:00-03:00'))).toBe(false);
    expect(isMarketOpen(MARKET_HOURS.B3, Date.parse('2026-11-24T18:30:00-03:00'))).toBe(false);
    expect(isMarketOpen(MARKET_HOURS.B3, Date.parse('2026-11-28T14:00:00-03:00'))).toBe(false); // Saturday
    expect(isMarketOpen(MARKET_HOURS.US, Date.parse('2026-11-24T10:00:00-05:00'))).toBe(true);
    expect(isMarketOpen(MARKET_HOURS.FX, Date.parse('2026-11-29T18:00:00-05:00'))).toBe(true); // Sunday evening
    expect(isMarketOpen(MARKET_HOURS.FX, Date.parse('2026-11-28T12:00:00-05:00'))).toBe(false); // Saturday
    expect(isMarketOpen(MARKET_HOURS.CME, Date.parse('2026-11-24T17:30:00-05:00'))).toBe(false); // daily break
    expect(isMarketOpen(MARKET_HOURS.ALWAYS, Date.parse('2026-11-28T03:00:00Z'))).toBe(true);
  });
});

describe('sem dados recentes', () => {
  it('flags data older than a round and its grace while the market traded all along', () => {
    expect(hasNoRecentData('2026-11-24T13:20:00-03:00', 'B3', at('2026-11-24T14:00:00-03:00'))).toBe(true);
    expect(hasNoRecentData('2026-11-24T13:50:00-03:00', 'B3', at('2026-11-24T14:00:00-03:00'))).toBe(false);
    expect(hasNoRecentData('2026-11-24T10:00:00Z', 'ALWAYS', at('2026-11-28T03:00:00Z'))).toBe(true);
  });

  it('never flags a closed market, nor the first minutes of a session before its first round', () => {
    expect(hasNoRecentData('2026-11-27T18:00:00-03:00', 'B3', at('2026-11-28T14:00:00-03:00'))).toBe(false); // Saturday
    expect(hasNoRecentData('2026-11-23T18:00:00-03:00', 'B3', at('2026-11-24T10:10:00-03:00'))).toBe(false);
    expect(hasNoRecentData('2026-11-23T18:00:00-03:00', 'B3', at('2026-11-24T10:30:00-03:00'))).toBe(true);
    expect(hasNoRecentData('2026-11-27T17:00:00-05:00', 'FX', at('2026-11-28T12:00:00-05:00'))).toBe(false);
  });

  it('measures a delayed view against its delay, and says nothing without data or market hours', () => {
    expect(hasNoRecentData('2026-11-24T13:30:00-03:00', 'B3', at('2026-11-24T14:05:00-03:00'), 20 * 60_000)).toBe(false);
    expect(hasNoRecentData(null, 'B3', at('2026-11-24T14:00:00-03:00'))).toBe(false);
    expect(hasNoRecentData('2026-11-24T10:00:00Z', undefined, at('2026-11-28T03:00:00Z'))).toBe(false);
  });
});
