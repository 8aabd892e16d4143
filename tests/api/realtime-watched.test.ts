import { WATCH_RENEW_MS, WATCH_TTL_MS, realtimeWatchedSchema } from '@agulhadas/domain/realtime/watched';
import { overrideConfig } from '../../api/src/config';
import { closeLapsedConnections } from '../../api/src/realtime/plan-lapse';
import type { RealtimeUpstream } from '../../api/src/realtime/upstream';
import { realtimeConnections } from '../../api/src/store/realtime-connections';
import type { Store } from '../../api/src/store/types';
import { call, freshStore, principalFor } from '../support/api-client';
import { fakeDateOnly } from '../support/fake-date';
import { grantLevel } from '../support/fixtures';
import { NO_SERVICE, viewersOf } from '../support/viewers';

/**
 * The watched set: what each real-time connection subscribed, recorded by the upstream that both Web PubSub's event
 * handler and the local hub run, and GET /api/realtimeWatched, through which the robot reads it.
 */
const KEY = 'watched-test-robot-key';
const PETR4 = 'BMFBOVESPA:PETR4';
const VALE3 = 'BMFBOVESPA:VALE3';
const BTC = 'BINANCE:BTCUSDT';
const T0 = Date.parse('2026-11-24T15:00:00Z');

let store: Store;
let upstream: RealtimeUpstream;

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  fakeDateOnly(T0);
  store = await freshStore();
  upstream = viewersOf([PETR4, VALE3, BTC]);
});
afterEach(async () => {
  jest.useRealTimers();
  await store.close();
});

async function watched(since?: number) {
  const answer = await call('realtimeWatched', {
    headers: { 'x-robot-key': KEY },
    query: since === undefined ? {} : { since: String(since) },
  });
  expect(answer.status).toBe(200);
  return realtimeWatchedSchema.parse(answer.body);
}

const subscribe = (connection: string, user: string, keys: string[], on = true) =>
  upstream.message(connection, user, JSON.stringify({ subscribe: on, symbol: keys }));

describe('the watched set per connection', () => {
  it('subscribe adds, unsubscribe removes, and a symbol counts while any connection watches it', async () => {
    await upstream.connected('c1', 'ana');
    await upstream.connected('c2', 'bia');
    expect((await watched()).symbols).toEqual([]);
    await subscribe('c1', 'ana', [PETR4, VALE3]);
    await subscribe('c2', 'bia', [PETR4, BTC]);
    expect((await watched()).symbols).toEqual([BTC, PETR4, VALE3]);
    await subscribe('c1', 'ana', [PETR4, VALE3], false);
    expect((await watched()).symbols).toEqual([BTC, PETR4]);
    await subscribe('c2', 'bia', [PETR4], false);
    expect((await watched()).symbols).toEqual([BTC]);
    expect(await realtimeConnections(store).findOne({ _id: 'c2' })).toMatchObject({ userId: 'bia', symbols: [BTC] });
  });

  it('an unknown key is refused by name and never recorded; the known ones of the message are', async () => {
    await upstream.connected('c1', 'ana');
    expect(await subscribe('c1', 'ana', ['NOPE:XYZ', PETR4])).toEqual({
      type: 'error',
      message: 'Ativo indisponível no tempo real: NOPE:XYZ',
    });
    expect((await watched()).symbols).toEqual([PETR4]);
  });

  it("disconnect removes the connection's set", async () => {
    await upstream.connected('c1', 'ana');
    await subscribe('c1', 'ana', [PETR4]);
    await upstream.disconnected('c1');
    expect((await watched()).symbols).toEqual([]);
    expect(await realtimeConnections(store).countDocuments({})).toBe(0);
  });

  it('a connection whose disconnect was lost stops counting after the time-to-live; each event of a live one renews it', async () => {
    await upstream.connected('lost', 'ana');
    await subscribe('lost', 'ana', [PETR4]);
    await upstream.connected('live', 'bia');
    await subscribe('live', 'bia', [BTC]);
    // The browser re-sends its subscriptions every WATCH_RENEW_MS; the lost connection sends nothing more.
    for (let at = T0 + WATCH_RENEW_MS; at <= T0 + WATCH_TTL_MS; at += WATCH_RENEW_MS) {
      jest.setSystemTime(at);
      await subscribe('live', 'bia', [BTC]);
    }
    jest.setSystemTime(T0 + WATCH_TTL_MS - 1);
    expect((await watched()).symbols).toEqual([BTC, PETR4]);
    jest.setSystemTime(T0 + WATCH_TTL_MS);
    expect((await watched()).symbols).toEqual([BTC]);
    // The minute's plan check drops the expired record, and never asks to close a connection for it.
    await grantLevel(store, 'bia', 'VIP');
    const closeAsked: string[] = [];
    expect(
      await closeLapsedConnections(
        store,
        { closeUserConnections: async (userId) => void closeAsked.push(userId) },
        new Date(),
      ),
    ).toEqual([]);
    expect(closeAsked).toEqual([]);
    expect((await realtimeConnections(store).find({}).toArray()).map((doc) => doc._id)).toEqual(['live']);
  });

  it('a live connection whose record expired comes back, with its user, at its next subscribe', async () => {
    await upstream.connected('c1', 'ana');
    await subscribe('c1', 'ana', [PETR4]);
    jest.setSystemTime(T0 + WATCH_TTL_MS + 60_000);
    await closeLapsedConnections(store, NO_SERVICE, new Date());
    expect(await realtimeConnections(store).countDocuments({})).toBe(0);
    await subscribe('c1', 'ana', [VALE3]);
    expect((await watched()).symbols).toEqual([VALE3]);
    expect(await realtimeConnections(store).findOne({ _id: 'c1' })).toMatchObject({ userId: 'ana' });
  });
});

