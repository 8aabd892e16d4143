import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SwaConfig, SwaRoute } from '../local/src/runtime/swa-config';
import { CATEGORIES } from '@agulhadas/domain/categories';
import { dashboardListUrl } from '../src/features/assets/asset-list-url';
import { LIST_BASE } from '../src/features/assets/dashboard-list';

/**
 * The dashboard's list asked for by the page's own response: a route rule per dashboard path carries a
 * `Link: rel=preload` header for the list that path opens on (the URL src/early-list.ts then fetches, so the browser
 * hands that fetch the preloaded answer). The list then downloads beside the app's script instead of after it.
 * staticwebapp.config.json is static, so these rules are written here from the categories and kept there;
 * tests/unit/deploy/list-preloads.test.ts fails when they drift. `npm run swa:preloads` rewrites them.
 */
const PRELOADED_LISTS = ['app', 'agulhadas'] as const;
const isListPreload = (route: SwaRoute) => /\brel=preload\b/.test(route.headers?.Link ?? '');

export function listPreloadRoutes(): SwaRoute[] {
  const exchanges = [...new Set([...CATEGORIES.map((category) => category.exchanges), 'all'])];
  const routes: SwaRoute[] = [];
  for (const list of PRELOADED_LISTS) {
    const base = LIST_BASE[list];
    // SWA has no optional segment: the list's root, each exchange, and what follows an exchange (the asset type).
    for (const route of [base, ...exchanges.flatMap((exchange) => [`${base}/${exchange}`, `${base}/${exchange}/*`])]) {
      const url = dashboardListUrl(route.replace(/\*$/, 'stock'));
      if (url) routes.push({ route, headers: { Link: `<${url}>; rel=preload; as=fetch; crossorigin` } });
    }
  }
  return routes;
}

/** The config with its list preloads written afresh, after the other rules (none of which is a dashboard path). */
export function withListPreloads(config: SwaConfig & Record<string, unknown>): SwaConfig & Record<string, unknown> {
  return { ...config, routes: [...config.routes.filter((route) => !isListPreload(route)), ...listPreloadRoutes()] };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve('staticwebapp.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as SwaConfig & Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify(withListPreloads(config), null, 2)}\n`);
  console.log(`${file}: ${listPreloadRoutes().length} list preload routes`);
}
