import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  LineSeries,
  LineStyle,
  TickMarkType,
  type AutoscaleInfo,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type LineData,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { ChartData, ChartLine, ChartMark, MarkedSignal } from '../../domain/chart';
import { axisTickLabel, candleDateLabel, priceAxisRange, type AxisTick } from '../../domain/presentation/chart-format';
import { formatPriceWith, type PriceDigits } from '../../domain/presentation/format';
import { ADX_REFERENCE, STOCHASTIC_OVERBOUGHT, STOCHASTIC_OVERSOLD } from '../../domain/signals';
import type { Timeframe } from '../../domain/timeframes';
import { COLORS, MARK_STYLE } from './chart-colors';

export interface ChartPanels {
  stochastic: boolean;
  trix: boolean;
}

interface DidiChartProps {
  data: ChartData;
  panels: ChartPanels;
  /** Kinds of signal the reader chose not to see marked. */
  hiddenKinds: ReadonlySet<MarkedSignal>;
  /** Candle to bring into view and point at (a signal picked in the list). */
  focus: { index: number } | null;
  onHover: (index: number | null) => void;
}

const toTime = (ms: number) => (ms / 1000) as UTCTimestamp;
const toMs = (time: Time) => (time as number) * 1000;

function lineData(times: readonly number[], values: readonly (number | null)[], scale = 1): (LineData | WhitespaceData)[] {
  return times.map((t, i) => {
    const value = values[i];
    return value === null ? { time: toTime(t) } : { time: toTime(t), value: value * scale };
  });
}

