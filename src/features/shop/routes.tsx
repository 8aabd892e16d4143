import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const shopRoutes: RouteObject[] = [
  { path: paths.shop, lazy: lazyScreen(() => import('./shop-screen'), 'ShopScreen') },
  { path: paths.cart, lazy: lazyScreen(() => import('./cart-screen'), 'CartScreen') },
  { path: paths.shopSuccess, lazy: lazyScreen(() => import('./shop-result-screens'), 'ShopSuccessScreen') },
  { path: paths.shopCancel, lazy: lazyScreen(() => import('./shop-result-screens'), 'ShopCancelScreen') },
];
