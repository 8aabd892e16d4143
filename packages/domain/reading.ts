import type { OptionalFieldValues, RequiredFieldValues } from './reading-fields';
import type { Timeframe } from './timeframes';

export type { Signal } from './reading-fields';

/**
 * Per-timeframe reading of one asset: the fields declared in reading-fields.ts (each field's meaning is documented
 * there and shows on hover here).
 */
export interface Reading extends RequiredFieldValues, OptionalFieldValues {}

export type Readings = Partial<Record<Timeframe, Reading>>;

/** One OHLC candle; `time` is the candle open time in epoch milliseconds. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
  /** The robot's word on whether the candle has closed; when absent the engine decides from the market hours. */
  closed?: boolean;
}
