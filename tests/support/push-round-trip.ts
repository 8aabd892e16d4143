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

/** The notifications the site's service worker shows, once `done` holds for them (within `withinMs`). */
export async function notificationsShown(
  page: Page,
  done: (shown: ShownNotification[]) => boolean,
  withinMs = 10_000,
): Promise<ShownNotification[]> {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline;) {
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data as unknown,
        tag: n.tag,
      })),
    );
    if (done(shown)) return shown;
    await page.waitForTimeout(5);
  }
  const state = await page.evaluate(async () => ({
    permission: Notification.permission,
    worker: (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
  }));
  throw new Error(
    `the service worker did not show the notification (permission ${state.permission}, worker ${state.worker})`,
  );
}

/**
 * The DevTools id of the site's service worker registration (ServiceWorker.deliverPushMessage needs it), once its
 * worker is activated: a push delivered to a registration whose worker is still installing is dropped, which a loaded
 * machine makes likely.
 */
export async function registrationId(cdp: CDPSession, scopeURL: string): Promise<string> {
  const scopes = new Map<string, string>();
  const activated = new Set<string>();
  const found = new Promise<string>((resolve) => {
    const check = () => {
      for (const [id, scope] of scopes) if (scope === scopeURL && activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        if (registration.isDeleted) scopes.delete(registration.registrationId);
        else scopes.set(registration.registrationId, registration.scopeURL);
      }
      check();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId);
      check();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Where DevTools delivers a push message: the site's origin and its service worker registration. */
export interface PushTarget {
  origin: string;
  registrationId: string;
}

/**
 * Hands `payload` to the service worker as a push message (ServiceWorker.deliverPushMessage) and waits until `done`
 * holds for the notifications shown. Headless Chromium now and then drops a message delivered this way (seen with the
 * worker activated and the permission granted), so one not shown within 3 s is delivered again, three times at most:
 * a worker that shows nothing fails all three. Answers when the delivery that was shown was made.
 */
export async function pushToWorker(
  page: Page,
  cdp: CDPSession,
  target: PushTarget,
  payload: unknown,
  done: (shown: ShownNotification[]) => boolean,
): Promise<{ delivered: number; shown: ShownNotification[] }> {
  for (let attempt = 1; ; attempt += 1) {
    const delivered = Date.now();
    await cdp.send('ServiceWorker.deliverPushMessage', { ...target, data: JSON.stringify(payload) });
    try {
      return { delivered, shown: await notificationsShown(page, done, 3000) };
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** What the local push service received for `deviceId` after `after` messages, decrypted with the browser's keys it keeps. */
async function arrivedAt(
  store: Store,
  deviceId: string,
  after: number,
): Promise<{ receivedAt: number; payload: PushPayload }> {
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
    body: JSON.stringify({
      items: [
        {
          asset,
          timeframe: 'D',
          reading: reading('D', { lastUpdate: new Date().toISOString(), preco: price, agulhado: 1 }),
        },
      ],
    }),
  });
  const answered = Date.now();
  if (answer.status !== 200) throw new Error(`ingest answered ${answer.status}`);
  const { receivedAt, payload } = await arrivedAt(store, deviceId, before);
  const target = { origin: new URL(page.url()).origin, registrationId: setup.registrationId };
  const { delivered, shown } = await pushToWorker(page, cdp, target, payload, (all) =>
    all.some((notification) => notification.body === payload.body),
  );
  const notification = shown.find((candidate) => candidate.body === payload.body)!;
  return { fired, answered, received: receivedAt, delivered, shown: Date.now(), payload, notification };
}
