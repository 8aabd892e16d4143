import { config } from '../config';
import type { HttpRequestType } from './azure';
import { HttpError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export const NOT_JSON = 'Envie os dados como JSON (Content-Type: application/json).';
export const FOREIGN_ORIGIN = 'Origem não permitida.';

const hostOf = (url: string | null): string | null => {
  try {
    return url ? new URL(url).host.toLowerCase() : null;
  } catch {
    return null;
  }
};

/**
 * The hosts this site answers on: the one the request came to (SWA passes it in x-ms-original-url and
 * x-forwarded-host; the local front keeps Host) and PUBLIC_URL's.
 */
function ownHosts(request: HttpRequestType): Set<string> {
  const hosts = new Set<string>();
  for (const value of [request.headers.get('x-forwarded-host'), request.headers.get('host')]) {
    const first = value?.split(',')[0]?.trim().toLowerCase();
    if (first) hosts.add(first);
  }
  for (const url of [request.headers.get('x-ms-original-url'), config().publicUrl]) {
    const host = hostOf(url);
    if (host) hosts.add(host);
  }
  return hosts;
}

/**
 * Cross-site request forgery: a page elsewhere (even another port of localhost) can make the browser send a form
 * with the user's session cookie. Writes of methods that trust the session therefore accept only JSON (forms cannot
 * send it without CORS, which this API never grants) and refuse a request the browser marks as coming from another
 * site or origin. Methods authenticated by a key or a signature (access 'self') are not checked here.
 */
export function requireSameOriginWrite(request: HttpRequestType): void {
  if (!WRITES.has(request.method.toUpperCase())) return;
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new HttpError(403, FOREIGN_ORIGIN);
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const host = hostOf(origin);
    if (host === null || !ownHosts(request).has(host)) throw new HttpError(403, FOREIGN_ORIGIN);
  }
  // Every form encoding declares itself; a request without a content type carries no body to forge.
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !JSON_TYPE.test(contentType.trim())) throw new HttpError(415, NOT_JSON);
}
