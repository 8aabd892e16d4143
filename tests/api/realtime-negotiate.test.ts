import { WebSocket } from 'ws';
import { overrideConfig } from '../../api/src/config';
import { startLocalHub, type LocalHub } from '../../local/src/realtime/local-hub';
import { catalogueOf } from '../../api/src/realtime/symbol-catalogue';
import { createRealtimeUpstream } from '../../api/src/realtime/upstream';
import { getStore } from '../../api/src/store/db';
import { storeConnectionRegistry } from '../../api/src/store/realtime-connections';
import { verifyAccessToken } from '../../local/src/realtime/access-token';
import { registerLocalHub } from '../../local/src/realtime/local-hub-registry';
import { ensureUser } from '../../api/src/identity/ensure-user';
import { closeLapsedConnections, LAPSE_REASON } from '../../api/src/realtime/plan-lapse';
import { subscriptions } from '../../api/src/store/subscriptions';
import { call, freshStore, principalFor } from '../support/api-client';
import { grantLevel } from '../support/fixtures';

/** GET /api/realtimeNegotiate: VIP only; a URL whose token carries the caller's id and that the hub accepts. */
const KEY = 'negotiate-test-key';
const now = new Date();
let hub: LocalHub;

beforeAll(async () => {
  overrideConfig({ webPubSubConnectionString: '', realtimeLocalKey: KEY, webPubSubHub: 'realtime' });
  hub = await startLocalHub({
    port: 0,
    hub: 'realtime',
    accessKey: KEY,
    upstream: (control) =>
      createRealtimeUpstream({
        control,
        catalogue: async () => catalogueOf([]),
        connections: storeConnectionRegistry(getStore),
      }),
  });
  registerLocalHub(hub);
});
afterAll(async () => {
  registerLocalHub(null);
  await hub.close();
  overrideConfig({ webPubSubConnectionString: '' });
});

beforeEach(async () => {
  const store = await freshStore();
  for (const userId of ['vip', 'ana', 'rita'])
    await ensureUser(store, { userId, email: `${userId}@x.app`, name: userId }, now);
  await grantLevel(store, 'vip', 'VIP');
  await grantLevel(store, 'ana', 'Assinante');
});

test('anonymous callers get 401', async () => {
  const res = await call('realtimeNegotiate');
  expect(res.status).toBe(401);
});

test('signed-in users without VIP get 403 with the reason', async () => {
  for (const userId of ['ana', 'rita']) {
    const res = await call<{ error: string }>('realtimeNegotiate', {
      as: principalFor(userId, `${userId}@x.app`, ['VIP']),
    });
    // The principal's claimed VIP role is not trusted: roles come from the database.
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('O tempo real está disponível apenas para assinantes VIP.');
  }
});

test('a VIP gets a local hub URL with a short-lived token for their id, which the hub accepts', async () => {
  const res = await call<{ url: string }>('realtimeNegotiate', { as: principalFor('vip', 'vip@x.app') });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const url = new URL(res.body.url);
  expect(`${url.origin}${url.pathname}`).toBe(hub.clientBaseUrl);
  const check = verifyAccessToken(url.searchParams.get('access_token')!, KEY, hub.audience);
  expect(check).toEqual({ ok: true, userId: 'vip', roles: [] });
  const [, payload] = url.searchParams.get('access_token')!.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; iat: number };
  expect(claims.exp - claims.iat).toBe(300);

  const socket = new WebSocket(res.body.url);
  const welcome = await new Promise<string>((resolve, reject) => {
    socket.once('message', (data) => resolve(String(data)));
    socket.once('unexpected-response', () => reject(new Error('refused')));
  });
  expect(JSON.parse(welcome)).toEqual({ type: 'welcome', data: [] });
  socket.close();
});

test('with Web PubSub configured, the SDK signs the token: same claims, the service URL', async () => {
  overrideConfig({
    webPubSubConnectionString: 'Endpoint=https://agulhadas.webpubsub.azure.com;AccessKey=c2VydmljZS1rZXk=;Version=1.0;',
  });
  try {
    const res = await call<{ url: string }>('realtimeNegotiate', { as: principalFor('vip', 'vip@x.app') });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe('wss://agulhadas.webpubsub.azure.com/client/hubs/realtime');
    const check = verifyAccessToken(
      url.searchParams.get('access_token')!,
      'c2VydmljZS1rZXk=',
      'https://agulhadas.webpubsub.azure.com/client/hubs/realtime',
    );
    expect(check).toEqual({ ok: true, userId: 'vip', roles: [] });
  } finally {
    overrideConfig({ webPubSubConnectionString: '' });
  }
});

test('without the service or a running hub the answer is 503', async () => {
  registerLocalHub(null);
  try {
    const res = await call<{ error: string }>('realtimeNegotiate', { as: principalFor('vip', 'vip@x.app') });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('O tempo real está indisponível no momento.');
  } finally {
    registerLocalHub(hub);
  }
});

test('a plan that lapses closes the open socket within one check, and renewal is refused', async () => {
  const store = await getStore();
  await grantLevel(store, 'rita', 'VIP');
  const open = async (userId: string) => {
    const res = await call<{ url: string }>('realtimeNegotiate', { as: principalFor(userId, `${userId}@x.app`) });
    const socket = new WebSocket(res.body.url);
    await new Promise((resolve) => socket.once('message', resolve));
    return socket;
  };
  const lapsing = await open('vip');
  const staying = await open('rita');
  await subscriptions(store).updateMany({ userId: 'vip' }, { $set: { status: 'cancelled' } });
  const closedWith = new Promise<[number, string]>((resolve) =>
    lapsing.once('close', (code, reason) => resolve([code, String(reason)])),
  );
  expect(await closeLapsedConnections(store, hub, new Date())).toEqual(['vip']);
  expect(await closedWith).toEqual([1008, LAPSE_REASON]);
  expect(staying.readyState).toBe(WebSocket.OPEN);
  expect((await call('realtimeNegotiate', { as: principalFor('vip', 'vip@x.app') })).status).toBe(403);
  staying.close();
});
