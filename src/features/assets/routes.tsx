import type { RouteObject } from 'react-router-dom';
import { AssetDashboardScreen } from './asset-dashboard-screen';

const app = <AssetDashboardScreen list="app" />;
const appUser = <AssetDashboardScreen list="appuser" />;
const agulhadas = <AssetDashboardScreen list="agulhadas" />;

/** /{list}/{exchanges}/{assetType} for the three lists (spec 02 §2). */
export const assetRoutes: RouteObject[] = [
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
