import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRoute, type SwaConfig } from '../../../local/src/runtime/swa-config';
import { listPreloadRoutes, withListPreloads } from '../../../scripts/swa-list-preloads';
import { CATEGORIES } from '@agulhadas/domain/categories';
import { dashboardListUrl } from '../../../src/features/assets/asset-list-url';
import { listPath } from '../../../src/features/assets/dashboard-list';

const ROOT = path.resolve(__dirname, '../../..');
const config = JSON.parse(readFileSync(path.join(ROOT, 'staticwebapp.config.json'), 'utf8')) as SwaConfig &
  Record<string, unknown>;
const preloadOf = (pathname: string) =>
  /^<([^>]+)>; rel=preload; as=fetch; crossorigin$/.exec(findRoute(config, pathname)?.headers?.Link ?? '')?.[1] ?? null;

/** The dashboard's list asked for by the page's own response (scripts/swa-list-preloads.ts). */
describe('list preloads in staticwebapp.config.json', () => {
  it('are the ones the categories make (run `npm run swa:preloads` after changing them)', () => {
    expect(config).toEqual(withListPreloads(config));
    expect(listPreloadRoutes().length).toBeGreaterThan(0);
  });

  const dashboardPaths = [
    '/app',
    '/lista-de-agulhadas-do-didi',
    '/app/all',
    ...CATEGORIES.flatMap((category) => [
      listPath('app', category.exchanges, category.assetType),
      listPath('agulhadas', category.exchanges, category.assetType),
      listPath('app', category.exchanges),
    ]),
  ];

  it.each(dashboardPaths)('%s preloads exactly the list the page then fetches', (pathname) => {
    expect(dashboardListUrl(pathname)).not.toBeNull();
    expect(preloadOf(pathname)).toBe(dashboardListUrl(pathname));
  });

  it.each(['/', '/planos', '/appuser', '/appuser/all/stock', '/app/all/stock/extra/../x', '/alertas'])(
    '%s preloads no list of another path',
    (pathname) => {
      expect([null, dashboardListUrl(pathname)]).toContain(preloadOf(pathname));
    },
  );

  it('an own-assets path (VIP only) preloads nothing', () => {
    expect(preloadOf('/appuser/all/stock')).toBeNull();
  });
});
