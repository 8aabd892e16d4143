import type { RouteObject } from 'react-router-dom';
import { HomeScreen } from './home-screen';

export const homeRoutes: RouteObject[] = [{ index: true, element: <HomeScreen /> }];
