import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@jest/globals';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import type { PushOutcome, PushSender, PushTarget } from '@agulhadas/delivery/push/push-sender';
import { pushSubscriptions, type PushSubscriptionDoc } from '@agulhadas/delivery/push/push-subscriptions';
import { pushMessageId, pushQueue, type PushQueueDoc } from '@agulhadas/delivery/queue/push-queue';
import { config } from '../../../api/src/config';
import type { Principal } from '../../../api/src/http/principal';
import type { Store } from '../../../api/src/store/types';
import { decryptPushBody, type PushReceiverKeys } from '../../../local/src/stand-ins/push/decrypt-push';
import { localPushInboxRoute } from '../../../local/src/stand-ins/push/local-push-inbox-page';
import { LOCAL_PUSH_SEND_PREFIX } from '../../../local/src/stand-ins/push/local-push-path';
import { localPushServiceRoute } from '../../../local/src/stand-ins/push/local-push-service';
import { localPushDevices, localPushMessages } from '../../../local/src/stand-ins/push/local-push-store';
import type { Clock } from '../../../notifier/src/clock';
import { createNotifier, type Notifier } from '../../../notifier/src/notifier';
import { call } from '../../support/api-client';

/** The local push service and its inbox page on a port of their own, as the local front serves them. */
export async function startLocalPushService(): Promise<{ origin: string; close: () => Promise<void> }> {
  const routes = [localPushServiceRoute(), localPushInboxRoute()];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      for (const route of routes) if (await route(req, res, url)) return;
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a browser does on subscribe: a P-256 key pair and a 16-byte auth secret of its own. */
export function browserKeys(): PushReceiverKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16) };
}

/**
 * A browser subscribed at the local push service (at `origin`) with the site's VAPID key, then registered on
 * /dispositivos by `as` through POST /api/pushSubscriptions.
 */
export async function subscribedBrowser(store: Store, origin: string, as: Principal, label = 'Chrome no Linux') {
  const keys = browserKeys();
  const deviceId = randomUUID();
  await localPushDevices(store).insertOne({
    _id: deviceId,
    browserId: `browser-${deviceId}`,
    privateKey: keys.privateKey.toString('base64url'),
    publicKey: keys.publicKey.toString('base64url'),
    authSecret: keys.authSecret.toString('base64url'),
    applicationServerKey: config().vapidPublicKey,
    createdAt: new Date().toISOString(),
  });
  const endpoint = `${origin}${LOCAL_PUSH_SEND_PREFIX}${deviceId}`;
  const registered = await call('pushSubscriptions', {
    method: 'POST',
    body: {
      endpoint,
      keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
      label,
    },
    as,
  });
  expect(registered.status).toBe(200);
  const subscription = await pushSubscriptions(store).findOne({ endpoint });
  if (!subscription) throw new Error('subscription not stored');
  return { keys, deviceId, subscription };
}

/** What reached the local push service for one device, decrypted with that browser's keys, oldest first. */
export async function decryptedAt(store: Store, deviceId: string, keys: PushReceiverKeys): Promise<PushPayload[]> {
  const messages = await localPushMessages(store)
    .find({ deviceId }, { sort: { receivedAt: 1, _id: 1 } })
    .toArray();
  return messages.map(
    (message) => JSON.parse(decryptPushBody(Buffer.from(message.body, 'base64'), keys).toString('utf8')) as PushPayload,
  );
}

/** A push send as a recording sender saw it, at the clock's time. */
export interface PushSend {
  target: PushTarget;
  payload: PushPayload;
  at: number;
}

/** A push sender that records each send at the clock's time and answers what `answer` says (sent by default). */
export function recordingPushSender(
  clock: Clock,
  answer: (send: PushSend, index: number) => PushOutcome | 'hang' = () => ({ kind: 'sent' }),
) {
  const sent: PushSend[] = [];
  const sender: PushSender = {
    send: (target, payload) => {
      const send = { target, payload, at: clock.now() };
      sent.push(send);
      const outcome = answer(send, sent.length - 1);
      return outcome === 'hang' ? new Promise<PushOutcome>(() => undefined) : Promise.resolve(outcome);
    },
  };
  return { sent, sender };
}

/** A notifier of the push queue alone. */
export function pushNotifier(
  store: Store,
  sender: PushSender,
  clock: Clock,
  usersPerPass?: number,
  log?: (line: string) => void,
): Notifier {
  return createNotifier({
    store,
    telegram: null,
    email: null,
    push: sender,
    site: { siteName: 'Agulhadas', supportEmail: 'contato@agulhadas.app' },
    emailPerSecond: 10,
    clock,
    chatsPerPass: usersPerPass,
    log,
  });
}

/** A device of `userId`, stored as POST /api/pushSubscriptions stores it (the keys only need the right shape here). */
export function device(id: string, userId: string): PushSubscriptionDoc {
  const keys = browserKeys();
  return {
    _id: id,
    userId,
    endpoint: `https://push.example.com/send/${id}`,
    keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
    label: `Aparelho ${id}`,
    createdAt: new Date(0).toISOString(),
  };
}

/** A message queued as the API queues it for `subscription`: `order` sets its place in the device's queue. */
export function queuedPush(notificationId: string, subscription: PushSubscriptionDoc, order: number): PushQueueDoc {
  return {
    _id: pushMessageId(notificationId, subscription._id),
    userId: subscription.userId,
    notificationId,
    subscriptionId: subscription._id,
    payload: { title: 'PETR4 (D)', body: `mensagem ${notificationId}`, url: '/grafico/BMFBOVESPA/PETR4/D' },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(0).toISOString(),
    lastError: null,
    createdAt: new Date(order).toISOString(),
  };
}

export const queuePush = (store: Store, docs: PushQueueDoc[]) => pushQueue(store).insertMany(docs);
