import { call as request, type CallOptions, type CallResult } from '../../support/api-client';
import { insertAssets, assetDoc, reading } from '../../support/fixtures';
import type { Store } from '../../../api/src/store/types';
import { KNOWN_ASSET, STRING_POOL, label, type MethodUnderTest } from './function-table';
import { validSample } from './schema-arbitrary';

export type Options = Omit<CallOptions, 'method'>;

// The security suites call functions exactly as the other API tests do.
export { request };

export function callMethod(m: MethodUnderTest, options: Options = {}): Promise<CallResult> {
  return request(m.route, { ...options, method: m.method });
}

const requests = new Map<string, { body?: unknown; query?: Record<string, string> }>();

/** A body and query the method's schemas accept (auth runs after validation, so refusal tests need them). Memoised. */
export function validRequest(m: MethodUnderTest): { body?: unknown; query?: Record<string, string> } {
  const key = label(m);
  const known = requests.get(key);
  if (known) return known;
  const out: { body?: unknown; query?: Record<string, string> } = {};
  if (m.view.body) {
    const body = validSample(m.view.body, STRING_POOL);
    if (body === undefined)
      throw new Error(
        `${label(m)}: no valid body could be generated from its schema; extend STRING_POOL or schema-arbitrary`,
      );
    out.body = body;
  }
  if (m.view.query) {
    const query = validSample(m.view.query, STRING_POOL);
    if (query === undefined || typeof query !== 'object' || query === null)
      throw new Error(`${label(m)}: no valid query could be generated`);
    out.query = query as Record<string, string>;
  }
  requests.set(key, out);
  return out;
}

/** zod's English messages: none may reach a user or a robot. */
const ENGLISH = /\b(Invalid|Too (small|big)|expected|received|Required|Unrecognized|must (be|have|contain))\b/;

/** Every refusal is JSON `{error: string}` in Portuguese with the expected status. */
export function expectJsonError(
  result: CallResult,
  status: number | ((status: number) => boolean),
  context: string,
): void {
  const ok = typeof status === 'number' ? result.status === status : status(result.status);
  if (!ok)
    throw new Error(
      `${context}: expected ${typeof status === 'number' ? status : 'another status'}, got ${result.status} ${result.text.slice(0, 300)}`,
    );
  expect(result.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const error = (result.body as { error?: unknown } | null)?.error;
  expect(typeof error).toBe('string');
  if (ENGLISH.test(String(error))) throw new Error(`${context}: English error message: ${String(error)}`);
}

export const is4xx = (status: number) => status >= 400 && status < 500;

/** The one asset generators prefer, so handlers that look an asset up go past "unknown asset". */
export async function seedKnownAsset(store: Store): Promise<void> {
  await insertAssets(store, [
    assetDoc(KNOWN_ASSET, { free: true, preco: 30, readings: { D: reading('D', { preco: 30 }) } }),
  ]);
}
