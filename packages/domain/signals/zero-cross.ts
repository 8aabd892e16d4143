import type { Signal } from '../reading';

/**
 * Crossing of zero between two consecutive values: 1 upward (previous ≤ 0 < current),
 * -1 downward (previous ≥ 0 > current), else 0. Touching zero and leaving on the same side
 * counts as a cross (the TradingView `crossover` convention).
 */
export function zeroCross(previous: number, current: number): Signal {
  if (previous <= 0 && current > 0) return 1;
  if (previous >= 0 && current < 0) return -1;
  return 0;
}

/** 1 when a > b, -1 when a < b, 0 when equal. */
export function compareSignal(a: number, b: number): Signal {
  if (a > b) return 1;
  if (a < b) return -1;
  return 0;
}

export function oppositeSignal(signal: Signal): Signal {
  if (signal === 1) return -1;
  if (signal === -1) return 1;
  return 0;
}
