import { expect } from '@jest/globals';
import type { Principal } from '../../api/src/http/principal';
import { call, principalFor } from '../support/api-client';

export interface RefusalCase {
  route: string;
  method: string;
  body?: object;
  query?: Record<string, string>;
  /** A listed admin: refused only from another site. */
  admin: Principal;
  /** A session with the admin role whose account is not (or no longer) on the list. */
  unlisted: Principal;
  /** An admin removed from the list a moment ago, whose session still carries the role. */
  removed?: Principal;
}

/**
 * A back-office call refused to anonymous callers (401), a signed-in non-admin (403), a session carrying the role
 * without the list (403), a just-removed admin (403) and, for a change, a listed admin's call from another site (403);
 * each answers an error.
 */
export async function expectAdminOnly(refusal: RefusalCase): Promise<void> {
  const { route, method, body, query } = refusal;
  const attempts: Array<[number, Parameters<typeof call>[1]]> = [
    [401, { method, body, query }],
    [403, { method, body, query, as: principalFor('kp_nobody', 'nobody@test.agulhadas.app') }],
    [403, { method, body, query, as: refusal.unlisted }],
  ];
  if (refusal.removed) attempts.push([403, { method, body, query, as: refusal.removed }]);
  if (method !== 'GET')
    attempts.push([
      403,
      {
        method,
        body,
        as: refusal.admin,
        headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      },
    ]);
  for (const [status, options] of attempts) {
    const result = await call<{ error: string }>(route, options);
    expect(result.status).toBe(status);
    expect(typeof result.body.error).toBe('string');
  }
}
