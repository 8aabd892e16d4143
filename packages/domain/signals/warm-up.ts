/**
 * Candles needed before the first reading: the TRIX signal is the last indicator to become ready
 * (triple EMA(9) at index 24, TRIX at 25, its 4-average at 28), so the first reading is on candle 29.
 * By then every value the rules read is ready (the deepest look-back, agulhado2 with the repeat check,
 * reads the averages and the ATR 6 candles back: index 22 ≥ 19, where MA20 starts).
 */
export const WARMUP_CANDLES = 29;

/** Snapshots the rules read: the current candle and the 6 before it. */
export const HISTORY_LENGTH = 7;
