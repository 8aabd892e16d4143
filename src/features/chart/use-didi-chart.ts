import { useEffect, useRef } from 'react';
import type { ChartData, MarkedSignal } from '@agulhadas/domain/chart';
import { markerOf } from './chart-marker';
import type { ChartPanels } from './chart-panels';
import { chartTimes } from './chart-time';
import { createDidiChart, type DrawnDidiChart } from './create-didi-chart';

export interface DidiChartProps {
  data: ChartData;
  panels: ChartPanels;
  /** Kinds of signal the reader chose not to see marked. */
  hiddenKinds: ReadonlySet<MarkedSignal>;
  /** Candle to bring into view and point at (a signal picked in the list). */
  focus: { index: number } | null;
  onHover: (index: number | null) => void;
}

/**
 * Keeps the drawn chart in step with its props: redrawn for new data or panels, marks redrawn when the reader
 * hides a kind, brought to a picked signal. Returns the ref of the element it draws in.
 */
export function useDidiChart({ data, panels, hiddenKinds, focus, onHover }: DidiChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<DrawnDidiChart | null>(null);
  const hover = useRef(onHover);
  hover.current = onHover;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const drawn = createDidiChart(element, data, panels, (index) => hover.current(index));
    chartRef.current = drawn;
    return () => {
      chartRef.current = null;
      drawn.chart.remove();
    };
  }, [data, panels]);

  useEffect(() => {
    const lastTime = data.time[data.time.length - 1];
    const times = chartTimes(data);
    const indexOf = new Map(data.time.map((t, i) => [t, i]));
    const shown = data.marks.flatMap((m) => {
      const index = indexOf.get(m.time);
      return index === undefined || hiddenKinds.has(m.kind)
        ? []
        : [markerOf(m, times[index], data.forming && m.time === lastTime)];
    });
    chartRef.current?.markers.setMarkers(shown);
  }, [data, panels, hiddenKinds]);

  useEffect(() => {
    const current = chartRef.current;
    if (focus === null || !current) return undefined;
    const { index } = focus;
    current.chart.timeScale().setVisibleLogicalRange({ from: index - 45, to: index + 15 });
    // The new range is laid out on the next frame; a crosshair placed before it would land on the old layout's candle.
    const frame = requestAnimationFrame(() =>
      current.chart.setCrosshairPosition(data.close[index], chartTimes(data)[index], current.candles),
    );
    return () => cancelAnimationFrame(frame);
  }, [focus, data]);

  return container;
}
