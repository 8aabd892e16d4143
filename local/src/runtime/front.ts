import { createReadStream, existsSync, statSync } from 'node:fs';
import { compressedFile, preferredEncoding, warmCompressedFiles } from './compressed-file';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { encodePrincipal, PRINCIPAL_HEADER } from '../../../api/src/http/principal';
import { findFunction } from '../../../api/src/http/registry';
import { handleAuth, principalFromCookie, type RolesLookup } from '../auth/auth-emulator';
import { FRONT_SECRET_HEADER } from './front-secret';
import { findRoute, isFallbackExcluded, loadSwaConfig, type SwaConfig } from './swa-config';

/**
 * Local equivalent of Static Web Apps in front of client and API: /.auth emulation, the route
 * rules and headers of staticwebapp.config.json, /api proxied to the local host with the
 * `x-ms-client-principal` header SWA would add (and any browser-sent one dropped).
 */
export type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export interface FrontOptions {
  port: number;
  hostname?: string;
  apiUrl: string;
  /** The run's secret the local host requires before it trusts a principal (host.ts, FRONT_SECRET_HEADER). */
  frontSecret?: string;
  swaConfigFile: string;
  lookupRoles: RolesLookup;
  /** Built client (production-like); ignored when `devMiddleware` is given. */
  staticDir?: string;
  /** Vite's middlewares in development. */
  devMiddleware?: Middleware;
  /** Extra handlers tried before the static client (e.g. the local checkout page, the real-time hub's negotiate). */
  extraRoutes?: Array<(req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function proxyToApi(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  apiUrl: string,
  url: URL,
  frontSecret: string | undefined,
): void {
  const route = url.pathname.replace(/^\/api\//, '').replace(/\/+$/, '');
  if (findFunction(route)?.internal) {
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Rota inexistente.' }));
    return;
  }
  const headers = { ...req.headers };
  // As the platform's front does: the socket's address goes last, after whatever the client claimed.
  const claimed = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = [claimed, req.socket.remoteAddress ?? 'unknown'].filter(Boolean).join(', ');
  delete headers[PRINCIPAL_HEADER];
  const principal = principalFromCookie(req);
  if (principal) headers[PRINCIPAL_HEADER] = encodePrincipal({ ...principal, claims: undefined });
  if (frontSecret !== undefined) headers[FRONT_SECRET_HEADER] = frontSecret;
  const target = new URL(url.pathname + url.search, apiUrl);
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'API indisponível.' }));
  });
  req.pipe(upstream);
}

function serveFile(res: http.ServerResponse, file: string, status: number, headers: Record<string, string>): void {
  const type = { 'content-type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream', ...headers };
  const encoding = preferredEncoding(res.req.headers['accept-encoding']);
  const compressed = encoding ? compressedFile(file, encoding) : null;
  if (compressed)
    return void res
      .writeHead(status, { ...type, 'content-encoding': encoding!, vary: 'Accept-Encoding' })
      .end(compressed);
  res.writeHead(status, type);
  createReadStream(file).pipe(res);
}

// What the SWA CLI sends with a navigation fallback and with a 404 (never a route's long cache on a miss).
const FALLBACK_CACHE = { 'Cache-Control': 'must-revalidate, max-age=30' };
const NOT_FOUND_CACHE = { 'Cache-Control': 'public, max-age=0' };

/** 404: the `responseOverrides` rewrite when the config has one (and a built client to serve it from), else plain text. */
function notFound(
  res: http.ServerResponse,
  config: SwaConfig,
  root: string,
  globalHeaders: Record<string, string>,
): void {
  const override = config.responseOverrides?.['404']?.rewrite;
  if (override && root) return serveFile(res, path.join(root, override), 404, { ...globalHeaders, ...NOT_FOUND_CACHE });
  res.writeHead(404, { 'content-type': 'text/plain', ...NOT_FOUND_CACHE }).end('Not found');
}

function serveStatic(
  res: http.ServerResponse,
  config: SwaConfig,
  root: string,
  pathname: string,
  globalHeaders: Record<string, string>,
): void {
  // A folder serves its index.html with that file's route headers (`/` gets /index.html's no-cache).
  const filePath = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  const headers = { ...globalHeaders, ...findRoute(config, filePath)?.headers };
  const file = path.join(root, path.normalize(decodeURIComponent(filePath)).replace(/^(\.\.[/\\])+/, ''));
  if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return serveFile(res, file, 200, headers);
  const fallback = config.navigationFallback;
  if (fallback && !isFallbackExcluded(config, pathname))
    return serveFile(res, path.join(root, fallback.rewrite), 200, { ...headers, ...FALLBACK_CACHE });
  notFound(res, config, root, globalHeaders);
}

export function startFront(options: FrontOptions): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadSwaConfig(options.swaConfigFile);
  const staticRoot = options.staticDir ? path.resolve(options.staticDir) : '';
  if (staticRoot && !options.devMiddleware) void warmCompressedFiles(staticRoot);
  // Vite's dev client injects inline scripts, so the strict CSP applies only to the built client.
  const globalHeaders = { ...config.globalHeaders };
  if (options.devMiddleware) delete globalHeaders['Content-Security-Policy'];

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/api/')) return proxyToApi(req, res, options.apiUrl, url, options.frontSecret);
      const route = findRoute(config, url.pathname);
      if (route?.statusCode === 404) return notFound(res, config, staticRoot, globalHeaders);
      if (url.pathname.startsWith('/.auth/')) {
        if (await handleAuth(req, res, url, options.lookupRoles)) return;
        // Like the SWA CLI: an /.auth path it does not know is a plain 404, never the app page.
        res.writeHead(404, { 'content-type': 'text/plain', ...NOT_FOUND_CACHE }).end('Not found');
        return;
      }
      for (const extra of options.extraRoutes ?? []) if (await extra(req, res, url)) return;
      if (route?.redirect) {
        res.writeHead(route.statusCode ?? 302, { location: route.redirect }).end();
        return;
      }
      if (options.devMiddleware) {
        // Vite's dev client needs inline scripts: no CSP in development, from the global headers or a route's (/telegram).
        const { 'Content-Security-Policy': _csp, ...routeHeaders } = route?.headers ?? {};
        for (const [name, value] of Object.entries({ ...globalHeaders, ...routeHeaders })) res.setHeader(name, value);
        options.devMiddleware(req, res, () => res.writeHead(404).end());
        return;
      }
      serveStatic(res, config, staticRoot, url.pathname, globalHeaders);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Erro interno');
    }
  });
  return new Promise((resolve) => {
    server.listen(options.port, options.hostname ?? '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