const decimals = (digits: number) => ({
  type: 'custom' as const,
  minMove: 10 ** -digits,
  formatter: (v: number) => v.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
});
/** The price panel's scale: the asset's digits, its tick as the smallest step. */
const priceFormatOf = (digits: PriceDigits) => ({ type: 'custom' as const, minMove: 10 ** -digits.max, formatter: (v: number) => formatPriceWith(v, digits) });
const didiFormat = { type: 'custom' as const, minMove: 0.001, formatter: (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %` };

/** The price panel's series fit their range with margins that stop at zero (the scale's own margins are off). */
function clampedAutoscale(original: () => AutoscaleInfo | null): AutoscaleInfo | null {
  const info = original();
  if (!info?.priceRange) return info;
  return { ...info, priceRange: priceAxisRange(info.priceRange.minValue, info.priceRange.maxValue) };
}

const TICK_KIND: Record<TickMarkType, AxisTick> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'day',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'other',
  [TickMarkType.TimeWithSeconds]: 'other',
};

function markerOf(mark: ChartMark, forming: boolean): SeriesMarker<Time> {
  const style = MARK_STYLE[mark.kind];
  const buy = mark.side === 1;
  return {
    time: toTime(mark.time),
    position: buy ? 'belowBar' : 'aboveBar',
    shape: style.shape === 'arrow' ? (buy ? 'arrowUp' : 'arrowDown') : style.shape,
    color: forming ? COLORS.forming : buy ? COLORS.buy : COLORS.sell,
    text: style.text,
  };
}

/** Adds one line of `data.lines` to a pane. */
function addLine(
  chart: IChartApi,
  data: ChartData,
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
    { color, lineWidth: width, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false, priceFormat: format, ...autoscale },
    pane,
  );
  series.setData(lineData(data.time, data.lines[line], scale));
  return series;
}

function referenceLine(series: ISeriesApi<'Line'>, price: number, title = '') {
  series.createPriceLine({ price, color: COLORS.reference, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: true, title });
}

/**
 * The Didi chart (lightweight-charts, loaded with this screen only): candles with the 3, 8 and 20 averages and
 * Bollinger (8, 2), the signals marked on their candles; panels for the Didi Index, DMI/ADX and, when asked,
 * the stochastic and TRIX.
 */
export function DidiChart({ data, panels, hiddenKinds, focus, onHover }: DidiChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; candles: ISeriesApi<'Candlestick'>; markers: ISeriesMarkersPluginApi<Time> } | null>(null);
  const hover = useRef(onHover);
  hover.current = onHover;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const timeframe: Timeframe = data.timeframe;
    const intraday = timeframe !== 'D' && timeframe !== 'W';
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { color: COLORS.background },
        textColor: COLORS.text,
        fontFamily: 'inherit',
        attributionLogo: true,
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
    });
    const last = data.time.length - 1;
    const priceFormat = priceFormatOf(data.priceDigits);
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
      data.time.map((t, i): CandlestickData => {
        const bar = { time: toTime(t), open: data.open[i], high: data.high[i], low: data.low[i], close: data.close[i] };
        // The forming candle is drawn apart: its values and marks can still change.
        return data.forming && i === last ? { ...bar, color: COLORS.forming, wickColor: COLORS.forming } : bar;
      }),
    );
    addLine(chart, data, 'bbUpper', 0, COLORS.bollinger, priceFormat);
    addLine(chart, data, 'bbLower', 0, COLORS.bollinger, priceFormat);
    addLine(chart, data, 'ma20', 0, COLORS.ma20, priceFormat, 1, 2);
    addLine(chart, data, 'ma8', 0, COLORS.ma8, priceFormat, 1, 2);
    addLine(chart, data, 'ma3', 0, COLORS.ma3, priceFormat, 1, 2);
    const markers = createSeriesMarkers(candles, []);

    // Didi Index in % around its axis (the 8), DMI/ADX with the 32 line, then the optional panels.
    const curta = addLine(chart, data, 'didiCurta', 1, COLORS.ma3, didiFormat, 100, 2);
    addLine(chart, data, 'didiLonga', 1, COLORS.ma20, didiFormat, 100, 2);
    referenceLine(curta, 0);
    addLine(chart, data, 'diPlus', 2, COLORS.buy, decimals(1));
    addLine(chart, data, 'diMinus', 2, COLORS.sell, decimals(1));
    referenceLine(addLine(chart, data, 'adx', 2, COLORS.adx, decimals(1), 1, 2), ADX_REFERENCE);
    let pane = 3;
    if (panels.stochastic) {
      const k = addLine(chart, data, 'stochK', pane, COLORS.ma3, decimals(1));
      addLine(chart, data, 'stochD', pane, COLORS.ma20, decimals(1));
      referenceLine(k, STOCHASTIC_OVERBOUGHT);
      referenceLine(k, STOCHASTIC_OVERSOLD);
      pane += 1;
    }
    if (panels.trix) {
      referenceLine(addLine(chart, data, 'trix', pane, COLORS.ma3, decimals(3)), 0);
      addLine(chart, data, 'trixSignal', pane, COLORS.ma20, decimals(3));
    }
    const [pricePane, ...others] = chart.panes();
    pricePane.setStretchFactor(others.length + 1);
    for (const other of others) other.setStretchFactor(1);

    const indexOf = new Map(data.time.map((t, i) => [toTime(t), i]));
    // Only the reader's pointer moves the legend: the crosshair set on a picked signal (below) is not a hover.
    chart.subscribeCrosshairMove((param) => {
      if (param.sourceEvent === undefined && param.time !== undefined) return;
      hover.current(param.time === undefined ? null : (indexOf.get(param.time as UTCTimestamp) ?? null));
    });
    chartRef.current = { chart, candles, markers };
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [data, panels]);

  useEffect(() => {
    const lastTime = data.time[data.time.length - 1];
    chartRef.current?.markers.setMarkers(data.marks.filter((m) => !hiddenKinds.has(m.kind)).map((m) => markerOf(m, data.forming && m.time === lastTime)));
  }, [data, panels, hiddenKinds]);

  useEffect(() => {
    const current = chartRef.current;
    if (focus === null || !current) return undefined;
    const { index } = focus;
    current.chart.timeScale().setVisibleLogicalRange({ from: index - 45, to: index + 15 });
    // The new range is laid out on the next frame; a crosshair placed before it would land on the old layout's candle.
    const frame = requestAnimationFrame(() => current.chart.setCrosshairPosition(data.close[index], toTime(data.time[index]), current.candles));
    return () => cancelAnimationFrame(frame);
  }, [focus, data]);

  // The drawing is for the eye; its content is in text around it (legend, 'Sinais marcados', the track record).
  return (
    <div
      ref={container}
      className="didi-chart"
      role="img"
      aria-label={`Gráfico de ${data.asset} com médias 3, 8 e 20, Bollinger, Didi Index e DMI/ADX; os sinais estão listados abaixo.`}
      data-panes={3 + Number(panels.stochastic) + Number(panels.trix)}
    />
  );
}
