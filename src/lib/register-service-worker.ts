/**
 * Registers the site's service worker (public/sw.js: it shows alerts sent as web push and opens their chart), which
 * together with the web app manifest also makes the site installable. Browsers without service workers skip it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Without it the site works as before; only notifications and installing are missing.
  });
}
