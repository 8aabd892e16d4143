import { createBrowserRouter, type RouteObject } from 'react-router';
import { assetRoutes } from '../features/assets/routes';
import { chartRoutes } from '../features/chart/routes';
import { brokerRoutes } from '../features/brokers/routes';
import { homeRoutes } from '../features/home/routes';
import { infoRoutes, notFoundRoute } from '../features/info/routes';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { alertRoutes } from '../features/alerts/routes';
import { plansRoutes } from '../features/plans/routes';
import { promoRoutes } from '../features/promo/routes';
import { realtimeRoutes } from '../features/realtime/routes';
import { shopRoutes } from '../features/shop/routes';
import { telegramRoutes } from '../features/telegram/routes';
import { dashboardParts } from './dashboard-parts';
import { AppLayout } from './layout/app-layout';
import { ScreenError } from './screen-error';

/** Features meet only here: each contributes its routes; the 404 catch-all comes last. */
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...assetRoutes(dashboardParts),
  ...infoRoutes,
  ...brokerRoutes,
  ...shopRoutes,
  ...plansRoutes,
  ...accountRoutes,
  ...promoRoutes,
  ...alertRoutes,
  ...realtimeRoutes,
  ...chartRoutes,
  ...adminRoutes,
  notFoundRoute,
];

/**
 * Each screen has its own error boundary (the route's errorElement): a screen that throws shows an error in its
 * place instead of a blank page, the header, menu and footer around it keep working, and going to another route
 * clears it. A feature may give its routes their own error screen (the asset lists do); the others get ScreenError.
 */
const withErrorScreen = (route: RouteObject): RouteObject => ({ errorElement: <ScreenError />, ...route });

export function createAppRouter() {
  return createBrowserRouter([
    ...telegramRoutes.map(withErrorScreen),
    { path: '/', element: <AppLayout />, children: featureRoutes.map(withErrorScreen) },
  ]);
}
