import { gzipSync } from 'node:zlib';
import type { HttpRequestType, HttpResponseInit } from './azure';

/** Below this, gzip's header and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * zlib's level per answer size. A getUserInfo of 20 kB: level 3 gzips in 47 µs to 2 547 bytes, level 6 in 83 µs to
 * 2 448 (bench/load.ts: gzip was the largest cost of the call). Above 32 kB (the chart's candles) level 6 saves
 * ~15 % of the bytes, which a phone feels more than the server the extra half millisecond.
 */
const levelFor = (bytes: number) => (bytes < 32 * 1024 ? 3 : 6);

/** The last gzipped answer per reuse key, most recently used last; bounded by the bytes of the answers kept. */
const recent = new Map<string, { body: string; gzipped: Buffer }>();
const RECENT_MAX_BYTES = 16 * 1024 * 1024;
let recentBytes = 0;

/**
 * gzip of a body, reusing the last one under the same key when the body is the same: a signed-in screen's GET
 * (getUserInfo on every focus) answers a user the same bytes until something of theirs changes, and gzip was then
 * the largest cost left of the call (bench/load.ts). Comparing the body makes a stale answer impossible.
 */
function gzipReusing(body: string, level: number, reuseKey: string | undefined): Buffer {
  if (reuseKey === undefined) return gzipSync(body, { level });
  const kept = recent.get(reuseKey);
  if (kept !== undefined) {
    recent.delete(reuseKey);
    if (kept.body === body) {
      recent.set(reuseKey, kept);
      return kept.gzipped;
    }
    recentBytes -= kept.body.length + kept.gzipped.length;
  }
  const gzipped = gzipSync(body, { level });
  recent.set(reuseKey, { body, gzipped });
  recentBytes += body.length + gzipped.length;
  for (const [key, oldest] of recent) {
    if (recentBytes <= RECENT_MAX_BYTES) break;
    recent.delete(key);
    recentBytes -= oldest.body.length + oldest.gzipped.length;
  }
  return gzipped;
}

/**
 * JSON answers gzipped for callers that accept it (every browser): SWA passes a function's body through as sent, and
 * on a phone the bytes are the cost (getUserInfo of a user with notes is ~20 kB of JSON, ~4 kB gzipped). Answers that
 * chose their own encoding (the cached asset list) and small ones go as they are.
 */
export function compressResponse(
  request: HttpRequestType,
  response: HttpResponseInit,
  reuseKey?: string,
): HttpResponseInit {
  // Every handler answers plain header objects; anything else is left as it is.
  if (response.headers !== undefined && (response.headers instanceof Headers || Array.isArray(response.headers)))
    return response;
  const headers = (response.headers ?? {}) as Record<string, string>;
  if (typeof response.body !== 'string' || headers['content-encoding']) return response;
  const bytes = Buffer.byteLength(response.body);
  if (bytes < MIN_BYTES || !/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  const vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
  return {
    ...response,
    body: gzipReusing(response.body, levelFor(bytes), reuseKey),
    headers: { ...headers, 'content-encoding': 'gzip', vary },
  };
}
