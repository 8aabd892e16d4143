import { describe, expect, it } from '@jest/globals';
import { expectedOpen, offGridReason } from '@agulhadas/domain/candle-grid';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';

const ms = (iso: string) => Date.parse(iso);

describe('candle grid', () => {
  it('accepts bucket starts and names the expected open of anything else', () => {
    expect(expectedOpen(ms('2026-11-24T02:30:00Z'), '15', MARKET_HOURS.ALWAYS)).toBeNull();
    expect(expectedOpen(ms('2026-11-24T02:31:00Z'), '15', MARKET_HOURS.ALWAYS)).toBe(ms('2026-11-24T02:30:00Z'));
    expect(expectedOpen(ms('2026-11-24T00:00:00Z'), 'D', MARKET_HOURS.B3)).toBeNull();
    expect(expectedOpen(ms('2026-11-23T22:00:00Z'), 'D', MARKET_HOURS.FX)).toBeNull();
    expect(expectedOpen(ms('2026-11-24T00:00:00Z'), 'D', MARKET_HOURS.FX)).toBe(ms('2026-11-23T22:00:00Z'));
    expect(expectedOpen(ms('2026-11-23T00:00:00Z'), 'W', MARKET_HOURS.ALWAYS)).toBeNull();
    expect(expectedOpen(ms('2026-11-23T00:00:00Z'), 'W', MARKET_HOURS.FX)).toBe(ms('2026-11-22T22:00:00Z'));
  });

  it('says in Portuguese where the candle should open, with the date when it differs and seconds when present', () => {
    expect(offGridReason(ms('2026-11-24T02:31:00Z'), ms('2026-11-24T02:30:00Z'), '15')).toBe(
      'vela fora da grade do tempo gráfico 15: 02:31 UTC deveria abrir às 02:30 UTC',
    );
    expect(offGridReason(ms('2026-11-24T00:00:00Z'), ms('2026-11-23T22:00:00Z'), 'D')).toBe(
      'vela fora da grade do tempo gráfico D: 24/11/2026 00:00 UTC deveria abrir às 23/11/2026 22:00 UTC',
    );
    expect(offGridReason(ms('2026-11-24T02:30:05Z'), ms('2026-11-24T02:30:00Z'), '15')).toBe(
      'vela fora da grade do tempo gráfico 15: 02:30:05 UTC deveria abrir às 02:30 UTC',
    );
    expect(offGridReason(ms('2026-11-24T02:30:00.250Z'), ms('2026-11-24T02:30:00Z'), '15')).toBe(
      'vela fora da grade do tempo gráfico 15: 02:30:00.250 UTC deveria abrir às 02:30 UTC',
    );
  });
});
