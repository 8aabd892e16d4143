/**
 * The browsers' push services, by the end of their host names: Chrome, Edge on Android and other Chromium browsers
 * (Firebase Cloud Messaging), Firefox (Mozilla's autopush), Edge on Windows (Windows Push Notification Services) and
 * Safari (Apple Push Notification service). A subscription naming any other host is not a browser's: accepting it
 * would let a user make the notifier send requests to an address of their choosing.
 */
export const BROWSER_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** True when the host is one of the suffixes or a name under one (`wns2-bn3p.notify.windows.com`), never a look-alike. */
export function hostEndsIn(host: string, suffixes: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return suffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** A push endpoint a deployment sends to: https, on the host of a known push service, with no credentials in it. */
export function isPushServiceEndpoint(endpoint: string, suffixes: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && hostEndsIn(url.hostname, suffixes);
}
