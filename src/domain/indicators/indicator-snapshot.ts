/** Every indicator value of one candle, as the signal rules read them. NaN = not ready yet. */
export interface IndicatorSnapshot {
  time: number;
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
  diPlus: number;
  diMinus: number;
  adx: number;
  stochK: number;
  stochD: number;
  trix: number;
  trixSignal: number;
}

/** Indicator periods of the method (METHOD.md). */
export const ENGINE_PARAMS = {
  dmiPeriod: 8,
  bollingerPeriod: 8,
  bollingerMultiplier: 2,
} as const;
