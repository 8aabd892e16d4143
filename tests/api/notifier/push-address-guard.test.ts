import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { WebPushSender } from '@agulhadas/delivery/push/web-push-sender';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import { config } from '../../../api/src/config';
import type { Store } from '../../../api/src/store/types';
import { createNotifier } from '../../../notifier/src/notifier';
import { virtualClock } from '../../support/virtual-clock';
import { arrangeAlertsWorld } from '../alerts-support';
import { browserKeys, device, queuedPush, queuePush } from './push-support';

const ALERT: PushPayload = {
  title: 'PETR4 (D): Agulhada de compra',
  body: 'Preço 37,42',
  url: '/grafico/BMFBOVESPA/PETR4/D',
};

/** A server on this machine standing for what an endpoint must never reach (an internal service, the metadata API). */
let hits: string[] = [];
const internal = http.createServer((req, res) => {
  hits.push(`${req.method} ${req.url}`);
  req.resume();
  req.on('end', () =>
    res.writeHead(req.url === '/redirect' ? 307 : 201, req.url === '/redirect' ? { location: '/elsewhere' } : {}).end(),
  );
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => internal.listen(0, '::', resolve));
  port = (internal.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => internal.close(resolve));
});
beforeEach(() => {
  hits = [];
});

const vapid = () => ({
  subject: config().vapidSubject,
  publicKey: config().vapidPublicKey,
  privateKey: config().vapidPrivateKey,
});
/** The sender as a deployment builds it: nothing on loopback is reachable. */
const deployedSender = () => new WebPushSender(vapid(), { allowLoopback: false });
const target = (endpoint: string) => {
  const keys = browserKeys();
  return {
    endpoint,
    keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
  };
};

describe('the push sender outside local mode', () => {
  it('never connects to a name that resolves to a refused address: the lookup hook judges what the socket connects to', async () => {
    // localhost is a name, so only the agent's DNS lookup sees that it is loopback.
    const outcome = await deployedSender().send(target(`http://localhost:${port}/send/a`), ALERT);
    expect(outcome).toEqual({
      kind: 'refused-address',
      detail: expect.stringMatching(/^localhost → (127\.0\.0\.1|::1) \(loopback\)$/),
    });
    expect(hits).toEqual([]);
  });

  it('never connects to a refused literal address, IPv4-mapped IPv6 judged by its IPv4', async () => {
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '[0:0:0:0:0:ffff:7f00:1]', '0.0.0.0']) {
      const outcome = await deployedSender().send(target(`http://${host}:${port}/send/a`), ALERT);
      expect([host, outcome.kind]).toEqual([host, 'refused-address']);
    }
    expect(hits).toEqual([]);
  });

  it('follows no redirect: a 3xx is a refusal, and the address it names gets nothing', async () => {
    const outcome = await new WebPushSender(vapid(), { allowLoopback: true }).send(
      target(`http://127.0.0.1:${port}/redirect`),
      ALERT,
    );
    expect(outcome).toMatchObject({ kind: 'refused', status: 307 });
    expect(hits).toEqual(['POST /redirect']);
  });

  it('in local mode reaches the loopback stand-in', async () => {
    expect(
      await new WebPushSender(vapid(), { allowLoopback: true }).send(target(`http://localhost:${port}/send/a`), ALERT),
    ).toEqual({ kind: 'sent' });
    expect(hits).toEqual(['POST /send/a']);
  });
});

describe('the push pass, given a device whose endpoint reaches a refused address', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('drops the device and its pending messages, and logs why', async () => {
    const internalDevice = { ...device('internal', 'ana'), endpoint: `http://localhost:${port}/send/internal` };
    await pushSubscriptions(store).insertOne(internalDevice);
    await queuePush(store, [queuedPush('n0', internalDevice, 0), queuedPush('n1', internalDevice, 1)]);
    const log: string[] = [];
    const notifier = createNotifier({
      store,
      telegram: null,
      email: null,
      push: deployedSender(),
      site: { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' },
      emailPerSecond: 10,
      clock: virtualClock(Date.parse('2026-11-20T12:00:05.000Z')),
      log: (line) => log.push(line),
    });
    expect(await notifier.drain()).toMatchObject({ sent: 0, failed: 1 });
    expect(hits).toEqual([]);
    expect(await pushSubscriptions(store).findOne({ _id: 'internal' })).toBeNull();
    expect(await pushQueue(store).find({}).toArray()).toEqual([
      expect.objectContaining({
        notificationId: 'n0',
        status: 'failed',
        lastError: expect.stringMatching(/^endereço de push recusado: localhost → .* \(loopback\)$/),
      }),
    ]);
    expect(log).toEqual([
      expect.stringMatching(
        /push device internal of user ana dropped, its endpoint reaches a refused address: localhost → .* \(loopback\)/,
      ),
    ]);
  });
});
