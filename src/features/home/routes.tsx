import type { RouteObject } from 'react-router';
import { HomeScreen } from './home-screen';

export const homeRoutes: RouteObject[] = [{ index: true, element: <HomeScreen /> }];
