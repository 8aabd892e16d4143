import fc from 'fast-check';
import type { Principal } from '../../api/src/http/principal';
import { call } from '../support/api-client';
import {
  allCredentials,
  label,
  methodsUnderTest,
  STRING_POOL,
  userWithLevel,
  type MethodUnderTest,
} from './support/function-table';
import { recordingStore, type RecordingStore } from './support/recording-store';
import { callMethod, seedKnownAsset, validRequest } from './support/requests';
import { arbitraryFor, objectKeys } from './support/schema-arbitrary';

/**
 * Property: whatever JSON reaches a function — arbitrary, schema-shaped, or schema keys with arbitrary values —
 * it never answers 5xx, and every non-2xx answer is a JSON `{error: string}`. Sent by a signed-in VIP with
 * every service credential, so the handlers themselves are exercised, not only the wrapper.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const methods = methodsUnderTest();

let store: RecordingStore;
let vip: Principal;
beforeAll(async () => {
  store = await recordingStore();
  await seedKnownAsset(store);
  vip = await userWithLevel(store, 'VIP', 'fuzz');
  await call('getUserInfo', { as: vip });
});

function bodies(m: MethodUnderTest): fc.Arbitrary<{ body?: unknown; rawBody?: string }> {
  const schema = m.view.body;
  const raw = fc.string({ maxLength: 200 }).map((rawBody) => ({ rawBody }));
  if (!schema) return raw;
  const keys = objectKeys(schema);
  return fc.oneof(
    fc.jsonValue().map((body) => ({ body })),
    arbitraryFor(schema, STRING_POOL).map((body) => ({ body })),
    ...(keys.length
      ? [fc.dictionary(fc.constantFrom(...keys), fc.jsonValue(), { maxKeys: keys.length }).map((body) => ({ body }))]
      : []),
    raw,
  );
}

function queries(m: MethodUnderTest): fc.Arbitrary<Record<string, string> | undefined> {
  const schema = m.view.query;
  if (!schema) return fc.constant(undefined);
  const keys = objectKeys(schema);
  const shaped = arbitraryFor(schema, STRING_POOL).map((query) =>
    query && typeof query === 'object' ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : {},
  );
  return fc.oneof(
    shaped,
    fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string(), fc.string({ maxLength: 80 }), { maxKeys: 4 }),
  );
}

const fuzzed = methods.filter((m) => m.view.body || m.view.query || m.method !== 'GET');

it.each(fuzzed.map((m) => [label(m), m] as const))('%s never answers 5xx and refuses as JSON', async (_name, m) => {
  const base = validRequest(m);
  await fc.assert(
    fc.asyncProperty(
      m.view.body || m.method !== 'GET' ? bodies(m) : fc.constant({}),
      m.view.query ? queries(m) : fc.constant(base.query),
      async (body, query) => {
        const result = await callMethod(m, {
          ...body,
          ...(query ? { query } : {}),
          as: vip,
          headers: allCredentials(),
        });
        if (result.status >= 500) throw new Error(`${result.status} ${result.text}`);
        if (result.status >= 400) {
          expect(result.headers.get('content-type') ?? '').toMatch(/^application\/json/);
          expect(typeof (result.body as { error?: unknown }).error).toBe('string');
        }
      },
    ),
    { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261120) },
  );
});
