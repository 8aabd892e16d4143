import type { NumberChannel } from './number-channel';
import {
  cloneRingBuffer,
  copyRingBufferInto,
  createRingBuffer,
  ringPush,
  ringMeanNewest,
  transferRingBuffer,
  type RingBuffer,
} from './ring-buffer';
import { firstReadyIndex, nanSeries, windowMean } from './window-math';

/** Simple moving average: streaming state. */
export interface SmaState {
  period: number;
  window: RingBuffer;
}

export function createSma(period: number): SmaState {
  return { period, window: createRingBuffer(period) };
}

export function cloneSma(state: SmaState): SmaState {
  return { period: state.period, window: cloneRingBuffer(state.window) };
}

export function copySmaInto(target: SmaState, source: SmaState): void {
  copyRingBufferInto(target.window, source.window);
}

export function transferSma(state: SmaState, channel: NumberChannel): void {
  transferRingBuffer(state.window, channel);
}

/** Adds one value; returns the average, NaN until `period` values were seen. Mutates `state`. */
export function pushSma(state: SmaState, value: number): number {
  ringPush(state.window, value);
  if (state.window.count < state.period) return NaN;
  return ringMeanNewest(state.window, state.period);
}

/** Batch form; leading NaN inputs (an upstream warm-up) are skipped, output NaN until ready. */
export function smaSeries(values: readonly number[], period: number): number[] {
  const out = nanSeries(values.length);
  const start = firstReadyIndex(values);
  for (let i = start + period - 1; i < values.length; i += 1) out[i] = windowMean(values, i, period);
  return out;
}
