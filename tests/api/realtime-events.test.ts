import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { overrideConfig } from '../../api/src/config';
import { signConnectionId } from '../../api/src/realtime/cloud-event';
import type { Store } from '../../api/src/store/types';
import { call, freshStore } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets } from '../support/fixtures';
import { closeLapsedConnections } from '../../api/src/realtime/plan-lapse';
import { realtimeAdapters } from '../../api/src/services/realtime/index';
import { realtimeConnections } from '../../api/src/store/realtime-connections';

/**
 * POST/OPTIONS /api/realtimeEvents — the Web PubSub event handler, against a stand-in of the
 * service's REST API that records what the handler asks of it.
 */
const KEY = 'ZXZlbnRzLXRlc3Qta2V5';
const HUB = 'realtime';
const CONNECTION = 'conn-1';

interface ServiceCall {
  method: string;
  path: string;
  body: string;
}

let service: http.Server;
let calls: ServiceCall[];
let host: string;
let store: Store;

beforeAll(async () => {
  service = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]!, body });
      res.writeHead(req.url?.includes(':send') ? 202 : req.url?.includes(':closeConnections') ? 204 : 200).end();
    });
  });
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', done));
  host = '127.0.0.1';
  const { port } = service.address() as AddressInfo;
  overrideConfig({
    webPubSubConnectionString: `Endpoint=http://127.0.0.1;Port=${port};AccessKey=${KEY};Version=1.0;`,
    webPubSubHub: HUB,
  });
});
afterAll(async () => {
  overrideConfig({ webPubSubConnectionString: '' });
  await new Promise((done) => service.close(done));
});
beforeEach(async () => {
  calls = [];
  store = await freshStore();
  await insertAssets(store, [assetDoc('BMFBOVESPA:PETR4'), assetDoc('BMFBOVESPA:VALE3')]);
});

function eventHeaders(type: string, eventName: string, patch: Record<string, string> = {}): Record<string, string> {
  return {
    'webhook-request-origin': host,
    'ce-specversion': '1.0',
    'ce-type': type,
    'ce-source': `/hubs/${HUB}/client/${CONNECTION}`,
    'ce-id': '1',
    'ce-time': new Date().toISOString(),
    'ce-hub': HUB,
    'ce-connectionId': CONNECTION,
    'ce-eventName': eventName,
    'ce-userId': 'vip',
    'ce-signature': `sha256=${'0'.repeat(64)},${signConnectionId(CONNECTION, KEY)}`,
    ...patch,
  };
}

const message = (body: string, patch: Record<string, string> = {}) =>
  call<unknown>('realtimeEvents', {
    method: 'POST',
    rawBody: body,
    headers: { ...eventHeaders('azure.webpubsub.user.message', 'message', patch), 'content-type': 'text/plain' },
  });

describe('abuse protection (OPTIONS)', () => {
  it('allows our own service origin', async () => {
    const res = await call('realtimeEvents', { method: 'OPTIONS', headers: { 'webhook-request-origin': host } });
    expect(res.status).toBe(200);
    expect(res.headers.get('webhook-allowed-origin')).toBe(host);
  });

  it('refuses another origin (403) or none (400)', async () => {
    expect(
      (
        await call('realtimeEvents', {
          method: 'OPTIONS',
          headers: { 'webhook-request-origin': 'evil.webpubsub.azure.com' },
        })
      ).status,
    ).toBe(403);
    expect((await call('realtimeEvents', { method: 'OPTIONS' })).status).toBe(400);
  });

  it('answers 404 when Web PubSub is not configured', async () => {
    overrideConfig({ webPubSubConnectionString: '' });
    try {
      const res = await call<{ error: string }>('realtimeEvents', {
        method: 'OPTIONS',
        headers: { 'webhook-request-origin': host },
      });
      expect(res.status).toBe(404);
    } finally {
      const { port } = service.address() as AddressInfo;
      overrideConfig({
        webPubSubConnectionString: `Endpoint=http://127.0.0.1;Port=${port};AccessKey=${KEY};Version=1.0;`,
      });
    }
  });
});

