import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PlansScreen } from './plans-screen';
import { SubscribedScreen } from './subscribed-screen';

export const plansRoutes: RouteObject[] = [
  { path: paths.plans, element: <PlansScreen /> },
  { path: paths.subscribed, element: <SubscribedScreen /> },
];
