import { describe, expect, it } from '@jest/globals';
import { AlertIndex, type AlertIndexEntry, type Rule } from '@agulhadas/domain/alerts';
import { alert, reading } from './fixtures';

const now = new Date('2026-11-20T14:00:00Z');
const buy: Rule[] = [{ name: 'agulhada', value: 1 }];
const sell: Rule[] = [{ name: 'agulhada', value: -1 }];

function entry(
  userId: string,
  asset: string,
  id: string,
  rules: Rule[],
  patch: Partial<AlertIndexEntry['alert']> = {},
): AlertIndexEntry {
  return { userId, asset, timeframe: 'D', alert: alert({ id, rules, ...patch }) };
}

describe('AlertIndex', () => {
  const entries = [
    entry('u1', 'B:PETR4', 'a', buy),
    entry('u2', 'B:PETR4', 'a', buy),
    entry('u3', 'B:PETR4', 'b', sell),
    entry('u4', 'B:PETR4', 'c', buy, { active: false }),
    entry('u1', 'B:VALE3', 'd', buy),
  ];

  it('returns the firing alerts of that asset and timeframe only', () => {
    const index = AlertIndex.build(entries);
    expect(index.size).toBe(5);
    const firing = index.match('B:PETR4', 'D', reading({ agulhado: 1 }), now);
    expect(firing.map(({ entry: e }) => `${e.userId}/${e.alert.id}`)).toEqual(['u1/a', 'u2/a']);
    expect(index.match('B:PETR4', 'W', reading({ agulhado: 1 }, 'W'), now)).toEqual([]);
    expect(index.match('B:ITUB4', 'D', reading({ agulhado: 1 }), now)).toEqual([]);
  });

  it('markFired closes the frequency gate and returns the alert to persist', () => {
    const index = AlertIndex.build(entries);
    const [first] = index.match('B:VALE3', 'D', reading({ agulhado: 1 }), now);
    const updated = index.markFired(first!.entry, now, first!.reading.lastUpdate);
    expect(updated.lastNotification).toBe(now.toISOString());
    expect(index.match('B:VALE3', 'D', reading({ agulhado: 1 }), new Date('2026-11-20T14:15:00Z'))).toEqual([]);
    const nextCandle = reading({ agulhado: 1, lastUpdate: '2026-11-21T13:00:00.000Z' });
    expect(index.match('B:VALE3', 'D', nextCandle, new Date('2026-11-21T13:15:00Z'))).toHaveLength(1);
  });

  it("a 'once' alert fires a single time", () => {
    const index = AlertIndex.build([entry('u1', 'B:PETR4', 'o', buy, { frequency: 'once' })]);
    const [fired] = index.match('B:PETR4', 'D', reading({ agulhado: 1 }), now);
    expect(index.markFired(fired!.entry, now, fired!.reading.lastUpdate).active).toBe(false);
    expect(
      index.match(
        'B:PETR4',
        'D',
        reading({ agulhado: 1, lastUpdate: '2026-11-21T13:00:00.000Z' }),
        new Date('2026-11-21T14:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('honours lastNotification loaded from storage', () => {
    const index = AlertIndex.build([
      entry('u1', 'B:PETR4', 'a', buy, { lastNotification: '2026-11-20T13:30:00.000Z' }),
    ]);
    expect(index.match('B:PETR4', 'D', reading({ agulhado: 1 }), now)).toEqual([]);
  });

  it('upsert replaces an edited alert and remove drops it', () => {
    const index = AlertIndex.build(entries);
    index.upsert(entry('u1', 'B:PETR4', 'a', sell));
    expect(index.size).toBe(5);
    expect(index.match('B:PETR4', 'D', reading({ agulhado: -1 }), now).map(({ entry: e }) => e.userId)).toEqual([
      'u1',
      'u3',
    ]);
    expect(index.remove('u1', 'B:PETR4', 'D', 'a')).toBe(true);
    expect(index.remove('u1', 'B:PETR4', 'D', 'a')).toBe(false);
    expect(index.match('B:PETR4', 'D', reading({ agulhado: -1 }), now).map(({ entry: e }) => e.userId)).toEqual(['u3']);
    expect(index.remove('u1', 'B:VALE3', 'D', 'd')).toBe(true);
    expect(index.match('B:VALE3', 'D', reading({ agulhado: 1 }), now)).toEqual([]);
    expect(index.size).toBe(3);
  });

  it('match does not change anything by itself', () => {
    const index = AlertIndex.build(entries);
    index.match('B:PETR4', 'D', reading({ agulhado: 1 }), now);
    expect(index.match('B:PETR4', 'D', reading({ agulhado: 1 }), now)).toHaveLength(2);
  });
});

describe('AlertIndex: close-only alerts read the candles a round closed', () => {
  const closeOnly = entry('u1', 'B:PETR4', 'close', buy, { closeOnly: true, frequency: 'tf' });
  const plain = entry('u2', 'B:PETR4', 'plain', buy, { frequency: 'tf' });
  const candle = (day: number, patch: Parameters<typeof reading>[0] = {}) =>
    reading({ agulhado: 1, lastUpdate: `2026-11-${day}T13:00:00.000Z`, ...patch });

  it('fires a close-only alert on the candle the item closed, the plain one on the newest (forming) candle', () => {
    const index = AlertIndex.build([closeOnly, plain]);
    const forming = candle(21, { agulhado: 0, fechado: false });
    const closed = candle(20, { fechado: true });
    const firing = index.match('B:PETR4', 'D', forming, new Date('2026-11-21T13:00:05Z'), [closed]);
    expect(firing.map(({ entry: e, reading: r }) => `${e.alert.id}@${r.lastUpdate}`)).toEqual([
      'close@2026-11-20T13:00:00.000Z',
    ]);
  });

  it('fires once per closed candle, in order, and not again for a candle it fired on', () => {
    const index = AlertIndex.build([closeOnly]);
    const now = new Date('2026-11-22T13:00:05Z');
    const closes = [candle(20, { fechado: true }), candle(21, { fechado: true })];
    const firing = index.match('B:PETR4', 'D', candle(22, { fechado: false }), now, closes);
    expect(firing.map(({ reading: r }) => r.lastUpdate)).toEqual(closes.map((r) => r.lastUpdate));
    index.markFired(firing[1]!.entry, now, firing[1]!.reading.lastUpdate);
    expect(index.match('B:PETR4', 'D', candle(22, { fechado: false }), now, closes)).toEqual([]);
  });

  it('without a list of closes, reads the newest reading when its candle closed', () => {
    const index = AlertIndex.build([closeOnly]);
    expect(index.match('B:PETR4', 'D', candle(20, { fechado: false }), now)).toEqual([]);
    expect(index.match('B:PETR4', 'D', candle(20, { fechado: true }), now)).toHaveLength(1);
  });
});
