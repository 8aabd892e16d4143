import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpRequest, InvocationContext, type HttpResponseInit } from '../../../api/src/http/azure';
import { errorResponse } from '../../../api/src/http/errors';
import { PRINCIPAL_HEADER } from '../../../api/src/http/principal';
import { findFunction } from '../../../api/src/http/registry';
import { secretMatches } from '../../../api/src/http/secret-matches';
import { FRONT_SECRET_HEADER } from './front-secret';
import '../../../api/src/functions/index';

/**
 * Stand-in for the Azure Functions host (Core Tools cannot be installed offline): serves the
 * registered function table at /api/<route> with the same HttpRequest/InvocationContext objects.
 */
export interface LocalHost {
  url: string;
  close(): Promise<void>;
}

export interface LocalHostOptions {
  /**
   * When set, only requests carrying it in FRONT_SECRET_HEADER (the local front's) may assert a signed-in user: a
   * principal from anyone else who reaches the port is dropped, as SWA drops one a browser sends.
   */
  frontSecret?: string;
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** Like the Functions host's own request limit; each route enforces its smaller one. */
const MAX_BODY = 64 * 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep draining past the cap so the client gets a 413 rather than a reset socket.
      if (size > MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () =>
      tooLarge ? reject(new BodyTooLarge()) : resolve(chunks.length ? Buffer.concat(chunks) : null),
    );
    req.on('error', reject);
  });
}

function headersOf(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function writeResponse(res: http.ServerResponse, result: HttpResponseInit): Promise<void> {
  const headers = new Headers(result.headers as ConstructorParameters<typeof Headers>[0]);
  let body: Buffer | string | undefined;
  if (result.jsonBody !== undefined) {
    body = JSON.stringify(result.jsonBody);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  } else if (typeof result.body === 'string' || Buffer.isBuffer(result.body)) {
    body = result.body;
  } else if (result.body instanceof Uint8Array) {
    body = Buffer.from(result.body);
  }
  res.statusCode = result.status ?? 200;
  headers.forEach((value, name) => res.setHeader(name, value));
  for (const cookie of result.cookies ?? [])
    res.appendHeader('set-cookie', `${cookie.name}=${cookie.value}; Path=${cookie.path ?? '/'}`);
  res.end(body);
}

export async function handleApiRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: LocalHostOptions = {},
): Promise<void> {
  // A page elsewhere whose name resolves to this machine (DNS rebinding) sends its own Host: not ours.
  if (!LOOPBACK.test(req.headers.host ?? ''))
    return writeResponse(res, errorResponse(421, 'Host não atendido por este servidor local.'));
  if (
    options.frontSecret !== undefined &&
    !secretMatches(req.headers[FRONT_SECRET_HEADER] as string | undefined, options.frontSecret)
  )
    delete req.headers[PRINCIPAL_HEADER];
  delete req.headers[FRONT_SECRET_HEADER];
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = url.pathname.replace(/^\/api\//, '').replace(/\/+$/, '');
  const fn = findFunction(route);
  if (!fn) return writeResponse(res, errorResponse(404, 'Rota inexistente.'));
  let body: Buffer | null;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return writeResponse(res, errorResponse(413, 'Corpo da requisição grande demais.'));
    throw error;
  }
  const request = new HttpRequest({
    method: req.method ?? 'GET',
    url: url.toString(),
    headers: headersOf(req),
    query: Object.fromEntries(url.searchParams.entries()),
    params: {},
    body: body ? { bytes: body } : undefined,
  });
  const context = new InvocationContext({ functionName: fn.name, invocationId: crypto.randomUUID() });
  await writeResponse(res, await fn.handler(request, context));
}

export function startLocalHost(
  port = 7071,
  hostname = '127.0.0.1',
  options: LocalHostOptions = {},
): Promise<LocalHost> {
  const server = http.createServer((req, res) => {
    handleApiRequest(req, res, options).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) void writeResponse(res, errorResponse(500, 'Erro interno. Tente novamente mais tarde.'));
    });
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(port, hostname, () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${hostname}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
