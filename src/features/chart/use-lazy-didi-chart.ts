import { useEffect, useState } from 'react';

// The charting library is its own chunk, requested as soon as this screen's code runs (beside the data). Not
// React.lazy: a Suspense boundary that showed its fallback waits ~300 ms before revealing, longer than the chunk takes.
type DidiChartComponent = typeof import('./didi-chart').DidiChart;
let loadedChart: DidiChartComponent | null = null;
const loadingChart = import('./didi-chart').then((module) => (loadedChart = module.DidiChart));

/** The chart component once its chunk has loaded (at once when it already has). */
export function useLazyDidiChart(): DidiChartComponent | null {
  const [component, setComponent] = useState<DidiChartComponent | null>(() => loadedChart);
  useEffect(() => {
    if (component) return undefined;
    let live = true;
    void loadingChart.then((loaded) => live && setComponent(() => loaded));
    return () => {
      live = false;
    };
  }, [component]);
  return component;
}
