import type { RouteObject } from 'react-router';
import { AssetDashboardScreen } from './asset-dashboard-screen';
import type { DashboardParts } from './dashboard-parts';
import { LoadError } from './load-error';
import { OwnAssetsScreen } from './own-assets-screen';

/** /{list}/{exchanges}/{assetType} for the three lists; `parts` come from the features that own them. */
export function assetRoutes(parts: DashboardParts): RouteObject[] {
  const app = <AssetDashboardScreen list="app" parts={parts} />;
  const appUser = <OwnAssetsScreen parts={parts} />;
  const agulhadas = <AssetDashboardScreen list="agulhadas" parts={parts} />;
  // A list that fails to render shows the lists' own error screen; its reload starts the page afresh.
  const renderError = <LoadError onReload={() => window.location.reload()} />;
  const routes: RouteObject[] = [
    { path: '/app', element: app },
    { path: '/app/:exchanges', element: app },
    { path: '/app/:exchanges/:assetType', element: app },
    { path: '/appuser', element: appUser },
    { path: '/appuser/:exchanges', element: appUser },
    { path: '/appuser/:exchanges/:assetType', element: appUser },
    { path: '/lista-de-agulhadas-do-didi', element: agulhadas },
    { path: '/lista-de-agulhadas-do-didi/:exchanges', element: agulhadas },
    { path: '/lista-de-agulhadas-do-didi/:exchanges/:assetType', element: agulhadas },
  ];
  return routes.map((route) => ({ ...route, errorElement: renderError }));
}
