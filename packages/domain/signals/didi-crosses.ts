import type { Signal } from '../reading';
import { averagesFlat } from './averages';
import { snapshotAt, type SignalWindow } from './signal-window';
import { zeroCross } from './zero-cross';

/**
 * Cross of a Didi line between two candles. Leaving a flat stretch (all three averages one value on
 * the candle before) is no cross: the lines had no side to change, they part from one point.
 */
function lineCross(before: number, now: number, beforeFlat: boolean): Signal {
  return beforeFlat ? 0 : zeroCross(before, now);
}

/** Cross of the short line (MA3 vs MA8) on the candle `age` candles ago. */
export function curtaCrossAt(window: SignalWindow, age: number): Signal {
  const before = snapshotAt(window, age + 1);
  return lineCross(before.didiCurta, snapshotAt(window, age).didiCurta, averagesFlat(before));
}

/** Candles whose crosses the rules read: alerta2 looks 2 candles back, so ages 0–2. */
export const CROSS_AGES = 3;

/**
 * Crosses of both lines on the candles 0 … count−1 ago, written into `curta` / `longa` (index = age):
 * each cross is computed once per reading and shared by every rule.
 */
export function crossesInto(window: SignalWindow, count: number, curta: Signal[], longa: Signal[]): void {
  for (let age = 0; age < count; age += 1) {
    const now = snapshotAt(window, age);
    const before = snapshotAt(window, age + 1);
    const beforeFlat = averagesFlat(before);
    curta[age] = lineCross(before.didiCurta, now.didiCurta, beforeFlat);
    longa[age] = lineCross(before.didiLonga, now.didiLonga, beforeFlat);
  }
}
