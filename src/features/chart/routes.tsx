import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';
import { preloadChartsOnIntent } from './chart-intent';
import { preloadChart } from './use-chart';

preloadChartsOnIntent();

/**
 * The chart screen and its charting library load only when a chart opens: the dashboard's first load does not carry
 * them. The loader starts the data's request beside the screen's chunk; the charting library follows once the text
 * has painted (use-lazy-didi-chart.ts), or earlier when a reader points at a chart link (chart-intent.ts).
 */
export const chartRoutes: RouteObject[] = [
  {
    path: paths.chartRoute,
    loader: ({ params, request }) => {
      preloadChart(
        `${params.exchange ?? ''}:${params.symbol ?? ''}`,
        params.timeframe ?? '',
        new URL(request.url).searchParams.get('u'),
      );
      return null;
    },
    lazy: lazyScreen(() => import('./chart-screen'), 'ChartScreen'),
  },
];
