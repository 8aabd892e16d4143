import type { RouteObject } from 'react-router-dom';
import { paths } from '../../app/paths';
import { lazyScreen } from '../../lib/lazy-screen';

/** The chart screen and its charting library load only when a chart opens: the dashboard's first load does not carry them. */
export const chartRoutes: RouteObject[] = [{ path: paths.chartRoute, lazy: lazyScreen(() => import('./chart-screen'), 'ChartScreen') }];
