import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const plansRoutes: RouteObject[] = [
  { path: paths.plans, lazy: lazyScreen(() => import('./plans-screen'), 'PlansScreen') },
  { path: paths.subscribed, lazy: lazyScreen(() => import('./subscribed-screen'), 'SubscribedScreen') },
];
