import type { Signal } from '../reading';
import type { Timeframe } from '../timeframes';
import type { TrackRecordGroup } from './track-record';

/** The indicator lines a chart draws, by panel: price (averages, Bollinger), Didi, DMI/ADX, stochastic, TRIX. */
export const CHART_LINES = ['ma3', 'ma8', 'ma20', 'bbUpper', 'bbLower', 'didiCurta', 'didiLonga', 'diPlus', 'diMinus', 'adx', 'stochK', 'stochD', 'trix', 'trixSignal'] as const;
export type ChartLine = (typeof CHART_LINES)[number];

/** The signals marked on the candle where they happened (the reading's fields of the same names). */
export const MARKED_SIGNALS = ['agulhado', 'alerta', 'confirmacao', 'pontofalso'] as const;
export type MarkedSignal = (typeof MARKED_SIGNALS)[number];

/** One marked signal: its candle (open time, epoch ms), kind and side (1 bullish, −1 bearish, as in the reading). */
export interface ChartMark {
  time: number;
  kind: MarkedSignal;
  side: Exclude<Signal, 0>;
}

/**
 * What the chart of one asset and timeframe shows, column by column (one entry per candle, oldest first): compact on
 * the wire, and what the charting library takes. Indicator values are null while warming up (JSON has no NaN).
 */
export interface ChartData {
  asset: string;
  timeframe: Timeframe;
  /** Candle open times, epoch ms. */
  time: number[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  lines: Record<ChartLine, (number | null)[]>;
  /** The last candle is still forming: its values and marks can change or vanish. */
  forming: boolean;
  marks: ChartMark[];
  trackRecord: TrackRecordGroup[];
}

/** GET /api/getChart's answer: the chart, the asset's name and, for a delayed viewer, the delay its candles are behind. */
export interface ChartAnswer extends ChartData {
  nome: string;
  delayMinutes?: number;
}
