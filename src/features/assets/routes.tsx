import type { RouteObject } from 'react-router';
import type { DashboardParts } from './dashboard-parts';
import type { DashboardList } from './dashboard-list';
import { LoadError } from './load-error';

type LazyElement = NonNullable<RouteObject['lazy']>;

// The lists' screens are their own chunk: the home page and the other screens do not wait on them (nor on the
// virtual grid). On a list's own address the page asks for the chunk beside the first script (vite.config.ts).
const listScreen =
  (list: Exclude<DashboardList, 'appuser'>, parts: DashboardParts): LazyElement =>
  async () => {
    const { AssetDashboardScreen } = await import('./asset-dashboard-screen');
    return { element: <AssetDashboardScreen list={list} parts={parts} /> };
  };

const ownAssetsScreen =
  (parts: DashboardParts): LazyElement =>
  async () => {
    const { OwnAssetsScreen } = await import('./own-assets-screen');
    return { element: <OwnAssetsScreen parts={parts} /> };
  };

/** /{list}/{exchanges}/{assetType} for the three lists; `parts` come from the features that own them. */
export function assetRoutes(parts: DashboardParts): RouteObject[] {
  const app = listScreen('app', parts);
  const appUser = ownAssetsScreen(parts);
  const agulhadas = listScreen('agulhadas', parts);
  // A list that fails to render shows the lists' own error screen; its reload starts the page afresh.
  const renderError = <LoadError onReload={() => window.location.reload()} />;
  const routes: RouteObject[] = [
    { path: '/app', lazy: app },
    { path: '/app/:exchanges', lazy: app },
    { path: '/app/:exchanges/:assetType', lazy: app },
    { path: '/appuser', lazy: appUser },
    { path: '/appuser/:exchanges', lazy: appUser },
    { path: '/appuser/:exchanges/:assetType', lazy: appUser },
    { path: '/lista-de-agulhadas-do-didi', lazy: agulhadas },
    { path: '/lista-de-agulhadas-do-didi/:exchanges', lazy: agulhadas },
    { path: '/lista-de-agulhadas-do-didi/:exchanges/:assetType', lazy: agulhadas },
  ];
  return routes.map((route) => ({ ...route, errorElement: renderError }));
}
