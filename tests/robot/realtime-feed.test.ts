import type { Candle } from '@agulhadas/domain/reading';
import { computeReading } from '@agulhadas/domain/signals/index';
import { REALTIME_TIMEFRAMES, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import { createRealtimeFeed } from '../../robot/src/realtime/realtime-feed';
import { applyTick, createRealtimeSeries, indicatorsOf } from '../../robot/src/realtime/realtime-series';
import { signAccessToken, verifyAccessToken } from '../../local/src/realtime/access-token';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 21, 12, 0, 0);

function history(count: number, minutes: number): Candle[] {
  return Array.from({ length: count }, (_, i) => {
    const close = 100 + Math.sin(i / 3) * 5 + i * 0.1;
    return {
      time: start - (count - 1 - i) * minutes * MINUTE,
      open: close - 0.5,
      high: close + 1,
      low: close - 1,
      close,
    };
  });
}

describe('real-time series', () => {
  it('replaces the candle in progress and pushes one when the bucket rolls, like the batch engine', () => {
    const past = history(40, 1);
    const series = createRealtimeSeries('1', past);
    applyTick(series, 104, start + 10_000);
    applyTick(series, 99, start + 20_000);
    const sameMinute = applyTick(series, 101, start + 30_000);
    const inProgress: Candle = {
      ...past[past.length - 1]!,
      high: Math.max(past[past.length - 1]!.high, 104),
      low: Math.min(past[past.length - 1]!.low, 99),
      close: 101,
    };
    expect(sameMinute).toEqual(indicatorsOf(computeReading([...past.slice(0, -1), inProgress], '15')));
    const nextMinute = applyTick(series, 102, start + MINUTE + 1_000);
    const opened: Candle = { time: start + MINUTE, open: 101, high: 102, low: 101, close: 102 };
    expect(nextMinute).toEqual(indicatorsOf(computeReading([...past.slice(0, -1), inProgress, opened], '15')));
    expect(series.last).toEqual(opened);
  });
});

describe('real-time feed', () => {
  it('publishes only the symbols that ticked, one message per group, with the update shape', async () => {
    const sent: Array<{ group: string; text: string }> = [];
    const byTf = Object.fromEntries(REALTIME_TIMEFRAMES.map((tf) => [tf, history(35, 1)])) as Record<
      RealtimeTimeframe,
      Candle[]
    >;
    const feed = createRealtimeFeed(
      ['A:ONE', 'A:TWO', 'A:THREE'].map((key) => ({ key, asset: key, nome: `Nome ${key}`, history: byTf })),
      { sendToGroup: async (group, text) => void sent.push({ group, text }) },
    );
    feed.tick('A:TWO', 101.123456789, start + 5_000);
    feed.tick('A:NOPE', 5, start + 5_000);
    const result = await feed.publish(() => true);
    expect(result).toEqual({ seq: 1, sent: 1, groups: ['A:TWO'] });
    const message = JSON.parse(sent[0]!.text) as {
      type: string;
      data: Record<string, { preco: number; indicators: Record<string, unknown>; nome: string }>;
      seq: number;
      sentAt: number;
    };
    expect(sent[0]!.group).toBe('A:TWO');
    expect(message.type).toBe('lastCandleUpdates');
    expect(message.seq).toBe(1);
    expect(Object.keys(message.data)).toEqual(['A:TWO']);
    expect(message.data['A:TWO']!.preco).toBe(101.12346);
    expect(message.data['A:TWO']!.nome).toBe('Nome A:TWO');
    expect(Object.keys(message.data['A:TWO']!.indicators).sort()).toEqual([...REALTIME_TIMEFRAMES].sort());
    expect(await feed.publish(() => true)).toEqual({ seq: 2, sent: 0, groups: [] });
  });
});

describe('real-time feed and the watched set', () => {
  const byTf = Object.fromEntries(REALTIME_TIMEFRAMES.map((tf) => [tf, history(35, 1)])) as Record<
    RealtimeTimeframe,
    Candle[]
  >;
  const feedOf = (sent: string[]) =>
    createRealtimeFeed(
      ['A:ONE', 'A:TWO', 'A:THREE'].map((key) => ({ key, asset: key, nome: key, history: byTf })),
      { sendToGroup: async (group) => void sent.push(group) },
    );

  it('publishes only the watched symbols that ticked; an unwatched one waits, still changed, until it is watched', async () => {
    const sent: string[] = [];
    const feed = feedOf(sent);
    feed.tick('A:ONE', 101, start + 1_000);
    feed.tick('A:TWO', 102, start + 1_000);
    expect(await feed.publish((key) => key === 'A:ONE')).toEqual({ seq: 1, sent: 1, groups: ['A:ONE'] });
    expect(await feed.publish((key) => key !== 'A:THREE')).toEqual({ seq: 2, sent: 1, groups: ['A:TWO'] });
    expect(sent).toEqual(['A:ONE', 'A:TWO']);
  });

  it('a snapshot sends the current state of symbols that did not trade, under the last tick number, skipping unknown keys', async () => {
    const sent: string[] = [];
    const feed = feedOf(sent);
    feed.tick('A:ONE', 101, start + 1_000);
    await feed.publish(() => true);
    expect(await feed.snapshot(['A:THREE', 'A:NOPE', 'A:ONE'])).toEqual({
      seq: 1,
      sent: 2,
      groups: ['A:THREE', 'A:ONE'],
    });
    expect(sent).toEqual(['A:ONE', 'A:THREE', 'A:ONE']);
    // Sent, so no longer owed at the next tick.
    expect(await feed.publish(() => true)).toEqual({ seq: 2, sent: 0, groups: [] });
  });
});

describe('client access tokens', () => {
  it('round-trips and refuses tampering, other keys, other audiences and expiry', () => {
    const token = signAccessToken({ sub: 'kp_1', aud: 'http://h/client/hubs/x', role: [], expiresInSeconds: 300 }, 'k');
    expect(verifyAccessToken(token, 'k', 'http://h/client/hubs/x')).toEqual({ ok: true, userId: 'kp_1', roles: [] });
    expect(verifyAccessToken(token, 'other', 'http://h/client/hubs/x')).toEqual({ ok: false, reason: 'signature' });
    expect(verifyAccessToken(token, 'k', 'http://h/client/hubs/y')).toEqual({ ok: false, reason: 'audience' });
    expect(verifyAccessToken(token, 'k', 'http://h/client/hubs/x', Date.now() + 3600_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const [header, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', aud: 'http://h/client/hubs/x', exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyAccessToken(`${header}.${forged}.${sig}`, 'k', 'http://h/client/hubs/x')).toEqual({
      ok: false,
      reason: 'signature',
    });
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(verifyAccessToken(`${none}.${forged}.`, 'k', 'http://h/client/hubs/x')).toEqual({
      ok: false,
      reason: 'algorithm',
    });
  });
});
