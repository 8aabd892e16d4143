import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const accountRoutes: RouteObject[] = [
  { path: paths.account, lazy: lazyScreen(() => import('./account-screen'), 'AccountScreen') },
];
