import { useEffect, useState } from 'react';
import { useAfterPaint } from '../../lib/use-after-paint';

// The charting library is its own chunk (~180 kB to compile), asked for once the text around the chart (head,
// legend, table, signals) has painted: fetched beside the data it would share the phone's bandwidth with them and
// hold back the page's first readable content. A reader pointing at a chart link loads it earlier (chart-intent.ts).
// Not React.lazy: a Suspense boundary that showed its fallback waits ~300 ms before revealing, longer than the
// chunk takes.
type DidiChartComponent = typeof import('./didi-chart').DidiChart;
let loadedChart: DidiChartComponent | null = null;
let loadingChart: Promise<DidiChartComponent> | null = null;

export function loadDidiChart(): Promise<DidiChartComponent> {
  loadingChart ??= import('./didi-chart').then((module) => (loadedChart = module.DidiChart));
  return loadingChart;
}

/** The chart component once its chunk has loaded (at once when it already has); asked for after `textShown` paints. */
export function useLazyDidiChart(textShown: boolean): DidiChartComponent | null {
  const [component, setComponent] = useState<DidiChartComponent | null>(() => loadedChart);
  const painted = useAfterPaint(textShown);
  useEffect(() => {
    if (component || !painted) return undefined;
    let live = true;
    void loadDidiChart().then((loaded) => live && setComponent(() => loaded));
    return () => {
      live = false;
    };
  }, [component, painted]);
  return component;
}
