import { gunzipSync } from 'node:zlib';
import { HttpRequest, InvocationContext, type HttpResponseInit } from '../../api/src/http/azure';
import { encodePrincipal, type Principal } from '../../api/src/http/principal';
import { findFunction } from '../../api/src/http/registry';
import { connect } from '../../api/src/store/connect';
import { useStore } from '../../api/src/store/db';
import type { Store } from '../../api/src/store/types';
import '../../api/src/functions/index';

/**
 * Calls registered functions the way the Functions host does, against a fresh in-memory embedded
 * store. `as` picks the caller: a principal, or raw header text (to test forged headers).
 */
export interface CallOptions {
  method?: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  as?: Principal | { rawHeader: string };
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function freshStore(): Promise<Store> {
  const store = await connect({ dataDir: null });
  await useStore(store);
  return store;
}

export function principalFor(userId: string, email = `${userId}@test.agulhadas.app`, roles: string[] = []): Principal {
  return { identityProvider: 'kinde', userId, userDetails: email, userRoles: ['anonymous', 'authenticated', ...roles] };
}

/** Calls one function as the host does; `body` is the parsed JSON answer, or null when the answer is not JSON. */
export async function call<T = unknown>(route: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const fn = findFunction(route);
  if (!fn) throw new Error(`no function at /api/${route}`);
  const headers: Record<string, string> = { ...options.headers };
  if (options.as)
    headers['x-ms-client-principal'] = 'rawHeader' in options.as ? options.as.rawHeader : encodePrincipal(options.as);
  const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (text !== undefined) headers['content-type'] ??= 'application/json';
  const url = new URL(`http://localhost/api/${route}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const request = new HttpRequest({
    method: options.method ?? 'GET',
    url: url.toString(),
    headers,
    query: options.query ?? {},
    params: {},
    body: text === undefined ? undefined : { string: text },
  });
  const response = await fn.handler(
    request,
    new InvocationContext({ functionName: fn.name, logHandler: () => undefined }),
  );
  const bodyText =
    typeof response.body === 'string'
      ? response.body
      : (gzipped(response) ?? (response.jsonBody !== undefined ? JSON.stringify(response.jsonBody) : ''));
  return {
    status: response.status ?? 200,
    headers: new Headers(response.headers as ConstructorParameters<typeof Headers>[0]),
    text: bodyText,
    body: parseJson(bodyText) as T,
  };
}

/** A gzipped answer's text, as a browser reads it (asked with `accept-encoding: gzip`). */
function gzipped(response: HttpResponseInit): string | undefined {
  const encoding = (response.headers as Record<string, string> | undefined)?.['content-encoding'];
  return encoding === 'gzip' && Buffer.isBuffer(response.body) ? gunzipSync(response.body).toString() : undefined;
}

/** Answers that are not JSON (images, 304s) come back with `body` null; tests then check `text` and headers. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