describe('GET /api/realtimeWatched', () => {
  it('refuses a caller without the robot key, with a wrong one or with only a signed-in VIP (401), before reading anything', async () => {
    for (const headers of [{}, { 'x-robot-key': 'guess' }] as Array<Record<string, string>>) {
      const answer = await call('realtimeWatched', { headers, query: { since: 'not-a-number' } });
      expect(answer).toMatchObject({ status: 401, body: { error: 'Chave do robô inválida.' } });
    }
    const vip = await call('realtimeWatched', { as: principalFor('vip', undefined, ['VIP']) });
    expect(vip).toMatchObject({ status: 401, body: { error: 'Chave do robô inválida.' } });
  });

  it('refuses a malformed since (400)', async () => {
    const answer = await call('realtimeWatched', { headers: { 'x-robot-key': KEY }, query: { since: 'ontem' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'Parâmetro inválido — since: instante em milissegundos (epoch)' },
    });
  });

  it("answers its clock and, from `since` on, the symbols a subscribe named, so the robot sends their new subscriber's first frame", async () => {
    await upstream.connected('c1', 'ana');
    await upstream.connected('c2', 'bia');
    await subscribe('c1', 'ana', [PETR4, VALE3]);
    const first = await watched();
    expect(first).toEqual({ at: T0, symbols: [PETR4, VALE3], subscribed: [] });
    jest.setSystemTime(T0 + 1000);
    expect(await watched(first.at + 1)).toEqual({ at: T0 + 1000, symbols: [PETR4, VALE3], subscribed: [] });
    // A second viewer of PETR4: it is watched already, yet its subscriber is owed a first frame.
    await subscribe('c2', 'bia', [PETR4]);
    jest.setSystemTime(T0 + 2000);
    expect(await watched(T0 + 1000)).toEqual({ at: T0 + 2000, symbols: [PETR4, VALE3], subscribed: [PETR4] });
    // Subscribed and unsubscribed in between: not watched, so owed nothing.
    await subscribe('c2', 'bia', [BTC]);
    await subscribe('c2', 'bia', [BTC], false);
    expect(await watched(T0 + 2000)).toEqual({ at: T0 + 2000, symbols: [PETR4, VALE3], subscribed: [] });
  });
});
