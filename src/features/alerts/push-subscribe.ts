import type { PushDevicesAnswer, PushSubscriptionInput } from '@agulhadas/domain/push/push-device';
import { deviceLabel } from './device-label';

export const PUSH_UNSUPPORTED =
  'Este navegador não recebe notificações. No iPhone, adicione o site à tela de início e abra por lá.';
export const PUSH_PERMISSION_DENIED =
  'As notificações deste site estão bloqueadas no navegador. Permita as notificações nas configurações do site e tente de novo.';

/** What subscribing needs from the browser; the page passes the real ones, the unit test its own. */
export interface PushBrowser {
  userAgent: string;
  /** The ready registration of the site's service worker, or null where the browser has no web push. */
  serviceWorker(): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null>;
  requestPermission(): Promise<NotificationPermission>;
  fetch: typeof fetch;
}

/** The real browser, with the site's service worker (registered at start-up). */
export function thisBrowser(): PushBrowser {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return {
    userAgent: navigator.userAgent,
    serviceWorker: () => (supported ? navigator.serviceWorker.ready : Promise.resolve(null)),
    requestPermission: () => Notification.requestPermission(),
    fetch: (input, init) => fetch(input, init),
  };
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  return (
    current !== null &&
    current.byteLength === key.byteLength &&
    new Uint8Array(current).every((byte, index) => byte === key[index])
  );
};

/**
 * The browser's own subscription at its vendor's push service: notification permission first, then
 * `pushManager.subscribe` with the site's key (the one already there is kept when it was made with the same key; one
 * made with another key could never be sent to, so it is replaced).
 */
async function vendorSubscription(browser: PushBrowser, publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await browser.serviceWorker();
  if (!registration) throw new Error(PUSH_UNSUPPORTED);
  if ((await browser.requestPermission()) !== 'granted') throw new Error(PUSH_PERMISSION_DENIED);
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing.toJSON();
  await existing?.unsubscribe();
  return (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })).toJSON();
}

/** Local mode: a subscription to the local push service, which stands in for the vendor's (docs/notifications.md). */
async function standInSubscription(
  browser: PushBrowser,
  path: string,
  publicKey: string,
): Promise<PushSubscriptionJSON> {
  const answer = await browser.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: publicKey }),
  });
  if (!answer.ok) throw new Error(`O serviço de push local recusou a inscrição (${answer.status}).`);
  return (await answer.json()) as PushSubscriptionJSON;
}

/** This browser's subscription, ready to be saved as one of the user's devices. */
export async function subscribeThisBrowser(
  browser: PushBrowser,
  settings: PushDevicesAnswer,
): Promise<PushSubscriptionInput> {
  const subscription = settings.standInSubscribePath
    ? await standInSubscription(browser, settings.standInSubscribePath, settings.publicKey)
    : await vendorSubscription(browser, settings.publicKey);
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('O navegador não entregou uma inscrição de push completa.');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, label: deviceLabel(browser.userAgent) };
}
