import type { NumberChannel } from './number-channel';

/** Every indicator value of one candle, as the signal rules read them. NaN = not ready yet. */
export interface IndicatorSnapshot {
  time: number;
  /** The candle's prices: the needle rule reads its real body (open, close) and its range (high, low). */
  open: number;
  high: number;
  low: number;
  close: number;
  ma3: number;
  ma8: number;
  ma20: number;
  didiCurta: number;
  didiLonga: number;
  bbUpper: number;
  bbMiddle: number;
  bbLower: number;
  bbWidth: number;
  /** Average true range (8, Wilder). */
  atr: number;
  diPlus: number;
  diMinus: number;
  adx: number;
  stochK: number;
  stochD: number;
  trix: number;
  trixSignal: number;
}

/**
 * A snapshot with every value not ready (NaN): the target the engine writes into. NaN rather
 * than 0 so every field starts as a double and later writes never change the object's shape.
 */
export function emptySnapshot(): IndicatorSnapshot {
  return {
    time: NaN,
    open: NaN,
    high: NaN,
    low: NaN,
    close: NaN,
    ma3: NaN,
    ma8: NaN,
    ma20: NaN,
    didiCurta: NaN,
    didiLonga: NaN,
    bbUpper: NaN,
    bbMiddle: NaN,
    bbLower: NaN,
    bbWidth: NaN,
    atr: NaN,
    diPlus: NaN,
    diMinus: NaN,
    adx: NaN,
    stochK: NaN,
    stochD: NaN,
    trix: NaN,
    trixSignal: NaN,
  };
}

/** The snapshot's fields, in a fixed order. */
export const SNAPSHOT_KEYS = Object.keys(emptySnapshot()) as (keyof IndicatorSnapshot)[];

/** Moves the snapshot's values through `channel` (field by field: a keyed loop cost as much as both cores). */
export function transferSnapshot(snapshot: IndicatorSnapshot, channel: NumberChannel): void {
  snapshot.time = channel.number(snapshot.time);
  snapshot.open = channel.number(snapshot.open);
  snapshot.high = channel.number(snapshot.high);
  snapshot.low = channel.number(snapshot.low);
  snapshot.close = channel.number(snapshot.close);
  snapshot.ma3 = channel.number(snapshot.ma3);
  snapshot.ma8 = channel.number(snapshot.ma8);
  snapshot.ma20 = channel.number(snapshot.ma20);
  snapshot.didiCurta = channel.number(snapshot.didiCurta);
  snapshot.didiLonga = channel.number(snapshot.didiLonga);
  snapshot.bbUpper = channel.number(snapshot.bbUpper);
  snapshot.bbMiddle = channel.number(snapshot.bbMiddle);
  snapshot.bbLower = channel.number(snapshot.bbLower);
  snapshot.bbWidth = channel.number(snapshot.bbWidth);
  snapshot.atr = channel.number(snapshot.atr);
  snapshot.diPlus = channel.number(snapshot.diPlus);
  snapshot.diMinus = channel.number(snapshot.diMinus);
  snapshot.adx = channel.number(snapshot.adx);
  snapshot.stochK = channel.number(snapshot.stochK);
  snapshot.stochD = channel.number(snapshot.stochD);
  snapshot.trix = channel.number(snapshot.trix);
  snapshot.trixSignal = channel.number(snapshot.trixSignal);
}

/** Indicator periods of the Didi method: DMI/ADX over 8 candles, Bollinger over 8 with 2 standard deviations. */
export const ENGINE_PARAMS = {
  dmiPeriod: 8,
  bollingerPeriod: 8,
  bollingerMultiplier: 2,
} as const;
