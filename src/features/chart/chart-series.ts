import {
  LineSeries,
  LineStyle,
  type AutoscaleInfo,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import type { ChartData, ChartLine } from '@agulhadas/domain/chart';
import { priceAxisRange } from './model/chart-format';
import { COLORS } from './chart-colors';

function lineData(
  times: readonly UTCTimestamp[],
  values: readonly (number | null)[],
  scale = 1,
): (LineData | WhitespaceData)[] {
  return times.map((time, i) => {
    const value = values[i];
    return value === null ? { time } : { time, value: value * scale };
  });
}

/** The price panel's series fit their range with margins that stop at zero (the scale's own margins are off). */
export function clampedAutoscale(original: () => AutoscaleInfo | null): AutoscaleInfo | null {
  const info = original();
  if (!info?.priceRange) return info;
  return { ...info, priceRange: priceAxisRange(info.priceRange.minValue, info.priceRange.maxValue) };
}

/** Adds one line of `data.lines` to a pane, at the chart's times of its candles (chart-time.ts). */
export function addLine(
  chart: IChartApi,
  data: ChartData,
  times: readonly UTCTimestamp[],
  line: ChartLine,
  pane: number,
  color: string,
  format: object,
  scale = 1,
  width: 1 | 2 = 1,
): ISeriesApi<'Line'> {
  const autoscale = pane === 0 ? { autoscaleInfoProvider: clampedAutoscale } : {};
  const series = chart.addSeries(
    LineSeries,
    {
      color,
      lineWidth: width,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
      priceFormat: format,
      ...autoscale,
    },
    pane,
  );
  series.setData(lineData(times, data.lines[line], scale));
  return series;
}

/** A dashed level across a panel (the Didi axis, the ADX 32, the stochastic bounds). */
export function referenceLine(series: ISeriesApi<'Line'>, price: number, title = '') {
  series.createPriceLine({
    price,
    color: COLORS.reference,
    lineWidth: 1,
    lineStyle: LineStyle.Dashed,
    axisLabelVisible: true,
    title,
  });
}
