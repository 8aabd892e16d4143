import type { Signal } from '../reading';
import { curtaCrossAt } from './didi-crosses';
import { snapshotAt, type SignalWindow } from './signal-window';

/**
 * Ponto falso from this candle's short-line cross and the long line now / one candle before:
 * the short line crosses MA8 while the 20 is already on that side and moving away.
 * False buy (-1, bearish): MA3 crosses above MA8 with longa > 0 and rising.
 * False sell (1, bullish): MA3 crosses below MA8 with longa < 0 and falling.
 */
export function falsePointOf(curtaCross: Signal, longa: number, previousLonga: number): Signal {
  if (curtaCross === 1 && longa > 0 && longa > previousLonga) return -1;
  if (curtaCross === -1 && longa < 0 && longa < previousLonga) return 1;
  return 0;
}

/** Ponto falso of the window's current candle (see falsePointOf). */
export function falsePoint(window: SignalWindow): Signal {
  return falsePointOf(curtaCrossAt(window, 0), snapshotAt(window, 0).didiLonga, snapshotAt(window, 1).didiLonga);
}
