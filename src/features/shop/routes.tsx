import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { CartScreen } from './cart-screen';
import { ShopCancelScreen, ShopSuccessScreen } from './shop-result-screens';
import { ShopScreen } from './shop-screen';

export const shopRoutes: RouteObject[] = [
  { path: paths.shop, element: <ShopScreen /> },
  { path: paths.cart, element: <CartScreen /> },
  { path: paths.shopSuccess, element: <ShopSuccessScreen /> },
  { path: paths.shopCancel, element: <ShopCancelScreen /> },
];
