import type { RouteObject } from 'react-router-dom';
import { NotFoundScreen } from './not-found-screen';

export const infoRoutes: RouteObject[] = [{ path: '/404', element: <NotFoundScreen /> }];
export const notFoundRoute: RouteObject = { path: '*', element: <NotFoundScreen /> };
