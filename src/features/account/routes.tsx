import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AccountScreen } from './account-screen';

export const accountRoutes: RouteObject[] = [{ path: paths.account, element: <AccountScreen /> }];
