import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const promoRoutes: RouteObject[] = [{ path: paths.promo, lazy: lazyScreen(() => import('./promo-screen'), 'PromoScreen') }];
