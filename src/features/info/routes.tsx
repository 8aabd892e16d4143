import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

export const infoRoutes: RouteObject[] = [
  { path: paths.info, lazy: lazyScreen(() => import('./about-screen'), 'AboutScreen') },
  { path: paths.faq, lazy: lazyScreen(() => import('./faq-screen'), 'FaqScreen') },
  { path: paths.contact, lazy: lazyScreen(() => import('./contact-screen'), 'ContactScreen') },
  { path: paths.privacy, lazy: lazyScreen(() => import('./privacy-screen'), 'PrivacyScreen') },
  { path: paths.vix, lazy: lazyScreen(() => import('./vix-screen'), 'VixScreen') },
  { path: paths.prop, lazy: lazyScreen(() => import('./prop-desk-screen'), 'PropDeskScreen') },
  { path: paths.hire, lazy: lazyScreen(() => import('./hire-screen'), 'HireScreen') },
  { path: paths.notFound, lazy: lazyScreen(() => import('./not-found-screen'), 'NotFoundScreen') },
];
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: lazyScreen(() => import('./not-found-screen'), 'NotFoundScreen'),
};
