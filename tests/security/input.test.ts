import type { Principal } from '../../api/src/http/principal';
import { call } from '../support/api-client';
import {
  allCredentials,
  DEFAULT_MAX_BODY_BYTES,
  label,
  methodsUnderTest,
  userWithLevel,
  type MethodUnderTest,
} from './support/function-table';
import { allKeys, allPaths, allStrings, getAt, objectPaths, setAt } from './support/json-paths';
import { changedDocuments, recordingStore, unchangedBy, type RecordingStore } from './support/recording-store';
import { callMethod, expectJsonError, seedKnownAsset, validRequest } from './support/requests';

/**
 * Bad input over the whole table, sent by a signed-in VIP holding every service credential (so nothing is
 * stopped by authentication): oversized bodies, MongoDB operators and wrong types in every body field and
 * query parameter, smuggled `$`/dotted keys, and HTML/unicode text.
 */
const methods = methodsUnderTest();
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Values an attacker puts where a plain value is expected. */
const OPERATOR_VALUES: unknown[] = [
  { $gt: '' },
  { $where: '1' },
  { $ne: null },
  { $regex: '.*' },
  { 'a.b': 'x' },
  ['a', 'b'],
  12345,
  true,
  null,
];
/** Keys smuggled next to legitimate ones. */
const SMUGGLED_KEYS: Record<string, unknown> = {
  $where: '1',
  $set: { roles: ['VIP'] },
  'favorites.0': 'x',
  'a.b': 1,
  __proto__x: 1,
};
const MARKER_KEYS = ['$gt', '$where', '$ne', '$regex', 'a.b', '$set', 'favorites.0'];
/** Text that must stay text: markup, accents, an emoji, zero-width space (bidi controls are refused: control-characters.test.ts). */
const HTML_TEXT = ' <script>alert("x")</script><img src=x onerror=alert(1)> ação 😀\u200b ';

let store: RecordingStore;
let vip: Principal;
beforeAll(async () => {
  store = await recordingStore();
  await seedKnownAsset(store);
  vip = await userWithLevel(store, 'VIP', 'input');
  await call('getUserInfo', { as: vip }); // signs the user in (creates the user document)
});

const options = (m: MethodUnderTest, patch: { body?: unknown; query?: Record<string, string>; rawBody?: string }) => ({
  ...validRequest(m),
  ...patch,
  as: vip,
  headers: allCredentials(),
});

/** An accepted request must not have written any smuggled key. */
async function expectAcceptedSafely(
  m: MethodUnderTest,
  patch: Parameters<typeof options>[1],
  context: string,
): Promise<void> {
  const before = await store.snapshot();
  const result = await callMethod(m, options(m, patch));
  if (result.status >= 500) throw new Error(`${context}: ${result.status} ${result.text}`);
  const written = allKeys(changedDocuments(before, await store.snapshot()));
  for (const key of MARKER_KEYS) if (written.has(key)) throw new Error(`${context}: stored the smuggled key ${key}`);
}

async function expectRefusedOrSafe(
  m: MethodUnderTest,
  patch: { body?: unknown; query?: Record<string, string> },
  context: string,
): Promise<void> {
  const bodyOk = patch.body === undefined || !m.view.body || m.view.body.safeParse(patch.body).success;
  const queryOk = patch.query === undefined || !m.view.query || m.view.query.safeParse(patch.query).success;
  if (bodyOk && queryOk) return expectAcceptedSafely(m, patch, context);
  const result = await unchangedBy(store, () => callMethod(m, options(m, patch)));
  expectJsonError(result, 400, context);
}

const withBody = methods.filter((m) => m.view.body);
const withQuery = methods.filter((m) => m.view.query);

