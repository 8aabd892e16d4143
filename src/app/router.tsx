import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { assetRoutes } from '../features/assets/routes';
import { chartRoutes } from '../features/chart/routes';
import { brokerRoutes } from '../features/brokers/routes';
import { homeRoutes } from '../features/home/routes';
import { infoRoutes, notFoundRoute } from '../features/info/routes';
import { accountRoutes } from '../features/account/routes';
import { alertRoutes } from '../features/alerts/routes';
import { plansRoutes } from '../features/plans/routes';
import { promoRoutes } from '../features/promo/routes';
import { realtimeRoutes } from '../features/realtime/routes';
import { shopRoutes } from '../features/shop/routes';
import { telegramRoutes } from '../features/telegram/routes';
import { dashboardParts } from './dashboard-parts';
import { AppLayout } from './layout/app-layout';

/** Features meet only here: each contributes its routes; the 404 catch-all comes last. */
const featureRoutes: RouteObject[] = [...homeRoutes, ...assetRoutes(dashboardParts), ...infoRoutes, ...brokerRoutes, ...shopRoutes, ...plansRoutes, ...accountRoutes, ...promoRoutes, ...alertRoutes, ...realtimeRoutes, ...chartRoutes];

export function createAppRouter() {
  return createBrowserRouter([...telegramRoutes, { path: '/', element: <AppLayout />, children: [...featureRoutes, notFoundRoute] }]);
}
