import { describe, expect, it } from '@jest/globals';
import { afterFire, shouldFire } from '@agulhadas/domain/alerts';
import { alert, reading } from './fixtures';

const CANDLE = '2026-11-20T13:00:00.000Z';
const signal = reading({ agulhado: 1, lastUpdate: CANDLE });
const at = (iso: string): Date => new Date(iso);

describe('shouldFire', () => {
  it('needs the alert active and its rules to hold', () => {
    expect(shouldFire(alert(), signal, at('2026-11-20T14:00:00Z'))).toBe(true);
    expect(shouldFire(alert({ active: false }), signal, at('2026-11-20T14:00:00Z'))).toBe(false);
    expect(shouldFire(alert(), reading({ agulhado: -1 }), at('2026-11-20T14:00:00Z'))).toBe(false);
  });

  describe("'15': at most once per 15-minute slot", () => {
    const fired = afterFire(alert({ frequency: '15' }), at('2026-11-20T14:00:40Z'), CANDLE);
    it('stays quiet in the same slot', () => {
      expect(shouldFire(fired, signal, at('2026-11-20T14:14:59Z'))).toBe(false);
    });
    it('fires again on the next round even if it came a little early', () => {
      expect(shouldFire(fired, signal, at('2026-11-20T14:15:01Z'))).toBe(true);
    });
    it('does not depend on the candle', () => {
      expect(shouldFire(fired, signal, at('2026-11-20T16:30:00Z'))).toBe(true);
    });
  });

  describe("'tf': at most once per candle of the alert's timeframe", () => {
    const fired = afterFire(alert({ frequency: 'tf' }), at('2026-11-20T14:00:00Z'), CANDLE);
    it('stays quiet for later readings of the same candle', () => {
      expect(shouldFire(fired, signal, at('2026-11-20T14:15:00Z'))).toBe(false);
      expect(shouldFire(fired, signal, at('2026-11-20T20:45:00Z'))).toBe(false);
    });
    it('fires on the next candle', () => {
      const nextDay = reading({ agulhado: 1, lastUpdate: '2026-11-21T13:00:00.000Z' });
      expect(shouldFire(fired, nextDay, at('2026-11-21T13:15:00Z'))).toBe(true);
    });
    it('never re-fires for an older candle arriving late', () => {
      const previousDay = reading({ agulhado: 1, lastUpdate: '2026-11-19T13:00:00.000Z' });
      expect(shouldFire(fired, previousDay, at('2026-11-20T14:30:00Z'))).toBe(false);
    });
    it('falls back to the 15-minute slot when the reading has no candle time', () => {
      const noTime = reading({ agulhado: 1, lastUpdate: '' });
      expect(shouldFire(fired, noTime, at('2026-11-20T14:05:00Z'))).toBe(false);
      expect(shouldFire(fired, noTime, at('2026-11-20T14:15:00Z'))).toBe(true);
    });
  });

  describe("'once': fires once, then the alert is off", () => {
    it('fires, then afterFire deactivates it', () => {
      const once = alert({ frequency: 'once' });
      expect(shouldFire(once, signal, at('2026-11-20T14:00:00Z'))).toBe(true);
      const fired = afterFire(once, at('2026-11-20T14:00:00Z'), CANDLE);
      expect(fired.active).toBe(false);
      expect(shouldFire(fired, signal, at('2026-11-27T14:00:00Z'))).toBe(false);
    });
    it('fires again if the user turns it back on', () => {
      const reactivated = {
        ...afterFire(alert({ frequency: 'once' }), at('2026-11-20T14:00:00Z'), CANDLE),
        active: true,
      };
      expect(shouldFire(reactivated, signal, at('2026-11-20T14:05:00Z'))).toBe(true);
    });
  });
});

describe('afterFire', () => {
  it('stamps lastNotification and keeps repeating alerts active', () => {
    const original = alert({ frequency: 'tf' });
    const fired = afterFire(original, at('2026-11-20T14:00:00Z'), CANDLE);
    expect(fired).toEqual({ ...original, lastNotification: '2026-11-20T14:00:00.000Z', lastCandle: CANDLE });
    expect(original.lastNotification).toBeNull();
  });
});

describe("'Só no fechamento do candle' (closeOnly)", () => {
  const forming = reading({ agulhado: 1, lastUpdate: '2026-11-20T13:00:00.000Z', fechado: false });
  const closed = reading({ agulhado: 1, lastUpdate: '2026-11-20T13:00:00.000Z', fechado: true });

  it('ignores a forming candle and fires on the closed one', () => {
    expect(shouldFire(alert({ closeOnly: true }), forming, at('2026-11-20T14:00:00Z'))).toBe(false);
    expect(shouldFire(alert({ closeOnly: true }), closed, at('2026-11-20T21:00:00Z'))).toBe(true);
  });

  it('leaves alerts without it firing on forming candles, and counts readings that do not say as closed', () => {
    expect(shouldFire(alert(), forming, at('2026-11-20T14:00:00Z'))).toBe(true);
    expect(shouldFire(alert({ closeOnly: true }), reading({ agulhado: 1 }), at('2026-11-20T14:00:00Z'))).toBe(true);
  });

  it('fires at every close, though each firing comes when the clock is already inside the next candle', () => {
    const quarter = (minutes: number) =>
      reading({
        agulhado: 1,
        lastUpdate: new Date(Date.parse('2026-11-20T13:00:00Z') + minutes * 60_000).toISOString(),
        fechado: true,
      });
    let current = alert({ closeOnly: true, frequency: 'tf' });
    for (const minutes of [0, 15, 30]) {
      const firedAt = at(new Date(Date.parse('2026-11-20T13:15:05Z') + minutes * 60_000).toISOString());
      expect(shouldFire(current, quarter(minutes), firedAt)).toBe(true);
      current = afterFire(current, firedAt, quarter(minutes).lastUpdate);
      expect(shouldFire(current, quarter(minutes), firedAt)).toBe(false);
    }
  });

  it("never notifies twice for the same candle, even with frequency '15'", () => {
    const fired = afterFire(alert({ closeOnly: true, frequency: '15' }), at('2026-11-20T21:00:00Z'), CANDLE);
    expect(shouldFire(fired, closed, at('2026-11-20T21:15:00Z'))).toBe(false);
    expect(shouldFire(fired, closed, at('2026-11-21T02:00:00Z'))).toBe(false);
    const next = reading({ agulhado: 1, lastUpdate: '2026-11-21T13:00:00.000Z', fechado: true });
    expect(shouldFire(fired, next, at('2026-11-21T21:00:00Z'))).toBe(true);
  });
});
