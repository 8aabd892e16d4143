import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Client access tokens as Azure Web PubSub issues and checks them: a JWT signed HS256 with the
 * hub's access key, `aud` = the service's client endpoint (`{endpoint}/client/hubs/{hub}`, the same
 * string @azure/web-pubsub signs), `sub` = user id, `role` = permissions, `exp`. Signed here with
 * node:crypto so the local hub needs no JWT package, and checked by the local hub.
 */
export interface AccessTokenClaims {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  role?: string[];
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(signingInput: string, key: string): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

export function signAccessToken(
  claims: { sub: string; aud: string; role?: string[]; expiresInSeconds: number },
  key: string,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload: AccessTokenClaims = {
    sub: claims.sub,
    aud: claims.aud,
    iat,
    exp: iat + claims.expiresInSeconds,
    ...(claims.role ? { role: claims.role } : {}),
  };
  const input = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${signature(input, key).toString('base64url')}`;
}

const headerSchema = z.object({ alg: z.literal('HS256') });
const claimsSchema = z.object({
  sub: z.string().min(1).optional(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number().optional(),
  nbf: z.number().optional(),
  role: z.union([z.string(), z.array(z.string())]).optional(),
});

export type TokenCheck = { ok: true; userId: string | null; roles: string[] } | { ok: false; reason: string };

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** Verifies signature, audience and expiry (60 s of clock skew, as the service allows some). */
export function verifyAccessToken(token: string, key: string, audience: string, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  if (!headerSchema.safeParse(decodeJson(header)).success) return { ok: false, reason: 'algorithm' };
  const expected = signature(`${header}.${payload}`, key);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const claims = claimsSchema.safeParse(decodeJson(payload));
  if (!claims.success) return { ok: false, reason: 'claims' };
  const seconds = now / 1000;
  if (claims.data.exp + 60 < seconds) return { ok: false, reason: 'expired' };
  if (claims.data.nbf !== undefined && claims.data.nbf - 60 > seconds) return { ok: false, reason: 'not yet valid' };
  const audiences = Array.isArray(claims.data.aud) ? claims.data.aud : [claims.data.aud];
  if (!audiences.includes(audience)) return { ok: false, reason: 'audience' };
  const roles =
    claims.data.role === undefined ? [] : Array.isArray(claims.data.role) ? claims.data.role : [claims.data.role];
  return { ok: true, userId: claims.data.sub ?? null, roles };
}
