import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const realtimeRoutes: RouteObject[] = [
  { path: paths.realtime, lazy: lazyScreen(() => import('./realtime-screen'), 'RealtimeScreen') },
];
