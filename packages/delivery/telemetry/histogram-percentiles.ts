/** An explicit-bucket histogram as OpenTelemetry exports it: counts[i] counts values in (boundaries[i-1], boundaries[i]]. */
export interface BucketHistogram {
  boundaries: readonly number[];
  counts: readonly number[];
  count: number;
  min?: number;
  max?: number;
}

/**
 * The q-quantile (0 < q ≤ 1) of a bucket histogram, read as Application Insights and Prometheus do: the bucket that
 * holds the rank, linearly interpolated inside it. The first and last buckets are bounded by the recorded min and max,
 * so the figure never lies outside what was measured. Null for an empty histogram.
 */
export function histogramQuantile(histogram: BucketHistogram, q: number): number | null {
  if (histogram.count === 0) return null;
  const rank = q * histogram.count;
  const { boundaries, counts } = histogram;
  let below = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const inBucket = counts[index] ?? 0;
    if (inBucket > 0 && below + inBucket >= rank) {
      const low = Math.max(index === 0 ? (histogram.min ?? 0) : boundaries[index - 1]!, histogram.min ?? -Infinity);
      const high = Math.min(
        index < boundaries.length ? boundaries[index]! : (histogram.max ?? boundaries[boundaries.length - 1]!),
        histogram.max ?? Infinity,
      );
      return low + ((high - low) * (rank - below)) / inBucket;
    }
    below += inBucket;
  }
  return histogram.max ?? boundaries[boundaries.length - 1] ?? null;
}
