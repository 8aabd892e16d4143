import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const brokerRoutes: RouteObject[] = [
  { path: paths.brokers, lazy: lazyScreen(() => import('./brokers-screen'), 'BrokersScreen') },
];