describe.each(withBody.map((m) => [label(m), m] as const))('%s body', (_name, m) => {
  it('answers 413 to a body one byte over its limit, changing nothing', async () => {
    const limit = m.view.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const rawBody = JSON.stringify({ pad: 'x'.repeat(limit) });
    const result = await unchangedBy(store, () => callMethod(m, options(m, { rawBody })));
    expectJsonError(result, 413, label(m));
  });

  it('refuses operators and wrong types in every field (400, nothing changed), or accepts them without storing an operator', async () => {
    const { body } = validRequest(m);
    for (const path of allPaths(body)) {
      for (const value of OPERATOR_VALUES)
        await expectRefusedOrSafe(
          m,
          { body: setAt(body, path, value) },
          `${label(m)} ${path.join('.')}=${JSON.stringify(value)}`,
        );
    }
    for (const value of OPERATOR_VALUES)
      await expectRefusedOrSafe(m, { body: value }, `${label(m)} body=${JSON.stringify(value)}`);
  });

  it('never stores `$` or dotted keys smuggled into any object', async () => {
    const { body } = validRequest(m);
    for (const path of objectPaths(body)) {
      for (const [key, value] of Object.entries(SMUGGLED_KEYS)) {
        const target = { ...(getAt(body, path) as Record<string, unknown>), [key]: value };
        await expectRefusedOrSafe(m, { body: setAt(body, path, target) }, `${label(m)} ${[...path, key].join('.')}`);
      }
    }
  });

  it('answers 400 JSON to malformed JSON and to an empty body, changing nothing', async () => {
    for (const rawBody of ['{"a":', "{'a':1}", 'undefined', '\u0000', '']) {
      const result = await unchangedBy(store, () => callMethod(m, options(m, { rawBody })));
      expectJsonError(result, 400, `${label(m)} raw ${JSON.stringify(rawBody)}`);
    }
  });
});

describe.each(withQuery.map((m) => [label(m), m] as const))('%s query', (_name, m) => {
  it('refuses operators in every parameter (400, nothing changed), or accepts them without storing an operator', async () => {
    const { query = {} } = validRequest(m);
    const values = [
      '{"$gt":""}',
      '$where',
      'a.b',
      '[object Object]',
      '',
      'x'.repeat(5000),
      '<script>alert(1)</script>',
    ];
    for (const key of Object.keys(query))
      for (const value of values)
        await expectRefusedOrSafe(
          m,
          { query: { ...query, [key]: value } },
          `${label(m)} ?${key}=${value.slice(0, 20)}`,
        );
    for (const key of ['$where', 'a.b', '__proto__'])
      await expectRefusedOrSafe(m, { query: { ...query, [key]: '1' } }, `${label(m)} ?${key}`);
  });
});

describe('HTML and unicode in text fields', () => {
  const stored: string[] = [];

  it.each(withBody.map((m) => [label(m), m] as const))('%s keeps them as inert text', async (_name, m) => {
    const { body } = validRequest(m);
    for (const path of allPaths(body).filter((candidate) => typeof getAt(body, candidate) === 'string')) {
      const sent = setAt(body, path, HTML_TEXT);
      if (!m.view.body?.safeParse(sent).success) continue; // the field has a format: markup is refused there
      const before = await store.snapshot();
      const result = await callMethod(m, options(m, { body: sent }));
      expect(result.status).toBeLessThan(500);
      if (result.text) expect(result.headers.get('content-type') ?? '').not.toMatch(/html/);
      for (const text of allStrings(changedDocuments(before, await store.snapshot())).filter((value) =>
        value.includes('onerror=alert(1)'),
      )) {
        // Stored as the user typed it (at most trimmed): never escaped twice, cut, nor turned into structure.
        expect([HTML_TEXT, HTML_TEXT.trim()]).toContain(text);
        stored.push(`${label(m)} ${path.join('.')}`);
      }
    }
  });

  afterAll(() => {
    // The text-taking functions (comments, lists, addresses, alerts, waiting list…) really stored it.
    expect(stored.length).toBeGreaterThan(3);
  });
});

describe('self-authenticating methods that read their own raw body', () => {
  const raw = methods.filter((m) => !m.view.body && m.view.access === 'self' && WRITE_METHODS.has(m.method));
  it.each(raw.map((m) => [label(m), m] as const))(
    '%s answers 413 to a 33 MiB body, changing nothing',
    async (_name, m) => {
      const result = await unchangedBy(store, () =>
        callMethod(m, options(m, { rawBody: 'x'.repeat(33 * 1024 * 1024) })),
      );
      expectJsonError(result, 413, label(m));
    },
  );
});
