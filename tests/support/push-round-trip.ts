import type { CDPSession, Page } from 'playwright-core';
import type { PushPayload } from '@agulhadas/domain/push/push-device';
import { config } from '../../api/src/config';
import type { Store } from '../../api/src/store/types';
import { decryptPushBody } from '../../local/src/stand-ins/push/decrypt-push';
import { localPushDevices, localPushMessages } from '../../local/src/stand-ins/push/local-push-store';
import { reading } from './fixtures';

/** A notification as the site's service worker shows it (`registration.getNotifications()`). */
export interface ShownNotification {
  title: string;
  body: string;
  data: unknown;
  tag: string;
}

/** The notifications the site's service worker shows, once `done` holds for them (within 10 s). */
export async function notificationsShown(page: Page, done: (shown: ShownNotification[]) => boolean): Promise<ShownNotification[]> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown, tag: n.tag })),
    );
    if (done(shown)) return shown;
    await page.waitForTimeout(5);
  }
  throw new Error('the service worker did not show the notification');
}

/** The DevTools id of the site's service worker registration (ServiceWorker.deliverPushMessage needs it). */
export async function registrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((registration) => registration.scopeURL === scopeURL && !registration.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the local push service received for `deviceId` after `after` messages, decrypted with the browser's keys it keeps. */
async function arrivedAt(store: Store, deviceId: string, after: number): Promise<{ receivedAt: number; payload: PushPayload }> {
  const device = await localPushDevices(store).findOne({ _id: deviceId });
  if (!device) throw new Error('no such device at the local push service');
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const messages = await localPushMessages(store)
      .find({ deviceId }, { sort: { receivedAt: 1, _id: 1 } })
      .toArray();
    const message = messages[after];
    if (message) {
      const plain = decryptPushBody(Buffer.from(message.body, 'base64'), {
        privateKey: Buffer.from(device.privateKey, 'base64url'),
        publicKey: Buffer.from(device.publicKey, 'base64url'),
        authSecret: Buffer.from(device.authSecret, 'base64url'),
      });
      return { receivedAt: Date.parse(message.receivedAt), payload: JSON.parse(plain.toString('utf8')) as PushPayload };
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no push message reached the local push service');
}

/** The three moments of one alert's way to a phone, in ms since the epoch, and what was shown. */
export interface RoundTrip {
  /** The robot's ingest call started. */
  fired: number;
  /** The ingest call answered. */
  answered: number;
  /** The local push service took the encrypted message (its own record). */
  received: number;
  /** The decrypted message was handed to the service worker (ServiceWorker.deliverPushMessage). */
  delivered: number;
  /** The service worker's notification was there. */
  shown: number;
  payload: PushPayload;
  notification: ShownNotification;
}

export interface RoundTripSetup {
  apiUrl: string;
  store: Store;
  /** A page of the site whose service worker is active, and a DevTools session on it. */
  page: Page;
  cdp: CDPSession;
  registrationId: string;
  /** The local push service's id of this browser's subscription. */
  deviceId: string;
}

/**
 * A daily needle on `asset` sent as the robot sends it (POST /api/ingest), which fires the user's agulhada alert;
 * then, once the in-process notifier has sent the message to the local push service, the decrypted message is handed
 * to the browser's service worker (a headless browser's own subscription cannot be reached from the local service).
 */
export async function alertRoundTrip(setup: RoundTripSetup, asset: string, price: number): Promise<RoundTrip> {
  const { store, page, cdp, deviceId } = setup;
  const before = await localPushMessages(store).countDocuments({ deviceId });
  const fired = Date.now();
  const answer = await fetch(`${setup.apiUrl}/api/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-robot-key': config().robotKey },
    body: JSON.stringify({ items: [{ asset, timeframe: 'D', reading: reading('D', { lastUpdate: new Date().toISOString(), preco: price, agulhado: 1 }) }] }),
  });
  const answered = Date.now();
  if (answer.status !== 200) throw new Error(`ingest answered ${answer.status}`);
  const { receivedAt, payload } = await arrivedAt(store, deviceId, before);
  const origin = new URL(page.url()).origin;
  const delivered = Date.now();
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: setup.registrationId, data: JSON.stringify(payload) });
  const shown = await notificationsShown(page, (all) => all.some((notification) => notification.body === payload.body));
  const notification = shown.find((candidate) => candidate.body === payload.body)!;
  return { fired, answered, received: receivedAt, delivered, shown: Date.now(), payload, notification };
}
