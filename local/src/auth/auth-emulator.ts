import type http from 'node:http';
import { z } from 'zod';
import type { Principal } from '../../../api/src/http/principal';
import { DEMO_USERS, localUserId } from '../demo/demo-users';
import { escapeHtml } from '../lib/escape-html';
import { FORM_TOKEN_FIELD, formToken, formTokenMatches, newFormNonce } from './form-token';
import { readCookie } from './read-cookie';
import { isSameOriginPost, refuseForeignPost } from './same-origin-form';

/**
 * Local stand-in for SWA's /.auth endpoints with the Kinde provider. The session is the cookie the
 * SWA CLI emulator uses (`StaticWebAppsAuthCookie` = Base64 of the client principal), so tests and
 * tools that know the emulator work unchanged. At login it asks the rolesSource function for the
 * roles, as SWA does in Azure.
 */
export const AUTH_COOKIE = 'StaticWebAppsAuthCookie';

/**
 * Login CSRF: a page elsewhere could post the login form with its own e-mail and sign the victim into that account.
 * Each view of the login page sets this cookie (a nonce, only for the login path) and puts the matching token in its
 * forms; a post needs both, and a same-origin Origin.
 */
const LOGIN_FORM_COOKIE = 'LocalLoginForm';
const LOGIN_PATH = '/.auth/login/kinde';
const LOGIN_PURPOSE = 'local-login';

export type RolesLookup = (identity: { userId: string; userDetails: string; name: string }) => Promise<string[]>;

const loginForm = z.object({
  email: z.string().trim().toLowerCase().email().max(200),
  name: z.string().trim().max(80).default(''),
  redirect: z.string().max(500).default('/app'),
});

export function principalFromCookie(req: http.IncomingMessage): Principal | null {
  const raw = readCookie(req, AUTH_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8')) as Principal;
    return parsed && typeof parsed.userId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

const SAME_SITE = 'http://same-site.invalid';

/**
 * Only same-site paths: an open redirect after login would be a phishing aid. Browsers read `/\host` as `//host` and
 * drop tabs and newlines from URLs, so a path with a backslash or a control character is refused outright, and what
 * is left must stay on the same origin once resolved.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  if (!target || !target.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  const url = new URL(target, SAME_SITE);
  return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

function loginPage(redirect: string, token: string, error = ''): string {
  const tokenField = `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">`;
  const demoButtons = DEMO_USERS.map(
    (user) => `<form method="post" class="demo">${tokenField}
      <input type="hidden" name="email" value="${escapeHtml(user.email)}">
      <input type="hidden" name="name" value="${escapeHtml(user.name)}">
      <input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
      <button type="submit">Entrar como ${escapeHtml(user.name)} <small>(${user.admin ? 'admin' : (user.level ?? 'Registered')})</small></button>
    </form>`,
  ).join('\n');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entrar — login local</title>
<style>body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:flex;justify-content:center;padding:2rem}
main{max-width:28rem;width:100%;background:#1e293b;border-radius:12px;padding:1.5rem}h1{font-size:1.4rem;margin:0 0 .25rem}
p.note{color:#fbbf24;font-size:.85rem;margin:0 0 1rem}.demo button,.custom button{width:100%;padding:.7rem;margin:.25rem 0;border:0;border-radius:8px;background:#22c55e;color:#052e16;font-weight:600;cursor:pointer;text-align:left}
.demo button small{font-weight:400}label{display:block;margin:.6rem 0 .2rem}input[type=email],input[type=text]{width:100%;padding:.6rem;border-radius:8px;border:1px solid #475569;background:#0f172a;color:#e2e8f0;box-sizing:border-box}
.error{color:#f87171}</style></head>
<body><main><h1>Entrar</h1><p class="note">Login local: emulação do provedor Kinde (sem nuvem). Em produção esta tela é a do Kinde.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<h2>Contas de demonstração</h2>${demoButtons}
<h2>Outra conta</h2>
<form method="post" class="custom">${tokenField}<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Nome</label><input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Entrar</button></form></main></body></html>`;
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, headers: Record<string, string | string[]>, body = ''): void {
  res.writeHead(status, headers);
  res.end(body);
}

/** The login page, with a new view nonce in its cookie and the matching token in its forms. */
function sendLoginPage(res: http.ServerResponse, status: number, redirect: string, error = ''): void {
  const nonce = newFormNonce();
  send(
    res,
    status,
    {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'set-cookie': `${LOGIN_FORM_COOKIE}=${nonce}; Path=${LOGIN_PATH}; HttpOnly; SameSite=Strict`,
    },
    loginPage(redirect, formToken(LOGIN_PURPOSE, nonce), error),
  );
}

/** Handles the /.auth paths the emulator knows; returns false for any other (the front answers 404, as the SWA CLI does). */
export async function handleAuth(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  lookupRoles: RolesLookup,
): Promise<boolean> {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/.auth/me') {
    send(
      res,
      200,
      { 'content-type': 'application/json', 'cache-control': 'no-store' },
      JSON.stringify({ clientPrincipal: principalFromCookie(req) }),
    );
    return true;
  }
  if (path === '/.auth/logout') {
    const target = safeRedirect(url.searchParams.get('post_logout_redirect_uri'), '/');
    send(res, 302, { location: target, 'set-cookie': `${AUTH_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });
    return true;
  }
  if (path === LOGIN_PATH) {
    const redirect = safeRedirect(url.searchParams.get('post_login_redirect_uri'), '/app');
    if (req.method !== 'POST') {
      sendLoginPage(res, 200, redirect);
      return true;
    }
    const fields = isSameOriginPost(req) ? await readForm(req) : null;
    if (!fields || !formTokenMatches(LOGIN_PURPOSE, readCookie(req, LOGIN_FORM_COOKIE), fields.get(FORM_TOKEN_FIELD))) {
      refuseForeignPost(res, {
        href: `${LOGIN_PATH}?post_login_redirect_uri=${encodeURIComponent(redirect)}`,
        label: 'Abrir a página de login de novo',
      });
      return true;
    }
    const form = loginForm.safeParse(Object.fromEntries(fields.entries()));
    if (!form.success) {
      sendLoginPage(res, 400, redirect, 'Informe um e-mail válido.');
      return true;
    }
    const userId = localUserId(form.data.email);
    const name = form.data.name || form.data.email.split('@')[0]!;
    const roles = await lookupRoles({ userId, userDetails: form.data.email, name });
    const principal: Principal = {
      identityProvider: 'kinde',
      userId,
      userDetails: form.data.email,
      userRoles: ['anonymous', 'authenticated', ...roles],
      claims: [{ typ: 'name', val: name }],
    };
    const cookie = Buffer.from(JSON.stringify(principal)).toString('base64');
    send(res, 302, {
      location: safeRedirect(form.data.redirect, '/app'),
      'set-cookie': [
        `${AUTH_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax`,
        `${LOGIN_FORM_COOKIE}=; Path=${LOGIN_PATH}; HttpOnly; SameSite=Strict; Max-Age=0`,
      ],
    });
    return true;
  }
  return false;
}
