import { createPublicKey, verify } from 'node:crypto';

const MAX_LIFETIME_SECONDS = 24 * 3600;

/** The P-256 public key of an uncompressed point (0x04 ‖ x ‖ y), as VAPID and push subscriptions carry it. */
function publicKeyOfPoint(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
}

/** Why a push service refuses a message's authorization, with the status RFC 8292 gives it. */
export interface VapidRefusal {
  status: 401 | 403;
  reason: string;
}

const invalid = (reason: string): VapidRefusal => ({ status: 401, reason });

/**
 * What is wrong with a request's VAPID authorization (RFC 8292), as a push service checks it, or null when it is
 * right: `vapid t=<JWT>, k=<key>` with k the key the subscription was made with (403 otherwise), the JWT signed
 * ES256 by it, its audience the push service's origin and its expiry in the next 24 hours (401 otherwise).
 */
export function vapidRefusal(
  authorization: string | undefined,
  expectedKey: string,
  audience: string,
  now: Date,
): VapidRefusal | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization?.trim() ?? '');
  if (!match) return invalid('missing vapid authorization');
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) return { status: 403, reason: 'the key is not the one the subscription was made with' };
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return invalid('malformed token');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKeyOfPoint(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return invalid('bad signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return invalid(`audience ${claims.aud ?? '(none)'} is not ${audience}`);
  const seconds = now.getTime() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + MAX_LIFETIME_SECONDS)
    return invalid('expiry outside the next 24 hours');
  if (!claims.sub) return invalid('no subject');
  return null;
}
