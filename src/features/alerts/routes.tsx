import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DevicesScreen } from './devices-screen';
import { MyAlertsScreen } from './my-alerts-screen';
import { NotificationsScreen } from './notifications-screen';
import { TemplatesScreen } from './templates-screen';

/** The alert area's four tabs (spec 02 §2). */
export const alertRoutes: RouteObject[] = [
  { path: paths.templates, element: <TemplatesScreen /> },
  { path: paths.alerts, element: <MyAlertsScreen /> },
  { path: paths.notifications, element: <NotificationsScreen /> },
  { path: paths.devices, element: <DevicesScreen /> },
];
