import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface LocalServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** Replies of a local provider stand-in: status, JSON body (or raw text) and headers. */
export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/** A local HTTP server answering with `handler`: the sources' tests never touch the internet. */
export async function startLocalServer(handler: (request: SeenRequest) => Reply): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const seen = { path: decodeURIComponent(url.pathname), query: url.searchParams, headers: request.headers };
    requests.push(seen);
    const reply = handler(seen);
    const body = reply.text ?? JSON.stringify(reply.json ?? null);
    response.writeHead(reply.status ?? 200, {
      'content-type': reply.text === undefined ? 'application/json' : 'text/html',
      ...reply.headers,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL where nothing listens (a closed local port): a network failure without leaving the machine. */
export async function deadUrl(): Promise<string> {
  const server = await startLocalServer(() => ({}));
  const { url } = server;
  await server.close();
  return url;
}
