import { TickMarkType, type ChartOptions, type DeepPartial, type Time } from 'lightweight-charts';
import { axisTickLabel, candleDateLabel, type AxisTick } from './model/chart-format';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { COLORS } from './chart-colors';
import { toMs } from './chart-series';

const TICK_KIND: Record<TickMarkType, AxisTick> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'day',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'other',
  [TickMarkType.TimeWithSeconds]: 'other',
};

/** The chart's look and its Brazilian dates: times on the axis only for intraday timeframes. */
export function didiChartOptions(timeframe: Timeframe): DeepPartial<ChartOptions> {
  const intraday = timeframe !== 'D' && timeframe !== 'W';
  return {
    autoSize: true,
    layout: {
      background: { color: COLORS.background },
      textColor: COLORS.text,
      fontFamily: 'inherit',
      // The attribution is a link beside the chart (didi-chart.tsx): a link inside an image role is unreachable.
      attributionLogo: false,
      panes: { separatorColor: COLORS.grid },
    },
    grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
    localization: { locale: 'pt-BR', timeFormatter: (time: Time) => candleDateLabel(toMs(time), timeframe) },
    timeScale: {
      timeVisible: intraday,
      rightOffset: 4,
      tickMarkFormatter: (time: Time, type: TickMarkType) => axisTickLabel(toMs(time), timeframe, TICK_KIND[type]),
    },
    rightPriceScale: { minimumWidth: 64 },
  };
}
