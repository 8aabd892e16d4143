import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { BrokersScreen } from './brokers-screen';

export const brokerRoutes: RouteObject[] = [{ path: paths.brokers, element: <BrokersScreen /> }];
