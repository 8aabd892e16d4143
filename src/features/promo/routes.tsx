import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const promoRoutes: RouteObject[] = [
  { path: paths.promo, lazy: lazyScreen(() => import('./promo-screen'), 'PromoScreen') },
];
