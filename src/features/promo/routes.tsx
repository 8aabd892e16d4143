import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PromoScreen } from './promo-screen';

export const promoRoutes: RouteObject[] = [{ path: paths.promo, element: <PromoScreen /> }];
