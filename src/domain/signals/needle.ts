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

/** Candles whose crosses the rules read: agulhado2 looks 2·2 candles back, so ages 0–4. */
export const CROSS_AGES = 5;

/**
 * Crosses of both lines on the candles 0 … count−1 ago, written into `curta` / `longa` (index = age):
 * each cross is computed once per reading and shared by every rule.
 */
export function crossesInto(window: SignalWindow, count: number, curta: Signal[], longa: Signal[]): void {
  for (let age = 0; age < count; age += 1) {
    const now = snapshotAt(window, age);
    const before = snapshotAt(window, age + 1);
    curta[age] = zeroCross(before.didiCurta, now.didiCurta);
    longa[age] = zeroCross(before.didiLonga, now.didiLonga);
  }
}

/** Strict needle from this candle's crosses: the short line crosses one way and the long line the other. */
export function strictNeedle(curtaCross: Signal, longaCross: Signal): Signal {
  return curtaCross !== 0 && longaCross === -curtaCross ? curtaCross : 0;
}

/** Strict needle: on this candle the short line crosses zero one way and the long line the other. */
export function needle(window: SignalWindow): Signal {
  return strictNeedle(curtaCrossAt(window, 0), longaCrossAt(window, 0));
}

function signOf(value: number): Signal {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * needleWithin from precomputed crosses (index = age, at least 2·span + 1 of them) and the lines'
 * current values.
 */
export function needleWithinCrosses(curta: readonly Signal[], longa: readonly Signal[], span: number, curtaNow: number, longaNow: number): Signal {
  const direction = signOf(curtaNow);
  if (direction === 0 || signOf(longaNow) !== -direction) return 0;
  const lookBack = 2 * span;
  for (let curtaAge = 0; curtaAge <= lookBack; curtaAge += 1) {
    if (curta[curtaAge] !== direction) continue;
    for (let longaAge = Math.max(0, curtaAge - span); longaAge <= Math.min(lookBack, curtaAge + span); longaAge += 1) {
      if (Math.min(curtaAge, longaAge) > span) continue;
      if (longa[longaAge] === -direction) return direction;
    }
  }
  return 0;
}

/**
 * Needle within `span` candles: a short-line cross in direction d and a long-line cross in
 * direction −d at most `span` candles apart, the later of the two on this candle or up to `span`
 * candles before, and the lines still on their new sides now (curta sign d, longa sign −d).
 * span 0 is the strict needle; 1 and 2 give agulhado1 and agulhado2.
 */
export function needleWithin(window: SignalWindow, span: number): Signal {
  const curta: Signal[] = [];
  const longa: Signal[] = [];
  crossesInto(window, 2 * span + 1, curta, longa);
  const now = snapshotAt(window, 0);
  return needleWithinCrosses(curta, longa, span, now.didiCurta, now.didiLonga);
}
