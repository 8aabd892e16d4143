import { HttpRequest, InvocationContext } from '../../../api/src/http/azure';
import { encodePrincipal } from '../../../api/src/http/principal';
import { findFunction } from '../../../api/src/http/registry';
import type { CallOptions, CallResult } from '../../support/api-client';
import { insertAssets, assetDoc, reading } from '../../support/fixtures';
import type { Store } from '../../../api/src/store/types';
import { KNOWN_ASSET, STRING_POOL, label, type MethodUnderTest } from './function-table';
import { validSample } from './schema-arbitrary';

export type Options = Omit<CallOptions, 'method'>;

/**
 * As api-client's `call`, but tolerant of non-JSON answers (images, 304s): `body` is null when the text is
 * not JSON, so a test can assert the content type itself.
 */
export async function request(route: string, options: CallOptions = {}): Promise<CallResult> {
  const fn = findFunction(route);
  if (!fn) throw new Error(`no function at /api/${route}`);
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers['x-ms-client-principal'] = 'rawHeader' in options.as ? options.as.rawHeader : encodePrincipal(options.as);
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (text !== undefined) headers['content-type'] = 'application/json';
  const url = new URL(`http://localhost/api/${route}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const httpRequest = new HttpRequest({
    method: options.method ?? 'GET',
    url: url.toString(),
    headers,
    query: options.query ?? {},
    params: {},
    body: text === undefined ? undefined : { string: text },
  });
  const response = await fn.handler(httpRequest, new InvocationContext({ functionName: fn.name, logHandler: () => undefined }));
  const bodyText = typeof response.body === 'string' ? response.body : response.jsonBody !== undefined ? JSON.stringify(response.jsonBody) : '';
  let body: unknown = null;
  try {
    body = bodyText ? JSON.parse(bodyText) : null;
  } catch {
    body = null;
  }
  return { status: response.status ?? 200, headers: new Headers(response.headers as ConstructorParameters<typeof Headers>[0]), text: bodyText, body };
}

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
    if (body === undefined) throw new Error(`${label(m)}: no valid body could be generated from its schema; extend STRING_POOL or schema-arbitrary`);
    out.body = body;
  }
  if (m.view.query) {
    const query = validSample(m.view.query, STRING_POOL);
    if (query === undefined || typeof query !== 'object' || query === null) throw new Error(`${label(m)}: no valid query could be generated`);
    out.query = query as Record<string, string>;
  }
  requests.set(key, out);
  return out;
}

/** Every refusal is JSON `{error: string}` with the expected status. */
export function expectJsonError(result: CallResult, status: number | ((status: number) => boolean), context: string): void {
  const ok = typeof status === 'number' ? result.status === status : status(result.status);
  if (!ok) throw new Error(`${context}: expected ${typeof status === 'number' ? status : 'another status'}, got ${result.status} ${result.text.slice(0, 300)}`);
  expect(result.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(typeof (result.body as { error?: unknown } | null)?.error).toBe('string');
}

export const is4xx = (status: number) => status >= 400 && status < 500;

/** The one asset generators prefer, so handlers that look an asset up go past "unknown asset". */
export async function seedKnownAsset(store: Store): Promise<void> {
  await insertAssets(store, [assetDoc(KNOWN_ASSET, { free: true, preco: 30, readings: { D: reading('D', { preco: 30 }) } })]);
}
