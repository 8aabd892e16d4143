import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import webpush from 'web-push';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { config } from '../../api/src/config';
import { configuredPushSender } from '../../local/src/notifier/configured-push-sender';
import { WebPushSender } from '@agulhadas/delivery/push/web-push-sender';
import type { Store } from '../../api/src/store/types';
import { decryptPushBody } from '../../local/src/stand-ins/push/decrypt-push';
import { localPushDevices, localPushMessages } from '../../local/src/stand-ins/push/local-push-store';
import { ana, arrangeAlertsWorld } from './alerts-support';
import { browserKeys, startLocalPushService, subscribedBrowser } from './notifier/push-support';

/** A push service that answers every message with the status and headers the test sets. */
let cannedAnswer: { status: number; headers: Record<string, string> } = { status: 201, headers: {} };
const cannedService = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(cannedAnswer.status, cannedAnswer.headers).end('answer'));
});
let service: Awaited<ReturnType<typeof startLocalPushService>>;
let origin = '';
let cannedOrigin = '';

beforeAll(async () => {
  service = await startLocalPushService();
  origin = service.origin;
  await new Promise<void>((resolve) => cannedService.listen(0, '127.0.0.1', resolve));
  cannedOrigin = `http://127.0.0.1:${(cannedService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await service.close();
  await new Promise((resolve) => cannedService.close(resolve));
});

const ALERT: PushPayload = {
  title: 'PETR4 (D): Agulhada de compra',
  body: 'Preço 37,42 · médias 3, 8 e 20 cruzadas',
  url: '/grafico/BMFBOVESPA/PETR4/D',
};

let store: Store;
beforeEach(async () => {
  store = await arrangeAlertsWorld();
});

/** A browser subscribed at the local push service with the site's VAPID key, registered on /dispositivos by ana. */
const subscribed = () => subscribedBrowser(store, origin, ana);

describe('a push message sent to one subscription', () => {
  it('reaches the local push service encrypted (RFC 8291) and signed (RFC 8292), and decrypts with the browser keys only', async () => {
    const { keys, subscription } = await subscribed();
    expect(await configuredPushSender().send(subscription, ALERT)).toEqual({ kind: 'sent' });

    const [message] = await localPushMessages(store).find({}).toArray();
    if (!message) throw new Error('nothing reached the push service');
    const body = Buffer.from(message.body, 'base64');
    expect(body.toString('utf8')).not.toContain('PETR4');
    expect(JSON.parse(decryptPushBody(body, keys).toString('utf8'))).toEqual(ALERT);
    expect(() => decryptPushBody(body, browserKeys())).toThrow();
    expect(() => decryptPushBody(body, { ...keys, authSecret: randomBytes(16) })).toThrow();
    expect(message).toMatchObject({ ttl: '3600', urgency: 'high' });

    const inbox = await (await fetch(`${origin}/local-push`)).text();
    expect(inbox).toContain('PETR4 (D): Agulhada de compra');
    expect(inbox).toContain('/grafico/BMFBOVESPA/PETR4/D');
  });

  it('is refused by the push service when signed with a key other than the subscription was made with', async () => {
    const { subscription } = await subscribed();
    const other = webpush.generateVAPIDKeys();
    const outcome = await new WebPushSender(
      { subject: 'mailto:ops@agulhadas.app', ...other },
      { allowLoopback: true },
    ).send(subscription, ALERT);
    expect(outcome).toMatchObject({ kind: 'refused', status: 403 });
    expect(await localPushMessages(store).countDocuments({})).toBe(0);
  });

  it('is refused by the local push service, as by a real one, without VAPID, with another encoding or without a TTL', async () => {
    const { subscription } = await subscribed();
    const signed = webpush.generateRequestDetails(subscription, JSON.stringify(ALERT), {
      vapidDetails: {
        subject: config().vapidSubject,
        publicKey: config().vapidPublicKey,
        privateKey: config().vapidPrivateKey,
      },
      TTL: 60,
    });
    const post = (headers: Record<string, string>) =>
      fetch(subscription.endpoint, { method: 'POST', headers, body: new Uint8Array(signed.body ?? Buffer.alloc(0)) });
    const { Authorization: _authorization, ...unsigned } = signed.headers;
    expect((await post(unsigned)).status).toBe(401);
    expect(
      (
        await post({
          ...signed.headers,
          Authorization: signed.headers.Authorization?.replace(/\.[^.,]+,/, '.AAAA,') ?? '',
        })
      ).status,
    ).toBe(401);
    expect((await post({ ...signed.headers, 'Content-Encoding': 'aesgcm' })).status).toBe(400);
    const { TTL: _ttl, ...withoutTtl } = signed.headers;
    expect((await post(withoutTtl)).status).toBe(400);
    expect(await localPushMessages(store).countDocuments({})).toBe(0);
    expect((await post(signed.headers)).status).toBe(201);
  });

  it('tells the caller the subscription is gone when the push service no longer knows it', async () => {
    const { subscription } = await subscribed();
    await localPushDevices(store).deleteMany({});
    expect(await configuredPushSender().send(subscription, ALERT)).toEqual({ kind: 'gone', status: 410 });
  });
});

describe("the outcome of a push service's answer", () => {
  const sendToCanned = async (status: number, headers: Record<string, string> = {}) => {
    cannedAnswer = { status, headers };
    const { keys } = { keys: browserKeys() };
    return configuredPushSender().send(
      {
        endpoint: `${cannedOrigin}/push/abc`,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      },
      ALERT,
    );
  };

  it('maps 404/410 to gone, 429 and 5xx to retry-later with the Retry-After, anything else to refused', async () => {
    expect(await sendToCanned(201)).toEqual({ kind: 'sent' });
    expect(await sendToCanned(404)).toEqual({ kind: 'gone', status: 404 });
    expect(await sendToCanned(410)).toEqual({ kind: 'gone', status: 410 });
    expect(await sendToCanned(429, { 'retry-after': '30' })).toEqual({
      kind: 'retry-later',
      status: 429,
      retryAfterMs: 30_000,
    });
    expect(await sendToCanned(503)).toEqual({ kind: 'retry-later', status: 503, retryAfterMs: null });
    expect(await sendToCanned(500)).toEqual({ kind: 'retry-later', status: 500, retryAfterMs: null });
    expect(await sendToCanned(400)).toEqual({ kind: 'refused', status: 400, detail: 'answer' });
    expect(await sendToCanned(413)).toMatchObject({ kind: 'refused', status: 413 });
  });

  it('retries later when the push service cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const keys = browserKeys();
    const outcome = await configuredPushSender().send(
      {
        endpoint: `http://127.0.0.1:${port}/push/abc`,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      },
      ALERT,
    );
    expect(outcome).toEqual({ kind: 'retry-later', status: null, retryAfterMs: null });
  });

  it('a push service that takes the message and never answers in time: an unknown outcome, not a failure', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { vapidSubject, vapidPublicKey, vapidPrivateKey } = config();
    const sender = new WebPushSender(
      { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
      { allowLoopback: true, timeoutMs: 200 },
    );
    const keys = browserKeys();
    const outcome = await sender.send(
      {
        endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push/abc`,
        keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      },
      ALERT,
    );
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    expect(outcome).toEqual({ kind: 'unknown' });
  });
});
