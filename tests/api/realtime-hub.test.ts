import { WebSocket } from 'ws';
import { startLocalHub, type LocalHub } from '../../local/src/realtime/local-hub';
import { catalogueOf, realtimeSymbolOf } from '../../api/src/realtime/symbol-catalogue';
import { createRealtimeUpstream } from '../../api/src/realtime/upstream';
import { getStore } from '../../api/src/store/db';
import { storeConnectionRegistry } from '../../api/src/store/realtime-connections';
import { signAccessToken } from '../../local/src/realtime/access-token';
import type { ServerMessage } from '@agulhadas/domain/realtime/protocol';

/** The local hub as a client sees it: token check, welcome, groups, subscribe/unsubscribe, drop detection. */
const KEY = 'hub-test-key';
const SYMBOLS = ['BMFBOVESPA:PETR4', 'BMFBOVESPA:VALE3', 'BINANCE:BTCUSDT'].map((asset) =>
  realtimeSymbolOf({ asset, nome: `Nome ${asset}` }),
);

let hub: LocalHub;

beforeEach(async () => {
  hub = await startLocalHub({
    port: 0,
    hub: 'realtime',
    accessKey: KEY,
    upstream: (control) =>
      createRealtimeUpstream({
        control,
        catalogue: async () => catalogueOf(SYMBOLS),
        connections: storeConnectionRegistry(getStore),
      }),
    pingIntervalMs: 100,
  });
});
afterEach(() => hub.close());

function tokenFor(
  userId: string,
  options: { key?: string; aud?: string; expiresInSeconds?: number; now?: number } = {},
) {
  return signAccessToken(
    { sub: userId, aud: options.aud ?? hub.audience, expiresInSeconds: options.expiresInSeconds ?? 300 },
    options.key ?? KEY,
    options.now,
  );
}

interface TestClient {
  socket: WebSocket;
  messages: ServerMessage[];
  next(type: ServerMessage['type']): Promise<ServerMessage>;
  send(body: unknown): void;
}

function connect(token: string, options: { autoPong?: boolean } = {}): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${hub.clientBaseUrl}?access_token=${token}`, { autoPong: options.autoPong ?? true });
    const messages: ServerMessage[] = [];
    const waiters: Array<{ type: string; resolve: (m: ServerMessage) => void }> = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      messages.push(message);
      const at = waiters.findIndex((w) => w.type === message.type);
      if (at >= 0) waiters.splice(at, 1)[0]!.resolve(message);
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        next: (type) => {
          const seen = messages.find((m) => m.type === type);
          return seen ? Promise.resolve(seen) : new Promise((done) => waiters.push({ type, resolve: done }));
        },
        send: (body) => socket.send(JSON.stringify(body)),
      }),
    );
  });
}

const settle = () => new Promise((done) => setTimeout(done, 60));
const update = (key: string, seq: number) =>
  JSON.stringify({
    type: 'lastCandleUpdates',
    data: { [key]: { asset: key, nome: key, preco: seq, lastUpdate: new Date().toISOString(), indicators: {} } },
    sentAt: Date.now(),
    seq,
  });

test('refuses a missing, forged, expired or foreign-audience token with 401', async () => {
  await expect(connect('')).rejects.toThrow('refused 401');
  await expect(connect(tokenFor('vip', { key: 'wrong-key' }))).rejects.toThrow('refused 401');
  await expect(connect(tokenFor('vip', { now: Date.now() - 3_600_000, expiresInSeconds: 60 }))).rejects.toThrow(
    'refused 401',
  );
  await expect(connect(tokenFor('vip', { aud: 'http://elsewhere/client/hubs/realtime' }))).rejects.toThrow(
    'refused 401',
  );
  expect(hub.stats().connections).toBe(0);
});

test('welcomes with the symbol list, then delivers only the subscribed groups until unsubscribed', async () => {
  const client = await connect(tokenFor('vip'));
  const welcome = await client.next('welcome');
  expect(welcome).toEqual({ type: 'welcome', data: SYMBOLS });

  client.send({ subscribe: true, symbol: ['BMFBOVESPA:PETR4'] });
  await settle();
  expect(hub.stats()).toEqual({ connections: 1, groups: 1, memberships: 1 });
  await hub.sendToGroup('BMFBOVESPA:PETR4', update('BMFBOVESPA:PETR4', 1));
  await hub.sendToGroup('BMFBOVESPA:VALE3', update('BMFBOVESPA:VALE3', 2));
  await settle();
  const updates = () =>
    client.messages
      .filter((m) => m.type === 'lastCandleUpdates')
      .map((m) => (m.type === 'lastCandleUpdates' ? Object.keys(m.data)[0] : ''));
  expect(updates()).toEqual(['BMFBOVESPA:PETR4']);

  client.send({ subscribe: false, symbol: ['BMFBOVESPA:PETR4'] });
  await settle();
  await hub.sendToGroup('BMFBOVESPA:PETR4', update('BMFBOVESPA:PETR4', 3));
  await settle();
  expect(updates()).toEqual(['BMFBOVESPA:PETR4']);
  expect(hub.stats().memberships).toBe(0);
  client.socket.close();
});

test('answers a malformed message or an unknown symbol with an error message and keeps the connection', async () => {
  const client = await connect(tokenFor('vip'));
  await client.next('welcome');
  client.socket.send('not json');
  expect(await client.next('error')).toEqual({ type: 'error', message: 'Mensagem inválida: JSON malformado.' });
  client.messages.length = 0;
  client.send({ subscribe: true, symbol: ['NASDAQ:NOPE', 'BINANCE:BTCUSDT'] });
  expect(await client.next('error')).toEqual({
    type: 'error',
    message: 'Ativo indisponível no tempo real: NASDAQ:NOPE',
  });
  // The known symbol of the same message was still subscribed.
  expect(hub.stats().memberships).toBe(1);
  expect(client.socket.readyState).toBe(WebSocket.OPEN);
  client.socket.close();
});

test('drops a client that stops answering pings and forgets its groups', async () => {
  const client = await connect(tokenFor('vip'), { autoPong: false });
  await client.next('welcome');
  client.send({ subscribe: true, symbol: ['BMFBOVESPA:VALE3'] });
  const closed = new Promise<number>((done) => client.socket.once('close', (code) => done(code)));
  expect(await closed).toBe(1006);
  await settle();
  expect(hub.stats()).toEqual({ connections: 0, groups: 0, memberships: 0 });
});

test('terminateAll drops every client (what the e2e uses to test reconnection)', async () => {
  const a = await connect(tokenFor('a'));
  const b = await connect(tokenFor('b'));
  const closes = [a, b].map((c) => new Promise((done) => c.socket.once('close', done)));
  expect(hub.terminateAll()).toBe(2);
  await Promise.all(closes);
  await settle();
  expect(hub.stats().connections).toBe(0);
});
