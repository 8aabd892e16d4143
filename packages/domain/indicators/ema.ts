import {
  createExponentialSmoothing,
  exponentialSmoothingSeries,
  pushExponentialSmoothing,
  type ExponentialSmoothingState,
} from './exponential-smoothing';

/** Exponential moving average, alpha = 2/(n+1), seeded with the SMA of the first n values (TA-Lib). */
export type EmaState = ExponentialSmoothingState;

export function emaAlpha(period: number): number {
  return 2 / (period + 1);
}

export function createEma(period: number): EmaState {
  return createExponentialSmoothing(period, emaAlpha(period));
}

export const pushEma = pushExponentialSmoothing;

export function emaSeries(values: readonly number[], period: number): number[] {
  return exponentialSmoothingSeries(values, period, emaAlpha(period));
}
