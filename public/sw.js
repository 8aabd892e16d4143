// @ts-check
/// <reference lib="webworker" />
/*
 * The site's service worker, hand-written and served as is from the site root (so its scope is the whole site):
 * it shows the alerts that arrive as web push messages and opens the alert's chart when one is clicked. It caches
 * nothing: the site is live market data, and an offline copy would show stale readings as current.
 */
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Where a notification leads when its message names no chart of this site. */
const FALLBACK_PATH = '/app';

// A new version takes over at once: it only shows notifications, so no open page depends on the old one.
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

/**
 * The message's {title, body, url}; a url that is not a path on this site is replaced, so a notification never
 * opens another site.
 * @param {PushMessageData | null} data
 * @returns {{ title: string, body: string, url: string }}
 */
function alertOf(data) {
  /** @type {Record<string, unknown>} */
  let payload = {};
  try {
    const parsed = data ? data.json() : null;
    if (parsed !== null && typeof parsed === 'object') payload = parsed;
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  const text = (/** @type {unknown} */ value, /** @type {string} */ fallback) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
  const url = text(payload.url, FALLBACK_PATH);
  return { title: text(payload.title, 'Agulhadas'), body: text(payload.body, ''), url: url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK_PATH };
}

worker.addEventListener('push', (event) => {
  const alert = alertOf(event.data);
  event.waitUntil(
    worker.registration.showNotification(alert.title, {
      body: alert.body,
      icon: '/icons/icon-192.png',
      lang: 'pt-BR',
      // One notification per chart: a newer alert of the same asset and timeframe replaces the older one.
      tag: alert.url,
      data: { url: alert.url },
    }),
  );
});

/**
 * Focuses a tab already on the chart; otherwise brings a tab of the site to it; otherwise opens a new window.
 * @param {string} path
 */
async function openChart(path) {
  const target = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onChart = windows.find((client) => client.url === target);
  if (onChart) return onChart.focus();
  const ofSite = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (ofSite) {
    const focused = await ofSite.focus();
    return focused.navigate(target);
  }
  return worker.clients.openWindow(target);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : FALLBACK_PATH;
  event.waitUntil(openChart(url));
});
