import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AboutScreen } from './about-screen';
import { ContactScreen } from './contact-screen';
import { FaqScreen } from './faq-screen';
import { HireScreen } from './hire-screen';
import { NotFoundScreen } from './not-found-screen';
import { PrivacyScreen } from './privacy-screen';
import { PropDeskScreen } from './prop-desk-screen';
import { VixScreen } from './vix-screen';

export const infoRoutes: RouteObject[] = [
  { path: paths.info, element: <AboutScreen /> },
  { path: paths.faq, element: <FaqScreen /> },
  { path: paths.contact, element: <ContactScreen /> },
  { path: paths.privacy, element: <PrivacyScreen /> },
  { path: paths.vix, element: <VixScreen /> },
  { path: paths.prop, element: <PropDeskScreen /> },
  { path: paths.hire, element: <HireScreen /> },
  { path: paths.notFound, element: <NotFoundScreen /> },
];
export const notFoundRoute: RouteObject = { path: '*', element: <NotFoundScreen /> };
