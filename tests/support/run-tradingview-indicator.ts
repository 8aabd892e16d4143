import { PineTS, type IProvider, type ISymbolInfo, type Kline } from 'pinets';
import type { Signal } from '@agulhadas/domain/reading';
import type { DatedCandle } from './daily-csv';
import { indicatorSource } from './tradingview-indicator-source';

/** What the indicator drew and fired on each candle of a series, read from PineTS (a Pine Script runtime for Node). */
export interface IndicatorRun {
  /** The needle fields the indicator plots in the data window (1 buy, -1 sell, 0 none), one per candle. */
  agulhado: Signal[];
  agulhado1: Signal[];
  agulhado2: Signal[];
  /** The `plotshape` marks, one per candle. */
  buyMarks: boolean[];
  sellMarks: boolean[];
  /** Every `alertcondition` that fired, with the candle it fired on. */
  alerts: { title: string; message: string; index: number }[];
  /** Every `alert()` call that fired (no title), with the candle it fired on. */
  alertCalls: { message: string; index: number }[];
}

interface PlotPoint {
  value: unknown;
}

function plotValues(plots: Record<string, { data: PlotPoint[] } | undefined>, title: string): unknown[] {
  const plot = plots[title];
  if (!plot) throw new Error(`the indicator has no plot titled ${title}`);
  return plot.data.map((point) => point.value);
}

function signals(values: unknown[]): Signal[] {
  return values.map((value) => {
    if (value === 1 || value === -1 || value === 0) return value;
    throw new Error(`not a needle field value: ${String(value)}`);
  });
}

function marks(values: unknown[]): boolean[] {
  return values.map((value) => value === true);
}

/** How the run is set: when the last candle closes (epoch ms; PineTS calls a candle confirmed once Date.now() is past it). */
export interface IndicatorRunOptions {
  lastCloseTime?: number;
  /** Replaces the source (e.g. with an input's default changed). */
  source?: string;
}

const DAY_MS = 86_400_000;

/** The chart the runs pretend to be on: what TradingView's syminfo says of it (the alert() message reads it). */
export const CHART_SYMBOL = 'BMFBOVESPA:PETR4';

/**
 * The candles as a PineTS data provider: given as a plain array, PineTS has no symbol (syminfo is undefined); a provider
 * also answers the symbol's details, as TradingView does for the chart an indicator runs on. Only the fields the script
 * reads are filled.
 */
function chartProvider(bars: Kline[]): IProvider {
  const [prefix, ticker] = CHART_SYMBOL.split(':');
  const symbol: Partial<ISymbolInfo> = {
    prefix,
    ticker,
    tickerid: CHART_SYMBOL,
    description: ticker,
    timezone: 'UTC',
    mintick: 0.01,
  };
  return {
    getMarketData: () => Promise.resolve(bars),
    getSymbolInfo: () => Promise.resolve(symbol as ISymbolInfo),
    configure: () => undefined,
  };
}

/**
 * Runs the exact indicator file over `candles` (oldest first), with every bar's alerts recorded as on a replay. Each
 * candle closes a day after it opens (the series are daily), the last one at `lastCloseTime` when given.
 */
export async function runTradingViewIndicator(
  candles: readonly DatedCandle[],
  options: IndicatorRunOptions = {},
): Promise<IndicatorRun> {
  const last = candles.length - 1;
  const bars = candles.map((candle, index): Kline => ({
    openTime: candle.time,
    closeTime: index === last && options.lastCloseTime !== undefined ? options.lastCloseTime : candle.time + DAY_MS - 1,
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
    volume: candle.volume,
    quoteAssetVolume: 0,
    numberOfTrades: 0,
    takerBuyBaseAssetVolume: 0,
    takerBuyQuoteAssetVolume: 0,
    ignore: 0,
  }));
  const runtime = new PineTS(chartProvider(bars), CHART_SYMBOL, 'D');
  runtime.setAlertMode('all');
  const context = await runtime.run(options.source ?? indicatorSource());
  const plots = context.plots as Record<string, { data: PlotPoint[] } | undefined>;
  return {
    agulhado: signals(plotValues(plots, 'agulhado')),
    agulhado1: signals(plotValues(plots, 'agulhado1')),
    agulhado2: signals(plotValues(plots, 'agulhado2')),
    buyMarks: marks(plotValues(plots, 'Agulhada de compra')),
    sellMarks: marks(plotValues(plots, 'Agulhada de venda')),
    alerts: context.alerts
      .filter((alert) => alert.type !== 'alert')
      .map((alert) => ({ title: alert.title ?? '', message: alert.message, index: alert.bar_index })),
    alertCalls: context.alerts
      .filter((alert) => alert.type === 'alert')
      .map((alert) => ({ message: alert.message, index: alert.bar_index })),
  };
}
