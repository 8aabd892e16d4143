import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';

/** Outside the site layout: inside Telegram the page shows no menu or header. */
export const telegramRoutes: RouteObject[] = [
  { path: paths.telegram, lazy: lazyScreen(() => import('./telegram-screen'), 'TelegramScreen') },
];
