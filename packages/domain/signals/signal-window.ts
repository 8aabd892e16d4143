import type { IndicatorSnapshot } from '../indicators/indicator-snapshot';

/** Recent snapshots, oldest first; the last one is the candle being read. */
export type SignalWindow = readonly IndicatorSnapshot[];

/** The snapshot `age` candles before the current one (0 = current). */
export function snapshotAt(window: SignalWindow, age: number): IndicatorSnapshot {
  const snapshot = window[window.length - 1 - age];
  if (snapshot === undefined) throw new RangeError(`signal window too short for age ${age}`);
  return snapshot;
}
