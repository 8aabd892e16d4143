import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const plansRoutes: RouteObject[] = [
  { path: paths.plans, lazy: lazyScreen(() => import('./plans-screen'), 'PlansScreen') },
  { path: paths.subscribed, lazy: lazyScreen(() => import('./subscribed-screen'), 'SubscribedScreen') },
];
