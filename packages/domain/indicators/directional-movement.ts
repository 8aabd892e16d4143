/** Per-candle inputs of the DMI (Wilder): true range and the +DM / −DM moves. */
export function trueRange(high: number, low: number, previousClose: number): number {
  return Math.max(high - low, Math.abs(high - previousClose), Math.abs(low - previousClose));
}

/** +DM: the up move when it beats the down move and is positive, else 0. */
export function plusDirectionalMove(high: number, low: number, previousHigh: number, previousLow: number): number {
  const up = high - previousHigh;
  const down = previousLow - low;
  return up > down && up > 0 ? up : 0;
}

/** −DM: the down move when it beats the up move and is positive, else 0. */
export function minusDirectionalMove(high: number, low: number, previousHigh: number, previousLow: number): number {
  const up = high - previousHigh;
  const down = previousLow - low;
  return down > up && down > 0 ? down : 0;
}

/** DI = 100·smoothed DM / smoothed TR; 0 on a range-less market instead of NaN. */
export function directionalIndex(smoothedMove: number, smoothedRange: number): number {
  return smoothedRange === 0 ? 0 : (100 * smoothedMove) / smoothedRange;
}

/** DX = 100·|DI+ − DI−| / (DI+ + DI−); 0 when both DIs are 0. */
export function directionalMovementIndex(diPlus: number, diMinus: number): number {
  const sum = diPlus + diMinus;
  return sum === 0 ? 0 : (100 * Math.abs(diPlus - diMinus)) / sum;
}
