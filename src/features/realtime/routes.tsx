import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { RealtimeScreen } from './realtime-screen';

export const realtimeRoutes: RouteObject[] = [{ path: paths.realtime, element: <RealtimeScreen /> }];
