import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyScreen } from '../../lib/lazy-screen';
import { preloadChartCode, preloadChartsOnIntent } from './chart-intent';
import { preloadChart } from './use-chart';

preloadChartsOnIntent();

/**
 * The chart screen and its charting library load only when a chart opens: the dashboard's first load does not carry
 * them. The loader starts the data's request and both chunks together (and chart-intent.ts earlier, when a reader
 * points at a chart link).
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
      void preloadChartCode().catch(() => undefined);
      return null;
    },
    lazy: lazyScreen(() => import('./chart-screen'), 'ChartScreen'),
  },
];
