import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

/** The back office: one layout with its section nav; each section is a child route (new sections slot in here and in admin-sections.ts). */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin,
    lazy: lazyScreen(() => import('./admin-layout'), 'AdminLayout'),
    children: [
      { index: true, lazy: lazyScreen(() => import('./pending-payments-screen'), 'PendingPaymentsScreen') },
      { path: paths.adminBrokerGrants, lazy: lazyScreen(() => import('./broker-grants-screen'), 'BrokerGrantsScreen') },
      {
        path: paths.adminPromoStudents,
        lazy: lazyScreen(() => import('./promo-students-screen'), 'PromoStudentsScreen'),
      },
      { path: paths.adminUsers, lazy: lazyScreen(() => import('./users-screen'), 'UsersScreen') },
      { path: paths.adminDeliveries, lazy: lazyScreen(() => import('./deliveries-screen'), 'DeliveriesScreen') },
      { path: paths.adminWaitlist, lazy: lazyScreen(() => import('./waitlist-screen'), 'WaitlistScreen') },
      { path: paths.adminAdmins, lazy: lazyScreen(() => import('./admins-screen'), 'AdminsScreen') },
      { path: paths.adminTrail, lazy: lazyScreen(() => import('./audit-trail-screen'), 'AuditTrailScreen') },
    ],
  },
];
