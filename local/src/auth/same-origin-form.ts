import type http from 'node:http';
import { escapeHtml } from '../lib/escape-html';

/**
 * Cross-site forms: a page elsewhere (another site, or another port of localhost, which shares its cookies) can
 * make the browser post to the local pages with the user's cookies. A post is taken only when the browser says it
 * comes from this origin: an `Origin` naming the host it was sent to, or, when no `Origin` is sent,
 * `Sec-Fetch-Site: same-origin`. Neither (a client that is not a browser page) is refused too.
 */
export function isSameOriginPost(req: http.IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return site === 'same-origin';
  try {
    return new URL(origin).host.toLowerCase() === (req.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/** 403 with a page that says what happened and where to start again. */
export function refuseForeignPost(res: http.ServerResponse, retry: { href: string; label: string }): void {
  res.writeHead(403, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Envio recusado</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:flex;justify-content:center;padding:2rem}main{max-width:30rem;background:#fff;border-radius:12px;padding:1.5rem}a{color:#1d4ed8}</style></head>
<body><main><h1>Envio recusado</h1><p>Este formulário não foi enviado a partir desta página, ou a página expirou. Por segurança, nada foi feito.</p>
<p><a href="${escapeHtml(retry.href)}">${escapeHtml(retry.label)}</a></p></main></body></html>`);
}
