import type { Signal } from '../reading';

/** The signals marked on the candle where they happened (the reading's fields of the same names). */
export const MARKED_SIGNALS = ['agulhado', 'alerta', 'confirmacao', 'pontofalso'] as const;
export type MarkedSignal = (typeof MARKED_SIGNALS)[number];

/** One marked signal: its candle (open time, epoch ms), kind and side (1 bullish, −1 bearish, as in the reading). */
export interface ChartMark {
  time: number;
  kind: MarkedSignal;
  side: Exclude<Signal, 0>;
  /**
   * A needle only: the open times of the candles where the averages met (oldest first), which the chart shades; the
   * mark itself stays on `time`, the candle that completed the order (the needle is known when it closes).
   */
  meeting?: number[];
}
