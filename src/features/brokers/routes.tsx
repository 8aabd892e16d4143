import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const brokerRoutes: RouteObject[] = [{ path: paths.brokers, lazy: lazyScreen(() => import('./brokers-screen'), 'BrokersScreen') }];
