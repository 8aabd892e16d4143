import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type CandlestickData,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartData } from '@agulhadas/domain/chart';
// By module, not the signals index: the index brings the whole reading engine, which the drawing does not run.
import { ADX_REFERENCE } from '@agulhadas/domain/signals/trend';
import { STOCHASTIC_OVERBOUGHT, STOCHASTIC_OVERSOLD } from '@agulhadas/domain/signals/stochastic-zone';
import { COLORS } from './chart-colors';
import { decimals, didiFormat, priceFormatOf } from './chart-formats';
import type { ChartPanels } from './chart-panels';
import { addLine, clampedAutoscale, referenceLine } from './chart-series';
import { chartTimes } from './chart-time';
import { didiChartOptions } from './didi-chart-options';
import type { AxisTick } from '@agulhadas/domain/presentation/candle-label';

/** Candles, drawn grey when the last one is still forming: its values and marks can still change. */
function addCandles(
  chart: IChartApi,
  data: ChartData,
  times: readonly UTCTimestamp[],
  priceFormat: ReturnType<typeof priceFormatOf>,
) {
  const last = data.time.length - 1;
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: COLORS.up,
    downColor: COLORS.down,
    borderVisible: false,
    wickUpColor: COLORS.up,
    wickDownColor: COLORS.down,
    priceFormat,
    autoscaleInfoProvider: clampedAutoscale,
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0, bottom: 0 } });
  candles.setData(
    data.time.map((_, i): CandlestickData => {
      const bar = { time: times[i], open: data.open[i], high: data.high[i], low: data.low[i], close: data.close[i] };
      return data.forming && i === last ? { ...bar, color: COLORS.forming, wickColor: COLORS.forming } : bar;
    }),
  );
  return candles;
}

/**
 * A light band behind every candle where a needle's averages met (the mark is on the candle that completed the order,
 * one or two candles later): a full-height column on its own hidden scale, drawn before the candles so it stays behind.
 */
function addMeetingShading(chart: IChartApi, data: ChartData, times: readonly UTCTimestamp[]) {
  const meeting = new Set(data.marks.flatMap((mark) => mark.meeting ?? []));
  if (meeting.size === 0) return;
  const shading = chart.addSeries(HistogramSeries, {
    priceScaleId: 'meeting',
    color: COLORS.meeting,
    priceLineVisible: false,
    lastValueVisible: false,
    autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 1 } }),
  });
  shading.priceScale().applyOptions({ scaleMargins: { top: 0, bottom: 0 }, visible: false });
  shading.setData(times.filter((_time, index) => meeting.has(data.time[index])).map((time) => ({ time, value: 1 })));
}

/** Didi Index in % around its axis (the 8), DMI/ADX with the 32 line, then the optional panels; the price panel the tallest. */
function addIndicatorPanes(chart: IChartApi, data: ChartData, times: readonly UTCTimestamp[], panels: ChartPanels) {
  const curta = addLine(chart, data, times, 'didiCurta', 1, COLORS.ma3, didiFormat, 100, 2);
  addLine(chart, data, times, 'didiLonga', 1, COLORS.ma20, didiFormat, 100, 2);
  referenceLine(curta, 0);
  addLine(chart, data, times, 'diPlus', 2, COLORS.buy, decimals(1));
  addLine(chart, data, times, 'diMinus', 2, COLORS.sell, decimals(1));
  referenceLine(addLine(chart, data, times, 'adx', 2, COLORS.adx, decimals(1), 1, 2), ADX_REFERENCE);
  let pane = 3;
  if (panels.stochastic) {
    const k = addLine(chart, data, times, 'stochK', pane, COLORS.ma3, decimals(1));
    addLine(chart, data, times, 'stochD', pane, COLORS.ma20, decimals(1));
    referenceLine(k, STOCHASTIC_OVERBOUGHT);
    referenceLine(k, STOCHASTIC_OVERSOLD);
    pane += 1;
  }
  if (panels.trix) {
    referenceLine(addLine(chart, data, times, 'trix', pane, COLORS.ma3, decimals(3)), 0);
    addLine(chart, data, times, 'trixSignal', pane, COLORS.ma20, decimals(3));
  }
  const [pricePane, ...others] = chart.panes();
  pricePane.setStretchFactor(others.length + 1);
  for (const other of others) other.setStretchFactor(1);
}

/**
 * Writes the time axis's labels, as the chart formats them, on the element (`data-time-ticks`, 'day:28 nov|time:10:00'):
 * the axis is drawn on a canvas, and this is how its dates can be read without one (tests, tools).
 */
function axisLabelsOn(element: HTMLElement) {
  const labels = new Set<string>();
  let frame = 0;
  return (label: string, tick: AxisTick) => {
    labels.add(`${tick}:${label}`);
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      element.dataset.timeTicks = [...labels].join('|');
    });
  };
}

/**
 * Draws the Didi chart in `element`: candles with the 3, 8 and 20 averages and Bollinger (8, 2), a markers layer
 * for the signals, the needles' meeting candles shaded, and the indicator panels. `onHover` hears the candle under the reader's pointer.
 */
export function createDidiChart(
  element: HTMLElement,
  data: ChartData,
  panels: ChartPanels,
  onHover: (index: number | null) => void,
) {
  const chart = createChart(element, didiChartOptions(data.timeframe, axisLabelsOn(element)));
  const priceFormat = priceFormatOf(data.priceDigits);
  const times = chartTimes(data);
  addMeetingShading(chart, data, times);
  const candles = addCandles(chart, data, times, priceFormat);
  addLine(chart, data, times, 'bbUpper', 0, COLORS.bollinger, priceFormat);
  addLine(chart, data, times, 'bbLower', 0, COLORS.bollinger, priceFormat);
  addLine(chart, data, times, 'ma20', 0, COLORS.ma20, priceFormat, 1, 2);
  addLine(chart, data, times, 'ma8', 0, COLORS.ma8, priceFormat, 1, 2);
  addLine(chart, data, times, 'ma3', 0, COLORS.ma3, priceFormat, 1, 2);
  const markers = createSeriesMarkers(candles, []);
  addIndicatorPanes(chart, data, times, panels);

  const indexOf = new Map(times.map((time, i) => [time, i]));
  // Only the reader's pointer moves the legend: the crosshair set on a picked signal is not a hover.
  chart.subscribeCrosshairMove((param) => {
    if (param.sourceEvent === undefined && param.time !== undefined) return;
    onHover(param.time === undefined ? null : (indexOf.get(param.time as UTCTimestamp) ?? null));
  });
  return { chart, candles, markers };
}

export type DrawnDidiChart = ReturnType<typeof createDidiChart>;
