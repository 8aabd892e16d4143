import type { MarketHoursKey } from '../market-hours';
import type { PriceDigits } from '../presentation/format';
import type { Timeframe } from '../timeframes';
import type { ChartMark } from './marked-signal';
import type { TrackRecordGroup } from './track-record';

/** The indicator lines a chart draws, by panel: price (averages, Bollinger), Didi, DMI/ADX, stochastic, TRIX. */
export const CHART_LINES = [
  'ma3',
  'ma8',
  'ma20',
  'bbUpper',
  'bbLower',
  'didiCurta',
  'didiLonga',
  'diPlus',
  'diMinus',
  'adx',
  'stochK',
  'stochD',
  'trix',
  'trixSignal',
] as const;
export type ChartLine = (typeof CHART_LINES)[number];
/** The lines drawn over the candles, in prices: shown with the asset's price digits. */
export const PRICE_LINES: ReadonlySet<ChartLine> = new Set(['ma3', 'ma8', 'ma20', 'bbUpper', 'bbLower']);

/**
 * What the chart of one asset and timeframe shows, column by column (one entry per candle, oldest first): compact on
 * the wire, and what the charting library takes. Indicator values are null while warming up (JSON has no NaN).
 */
export interface ChartData {
  asset: string;
  timeframe: Timeframe;
  /** The digits every price of this chart shows (legend, axis), from the asset's tick at its last close. */
  priceDigits: PriceDigits;
  /** When the asset's market trades: names its daily and weekly candles by their trading day (candle-label.ts). */
  marketHours: MarketHoursKey;
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

/**
 * GET /api/getChart's answer: the chart, the asset's name, the timeframes it has (the switcher offers only those) and,
 * for a delayed viewer, the delay its candles are behind.
 */
export interface ChartAnswer extends ChartData {
  nome: string;
  timeFrames: Timeframe[];
  delayMinutes?: number;
}
