import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

/** The alert area's four tabs. */
export const alertRoutes: RouteObject[] = [
  { path: paths.templates, lazy: lazyScreen(() => import('./templates-screen'), 'TemplatesScreen') },
  { path: paths.alerts, lazy: lazyScreen(() => import('./my-alerts-screen'), 'MyAlertsScreen') },
  { path: paths.notifications, lazy: lazyScreen(() => import('./notifications-screen'), 'NotificationsScreen') },
  { path: paths.devices, lazy: lazyScreen(() => import('./devices-screen'), 'DevicesScreen') },
];
