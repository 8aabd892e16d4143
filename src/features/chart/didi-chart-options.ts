import { TickMarkType, type ChartOptions, type DeepPartial, type Time } from 'lightweight-charts';
import { axisTickLabel, chartTimeLabel, type AxisTick } from '@agulhadas/domain/presentation/candle-label';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { COLORS } from './chart-colors';
import { toMs } from './chart-time';

const TICK_KIND: Record<TickMarkType, AxisTick> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'time',
};

/**
 * The chart's look and its Brazilian dates: times on the axis only for intraday timeframes. The chart is given chart
 * times (chart-time.ts), so its crosshair label and ticks read them in UTC: trading days for daily and weekly charts,
 * Brasília's clock for intraday ones.
 */
export function didiChartOptions(
  timeframe: Timeframe,
  onTick: (label: string, tick: AxisTick) => void = () => undefined,
): DeepPartial<ChartOptions> {
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
    localization: { locale: 'pt-BR', timeFormatter: (time: Time) => chartTimeLabel(toMs(time), timeframe) },
    timeScale: {
      timeVisible: intraday,
      rightOffset: 4,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const label = axisTickLabel(toMs(time), timeframe, TICK_KIND[type]);
        onTick(label, TICK_KIND[type]);
        return label;
      },
    },
    rightPriceScale: { minimumWidth: 64 },
  };
}
