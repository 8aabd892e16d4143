import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRoute, isFallbackExcluded, loadSwaConfig, routeMatches } from '../../../local/src/runtime/swa-config';

describe('staticwebapp.config.json as the local front reads it', () => {
  const config = loadSwaConfig(path.resolve(__dirname, '../../../staticwebapp.config.json'));

  it('redirects /login to the Kinde login returning to /app, and /logout to the auth logout', () => {
    expect(findRoute(config, '/login')?.redirect).toBe('/.auth/login/kinde?post_login_redirect_uri=/app');
    expect(findRoute(config, '/logout')?.redirect).toMatch(/^\/\.auth\/logout/);
  });

  it('falls back to the SPA for routes but not for assets or logos', () => {
    expect(isFallbackExcluded(config, '/app/BMFBOVESPA')).toBe(false);
    expect(isFallbackExcluded(config, '/logo/symbols/BMFBOVESPA-PETR4.svg')).toBe(true);
    expect(isFallbackExcluded(config, '/favicon.svg')).toBe(true);
  });

  it("serves the service worker and the manifest fresh, and never the SPA in their place or an icon's", () => {
    expect(findRoute(config, '/sw.js')?.headers).toEqual({
      'cache-control': 'no-cache',
      'content-type': 'text/javascript; charset=utf-8',
    });
    expect(findRoute(config, '/manifest.webmanifest')?.headers).toEqual({ 'cache-control': 'no-cache' });
    for (const file of ['/sw.js', '/manifest.webmanifest', '/icons/icon-512.png', '/apple-touch-icon.png'])
      expect(isFallbackExcluded(config, file)).toBe(true);
  });

  it('lets anonymous callers reach the health report, never cached', () => {
    // allowedRoles and methods are enforced by SWA itself, not the local front: read them from the file.
    const { routes } = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../staticwebapp.config.json'), 'utf8'),
    ) as {
      routes: Array<{ route: string; methods?: string[]; allowedRoles?: string[] }>;
    };
    expect(routes.find((route) => route.route === '/api/health')).toMatchObject({
      methods: ['GET'],
      allowedRoles: ['anonymous'],
    });
    expect(findRoute(config, '/api/health')?.headers).toEqual({ 'cache-control': 'no-store' });
  });

  it('matches wildcards and alternatives like SWA', () => {
    expect(routeMatches('/assets/*', '/assets/index-abc.js')).toBe(true);
    expect(routeMatches('/*.{svg,png}', '/x.png')).toBe(true);
    expect(routeMatches('/*.{svg,png}', '/x.jpg')).toBe(false);
  });

  it('sets the security headers on every response', () => {
    const headers = config.globalHeaders ?? {};
    expect(headers['Content-Security-Policy']).toContain("script-src 'self'");
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBeTruthy();
  });
});

describe('the Telegram mini-page headers', () => {
  const config = loadSwaConfig(path.resolve(__dirname, '../../../staticwebapp.config.json'));

  it('may be framed by Telegram Web only, with the same script policy as the rest of the site', () => {
    const csp = findRoute(config, '/telegram')?.headers?.['Content-Security-Policy'] ?? '';
    expect(csp).toContain('frame-ancestors https://web.telegram.org');
    expect(csp.replace(/frame-ancestors[^;]*/, '')).toBe(
      (config.globalHeaders?.['Content-Security-Policy'] ?? '').replace(/frame-ancestors[^;]*/, ''),
    );
  });
});
