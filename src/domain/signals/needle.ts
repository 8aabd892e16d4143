import type { Signal } from '../reading';
import { snapshotAt, type SignalWindow } from './signal-window';
import { zeroCross } from './zero-cross';

/** Cross of the short line (MA3 vs MA8) on the candle `age` candles ago. */
export function curtaCrossAt(window: SignalWindow, age: number): Signal {
  return zeroCross(snapshotAt(window, age + 1).didiCurta, snapshotAt(window, age).didiCurta);
}

/** Cross of the long line (MA20 vs MA8) on the candle `age` candles ago. */
export function longaCrossAt(window: SignalWindow, age: number): Signal {
  return zeroCross(snapshotAt(window, age + 1).didiLonga, snapshotAt(window, age).didiLonga);
}

/** Strict needle: on this candle the short line crosses zero one way and the long line the other. */
export function needle(window: SignalWindow): Signal {
  const curta = curtaCrossAt(window, 0);
  if (curta !== 0 && longaCrossAt(window, 0) === -curta) return curta;
  return 0;
}

function signOf(value: number): Signal {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * Needle within `span` candles: a short-line cross in direction d and a long-line cross in
 * direction −d at most `span` candles apart, the later of the two on this candle or up to `span`
 * candles before, and the lines still on their new sides now (curta sign d, longa sign −d).
 * span 0 is the strict needle; 1 and 2 give agulhado1 and agulhado2.
 */
export function needleWithin(window: SignalWindow, span: number): Signal {
  const now = snapshotAt(window, 0);
  const direction = signOf(now.didiCurta);
  if (direction === 0 || signOf(now.didiLonga) !== -direction) return 0;
  const lookBack = 2 * span;
  for (let curtaAge = 0; curtaAge <= lookBack; curtaAge += 1) {
    if (curtaCrossAt(window, curtaAge) !== direction) continue;
    for (let longaAge = Math.max(0, curtaAge - span); longaAge <= Math.min(lookBack, curtaAge + span); longaAge += 1) {
      if (Math.min(curtaAge, longaAge) > span) continue;
      if (longaCrossAt(window, longaAge) === -direction) return direction;
    }
  }
  return 0;
}
