/**
 * Array-window helpers for the batch forms. They add in the same order as the ring-buffer
 * helpers (oldest first), so batch and streaming agree to the last bit.
 */
/** Mean of values[end − n + 1 … end], as ringMeanNewest computes it (newest as the reference). */
export function windowMean(values: readonly number[], end: number, n: number): number {
  const reference = values[end];
  let sum = 0;
  for (let i = end - n + 1; i <= end; i += 1) sum += values[i] - reference;
  return reference + sum / n;
}

export function windowSquaredDeviations(values: readonly number[], end: number, n: number, mean: number): number {
  let sum = 0;
  for (let i = end - n + 1; i <= end; i += 1) {
    const deviation = values[i] - mean;
    sum += deviation * deviation;
  }
  return sum;
}

export function windowMax(values: readonly number[], end: number, n: number): number {
  let max = -Infinity;
  for (let i = end - n + 1; i <= end; i += 1) if (values[i] > max) max = values[i];
  return max;
}

export function windowMin(values: readonly number[], end: number, n: number): number {
  let min = Infinity;
  for (let i = end - n + 1; i <= end; i += 1) if (values[i] < min) min = values[i];
  return min;
}

/** A series of NaN (the "not ready yet" marker of batch outputs). */
export function nanSeries(length: number): number[] {
  return new Array<number>(length).fill(NaN);
}

/** Index of the first non-NaN value, or `values.length` when none. */
export function firstReadyIndex(values: readonly number[]): number {
  let i = 0;
  while (i < values.length && Number.isNaN(values[i])) i += 1;
  return i;
}
