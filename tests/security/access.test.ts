import {
  ALL_METHODS,
  isPolicy,
  label,
  levelsRefusedBy,
  methodsUnderTest,
  rawRoutes,
  RAW_ROUTES,
  userWithLevel,
  type MethodUnderTest,
} from './support/function-table';
import { recordingStore, unchangedBy, type RecordingStore } from './support/recording-store';
import { callMethod, expectJsonError, is4xx, request as call, seedKnownAsset, validRequest } from './support/requests';
import { registeredFunctions } from '../../api/src/http/registry';

/**
 * Access control over the whole function table: every registered method, present and future, is walked.
 * Each refusal is a JSON `{error}` and leaves every collection exactly as it was.
 */
const methods = methodsUnderTest();
const routes = [...new Set(methods.map((m) => m.route))];
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Headers an attacker might forge instead of the platform's Base64 JSON principal. */
const FORGED_PRINCIPALS: Record<string, string> = {
  'not base64': '%%%not*base64%%%',
  'base64 of non-JSON': b64('hello, I am admin'),
  'JSON array': b64('["VIP"]'),
  'JSON null': b64('null'),
  'userId of the wrong type': b64(
    JSON.stringify({ identityProvider: 'kinde', userId: 42, userDetails: 'x', userRoles: ['VIP'] }),
  ),
  'operator as userId': b64(
    JSON.stringify({ identityProvider: 'kinde', userId: { $ne: null }, userDetails: 'x', userRoles: [] }),
  ),
  'path characters in userId': b64(
    JSON.stringify({ identityProvider: 'kinde', userId: '../admin/$where', userDetails: 'x', userRoles: [] }),
  ),
  'no identity provider': b64(JSON.stringify({ userId: 'u1', userDetails: 'x', userRoles: ['VIP'] })),
  'roles of the wrong type': b64(
    JSON.stringify({ identityProvider: 'kinde', userId: 'u1', userDetails: 'x', userRoles: 'VIP' }),
  ),
  huge: b64(
    JSON.stringify({ identityProvider: 'kinde', userId: 'u1', userDetails: 'x'.repeat(300_000), userRoles: [] }),
  ),
};

let store: RecordingStore;
beforeAll(async () => {
  store = await recordingStore();
  await seedKnownAsset(store);
});

describe('the function table', () => {
  it('is what the hosts serve: every route is walked here or documented as raw', () => {
    expect(methods.length).toBeGreaterThan(20);
    for (const route of rawRoutes()) expect(Object.keys(RAW_ROUTES)).toContain(route);
    expect(new Set([...routes, ...rawRoutes()])).toEqual(new Set(registeredFunctions().map((fn) => fn.route)));
  });
});

describe.each(routes)('wrong methods on /api/%s', (route) => {
  it('answer 405 with an Allow header listing exactly the registered methods, as JSON, changing nothing', async () => {
    const allowed = methods.filter((m) => m.route === route).map((m) => m.method);
    for (const method of [...ALL_METHODS, 'HEAD', 'OPTIONS'].filter((name) => !(allowed as string[]).includes(name))) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : { any: 'thing' };
      const result = await unchangedBy(store, () => call(route, { method, body }));
      expectJsonError(result, 405, `${method} /api/${route}`);
      expect((result.headers.get('allow') ?? '').split(/,\s*/).sort()).toEqual([...allowed].sort());
    }
  });
});

describe.each(methods.map((m) => [label(m), m] as [string, MethodUnderTest]))('%s', (_name, m) => {
  const signedInOnly = m.view.access === 'user' || m.view.access === 'admin' || isPolicy(m.view.access);

  if (signedInOnly)
    it('answers 401 without a principal, changing nothing', async () => {
      const request = validRequest(m);
      const result = await unchangedBy(store, () => callMethod(m, request));
      expectJsonError(result, 401, label(m));
    });

  if (signedInOnly)
    it('answers 401 without a principal before looking at the input: no schema message leaks', async () => {
      const body = m.view.body ? { $where: '1', unexpected: ['x'] } : undefined;
      const result = await unchangedBy(store, () =>
        callMethod(m, { body, query: m.view.query ? { $gt: '' } : undefined }),
      );
      expectJsonError(result, 401, label(m));
      expect((result.body as { error: string }).error).not.toMatch(/inválid/i);
    });

  it('answers 401 to forged or malformed principal headers, changing nothing', async () => {
    const request = validRequest(m);
    for (const [kind, rawHeader] of Object.entries(FORGED_PRINCIPALS)) {
      const result = await unchangedBy(store, () => callMethod(m, { ...request, as: { rawHeader } }));
      expectJsonError(result, 401, `${label(m)} with ${kind}`);
    }
  });

  const refused = isPolicy(m.view.access) ? levelsRefusedBy(m.view.access) : [];
  if (refused.length)
    it(`answers 403 to lower levels (${refused.map((level) => level ?? 'Registered').join(', ')}), changing nothing`, async () => {
      const request = validRequest(m);
      for (const level of refused) {
        const as = await userWithLevel(store, level);
        const result = await unchangedBy(store, () => callMethod(m, { ...request, as }));
        expectJsonError(result, 403, `${label(m)} as ${level ?? 'Registered'}`);
      }
    });

  if (m.view.access === 'admin')
    it('answers 403 to signed-in users off the admins list, with or without the admin role in the session, changing nothing', async () => {
      const request = validRequest(m);
      const as = await userWithLevel(store, 'VIP');
      for (const principal of [as, { ...as, userRoles: [...as.userRoles, 'admin'] }]) {
        const result = await unchangedBy(store, () => callMethod(m, { ...request, as: principal }));
        expectJsonError(result, 403, `${label(m)} as a non-admin`);
      }
    });

  if (m.view.access === 'self')
    it('refuses a request without its own credentials (key, signature), changing nothing', async () => {
      const request = validRequest(m);
      const as = await userWithLevel(store, 'VIP');
      for (const options of [
        request,
        { ...request, as },
        {
          ...request,
          headers: {
            'x-robot-key': 'guess',
            'x-admin-key': 'guess',
            'x-roles-source-secret': 'guess',
            'stripe-signature': 't=1,v1=00',
          },
        },
      ]) {
        const result = await unchangedBy(store, () => callMethod(m, options));
        expectJsonError(result, is4xx, label(m));
      }
    });
});

describe.each(rawRoutes())('raw route /api/%s', (route) => {
  it('answers every method with JSON and never 5xx, changing nothing', async () => {
    for (const method of [...ALL_METHODS, 'HEAD', 'OPTIONS']) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : { type: 'connect' };
      const result = await unchangedBy(store, () => call(route, { method, body }));
      expect(result.status).toBeLessThan(500);
      if (result.status >= 400) expectJsonError(result, result.status, `${method} /api/${route}`);
    }
  });
});