describe('event validation', () => {
  it('refuses a bad signature with 401 and calls nothing', async () => {
    const res = await message(JSON.stringify({ subscribe: true, symbol: ['BMFBOVESPA:PETR4'] }), {
      'ce-signature': signConnectionId(CONNECTION, 'other-key'),
    });
    expect(res.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it('refuses missing CloudEvents headers, another hub and an unknown event type with 400', async () => {
    const headers = eventHeaders('azure.webpubsub.user.message', 'message');
    delete headers['ce-connectionId'];
    expect((await call('realtimeEvents', { method: 'POST', rawBody: '{}', headers })).status).toBe(400);
    expect((await message('{}', { 'ce-hub': 'other' })).status).toBe(400);
    expect(
      (
        await call('realtimeEvents', {
          method: 'POST',
          rawBody: '{}',
          headers: eventHeaders('azure.webpubsub.user.custom', 'custom'),
        })
      ).status,
    ).toBe(400);
    expect((await call('realtimeEvents', { method: 'GET' })).status).toBe(405);
    expect(calls).toEqual([]);
  });

  it('refuses a connect without a user id (401) and accepts one with it, echoing an offered sub-protocol', async () => {
    const anonymous = await call('realtimeEvents', {
      method: 'POST',
      body: { claims: {} },
      headers: eventHeaders('azure.webpubsub.sys.connect', 'connect', { 'ce-userId': '' }),
    });
    expect(anonymous.status).toBe(401);
    const plain = await call('realtimeEvents', {
      method: 'POST',
      body: { claims: {}, subprotocols: [] },
      headers: eventHeaders('azure.webpubsub.sys.connect', 'connect'),
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({});
    const legacy = await call('realtimeEvents', {
      method: 'POST',
      body: { subprotocols: ['vip'] },
      headers: eventHeaders('azure.webpubsub.sys.connect', 'connect'),
    });
    expect(legacy.body).toEqual({ subprotocol: 'vip' });
  });
});

describe('events', () => {
  it('connected: sends the welcome with the symbol list to that connection', async () => {
    const res = await call('realtimeEvents', {
      method: 'POST',
      body: {},
      headers: eventHeaders('azure.webpubsub.sys.connected', 'connected'),
    });
    expect(res.status).toBe(204);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe(`/api/hubs/${HUB}/connections/${CONNECTION}/:send`);
    const welcome = JSON.parse(calls[0]!.body) as { type: string; data: Array<{ key: string }> };
    expect(welcome.type).toBe('welcome');
    expect(welcome.data.map((s) => s.key)).toEqual(['BMFBOVESPA:PETR4', 'BMFBOVESPA:VALE3']);
  });

  it('message: subscribe and unsubscribe become group membership for this connection only', async () => {
    expect(
      (await message(JSON.stringify({ subscribe: true, symbol: ['BMFBOVESPA:PETR4', 'BMFBOVESPA:VALE3'] }))).status,
    ).toBe(204);
    expect((await message(JSON.stringify({ subscribe: false, symbol: ['BMFBOVESPA:VALE3'] }))).status).toBe(204);
    expect(calls.map((c) => [c.path, JSON.parse(c.body)])).toEqual([
      [
        `/api/hubs/${HUB}/:addToGroups`,
        { groups: ['BMFBOVESPA:PETR4', 'BMFBOVESPA:VALE3'], filter: `connectionId eq '${CONNECTION}'` },
      ],
      [
        `/api/hubs/${HUB}/:removeFromGroups`,
        { groups: ['BMFBOVESPA:VALE3'], filter: `connectionId eq '${CONNECTION}'` },
      ],
    ]);
  });

  it("message: the connection's watched set is recorded with its user, for the publisher; disconnected drops it", async () => {
    await call('realtimeEvents', {
      method: 'POST',
      body: {},
      headers: eventHeaders('azure.webpubsub.sys.connected', 'connected'),
    });
    await message(JSON.stringify({ subscribe: true, symbol: ['BMFBOVESPA:PETR4', 'BMFBOVESPA:VALE3'] }));
    await message(JSON.stringify({ subscribe: false, symbol: ['BMFBOVESPA:PETR4'] }));
    expect(await realtimeConnections(store).findOne({ _id: CONNECTION })).toMatchObject({
      userId: 'vip',
      symbols: ['BMFBOVESPA:VALE3'],
    });
    await call('realtimeEvents', {
      method: 'POST',
      body: { reason: 'closed' },
      headers: eventHeaders('azure.webpubsub.sys.disconnected', 'disconnected'),
    });
    expect(await realtimeConnections(store).countDocuments({})).toBe(0);
  });

  it('message: a malformed one is answered 200 with an error frame (a non-2xx would drop the client)', async () => {
    const res = await message('{"subscribe":"yes"}');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.body).toEqual({
      type: 'error',
      message: 'Mensagem inválida: subscribe — Entrada inválida: esperava um valor booleano, recebeu um texto.',
    });
    expect(calls).toEqual([]);
  });

  it('connected and disconnected keep the record of who is connected; nothing else is asked of the service', async () => {
    await call('realtimeEvents', {
      method: 'POST',
      body: {},
      headers: eventHeaders('azure.webpubsub.sys.connected', 'connected'),
    });
    expect(await realtimeConnections(store).find({}).toArray()).toEqual([
      expect.objectContaining({ _id: CONNECTION, userId: 'vip' }),
    ]);
    calls = [];
    const res = await call('realtimeEvents', {
      method: 'POST',
      body: { reason: 'closed' },
      headers: eventHeaders('azure.webpubsub.sys.disconnected', 'disconnected'),
    });
    expect(res.status).toBe(204);
    expect(calls).toEqual([]);
    expect(await realtimeConnections(store).countDocuments({})).toBe(0);
  });

  it('plan lapse: the publisher asks the service to close the connections of a user who lost the plan, only theirs', async () => {
    await grantLevel(store, 'vip', 'VIP', 'cancelled');
    await grantLevel(store, 'rita', 'VIP');
    await call('realtimeEvents', {
      method: 'POST',
      body: {},
      headers: eventHeaders('azure.webpubsub.sys.connected', 'connected'),
    });
    await call('realtimeEvents', {
      method: 'POST',
      body: {},
      headers: eventHeaders('azure.webpubsub.sys.connected', 'connected', {
        'ce-connectionId': 'conn-2',
        'ce-userId': 'rita',
        'ce-signature': signConnectionId('conn-2', KEY),
      }),
    });
    calls = [];
    expect(await closeLapsedConnections(store, realtimeAdapters().control, new Date())).toEqual(['vip']);
    expect(calls.map((c) => c.path)).toEqual([`/api/hubs/${HUB}/users/vip/:closeConnections`]);
    expect((await realtimeConnections(store).find({}).toArray()).map((c) => c.userId)).toEqual(['rita']);
  });
});
