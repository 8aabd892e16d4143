import { PineTS } from 'pinets';
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

/** Runs the exact indicator file over `candles` (oldest first), with every bar's alerts recorded as on a replay. */
export async function runTradingViewIndicator(candles: readonly DatedCandle[]): Promise<IndicatorRun> {
  const bars = candles.map((candle) => ({
    openTime: candle.time,
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
    volume: candle.volume,
  }));
  const runtime = new PineTS(bars);
  runtime.setAlertMode('all');
  const context = await runtime.run(indicatorSource());
  const plots = context.plots as Record<string, { data: PlotPoint[] } | undefined>;
  return {
    agulhado: signals(plotValues(plots, 'agulhado')),
    agulhado1: signals(plotValues(plots, 'agulhado1')),
    agulhado2: signals(plotValues(plots, 'agulhado2')),
    buyMarks: marks(plotValues(plots, 'Agulhada de compra')),
    sellMarks: marks(plotValues(plots, 'Agulhada de venda')),
    alerts: context.alerts.map((alert) => ({ title: alert.title ?? '', message: alert.message, index: alert.bar_index })),
  };
}
