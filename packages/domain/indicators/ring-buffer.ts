import type { NumberChannel } from './number-channel';
/**
 * Fixed-capacity ring buffer kept as a plain object so it survives JSON/BSON round trips.
 * Window sums are recomputed oldest-first instead of kept as running sums: windows are tiny
 * (≤ 20) and this keeps streaming results bit-identical to the batch form, with no drift.
 */
export interface RingBuffer {
  values: number[];
  /** Slot the next value is written to. */
  next: number;
  /** Values held so far, up to the capacity. */
  count: number;
}

export function createRingBuffer(capacity: number): RingBuffer {
  return { values: new Array<number>(capacity).fill(0), next: 0, count: 0 };
}

export function cloneRingBuffer(ring: RingBuffer): RingBuffer {
  return { values: ring.values.slice(), next: ring.next, count: ring.count };
}

/** Copies `source` into `target` (same capacity) without allocating. */
export function copyRingBufferInto(target: RingBuffer, source: RingBuffer): void {
  const values = source.values;
  for (let i = 0; i < values.length; i += 1) target.values[i] = values[i];
  target.next = source.next;
  target.count = source.count;
}

/** Moves the ring's values and position through `channel` (stored form; the capacity comes with the ring). */
export function transferRingBuffer(ring: RingBuffer, channel: NumberChannel): void {
  const values = ring.values;
  for (let i = 0; i < values.length; i += 1) values[i] = channel.number(values[i]);
  ring.next = channel.number(ring.next);
  ring.count = channel.number(ring.count);
}

export function ringPush(ring: RingBuffer, value: number): void {
  const capacity = ring.values.length;
  ring.values[ring.next] = value;
  ring.next = ring.next + 1 === capacity ? 0 : ring.next + 1;
  if (ring.count < capacity) ring.count += 1;
}

/** Slot of the value pushed `age` pushes ago (0 = newest). */
function slotOf(ring: RingBuffer, age: number): number {
  const capacity = ring.values.length;
  const slot = ring.next - 1 - age;
  return slot < 0 ? slot + capacity : slot;
}

export function ringNewest(ring: RingBuffer, age = 0): number {
  return ring.values[slotOf(ring, age)];
}

/**
 * Mean of the newest `n` values, as `newest + Σ(value − newest)/n` with the differences added oldest
 * first (the batch order). Summing differences instead of prices makes the mean of equal values that
 * value exactly: a flat stretch has equal averages at any price level (8.05·8/8 is not 8.05 in binary).
 */
export function ringMeanNewest(ring: RingBuffer, n: number): number {
  const reference = ring.values[slotOf(ring, 0)];
  let sum = 0;
  for (let age = n - 1; age >= 0; age -= 1) sum += ring.values[slotOf(ring, age)] - reference;
  return reference + sum / n;
}

/** Sum of squared deviations from `mean` over the newest `n` values, oldest first. */
export function ringSquaredDeviations(ring: RingBuffer, n: number, mean: number): number {
  let sum = 0;
  for (let age = n - 1; age >= 0; age -= 1) {
    const deviation = ring.values[slotOf(ring, age)] - mean;
    sum += deviation * deviation;
  }
  return sum;
}

export function ringMaxNewest(ring: RingBuffer, n: number): number {
  let max = -Infinity;
  for (let age = 0; age < n; age += 1) {
    const value = ring.values[slotOf(ring, age)];
    if (value > max) max = value;
  }
  return max;
}

export function ringMinNewest(ring: RingBuffer, n: number): number {
  let min = Infinity;
  for (let age = 0; age < n; age += 1) {
    const value = ring.values[slotOf(ring, age)];
    if (value < min) min = value;
  }
  return min;
}
