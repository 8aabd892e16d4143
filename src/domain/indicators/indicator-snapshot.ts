/** Every indicator value of one candle, as the signal rules read them. NaN = not ready yet. */
export interface IndicatorSnapshot {
  time: number;
  /** Open and close of the candle: the needle rule reads its real body. */
  open: number;
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

/** Indicator periods of the method (METHOD.md). */
export const ENGINE_PARAMS = {
  dmiPeriod: 8,
  bollingerPeriod: 8,
  bollingerMultiplier: 2,
} as const;
