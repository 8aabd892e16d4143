import {
  createExponentialSmoothing,
  exponentialSmoothingSeries,
  pushExponentialSmoothing,
  type ExponentialSmoothingState,
} from './exponential-smoothing';

/**
 * Wilder's smoothing (RMA): seeded with the plain average of the first n values, then
 * prev·(n−1)/n + x/n. The average form; Wilder's "sum" form is n times it and gives the same DI ratios.
 */
export type WilderState = ExponentialSmoothingState;

export function createWilder(period: number): WilderState {
  return createExponentialSmoothing(period, 1 / period);
}

export const pushWilder = pushExponentialSmoothing;

export function wilderSeries(values: readonly number[], period: number): number[] {
  return exponentialSmoothingSeries(values, period, 1 / period);
}
