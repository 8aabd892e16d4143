import { expect, it } from '@jest/globals';
import { histogramQuantile } from '@agulhadas/delivery/telemetry/histogram-percentiles';

it('reads a quantile inside the bucket that holds its rank, bounded by what was recorded', () => {
  // 10 values in (1, 2], 10 in (2, 5]; min 1.5, max 4.
  const histogram = { boundaries: [1, 2, 5], counts: [0, 10, 10, 0], count: 20, min: 1.5, max: 4 };
  expect(histogramQuantile(histogram, 0.5)).toBeCloseTo(2);
  expect(histogramQuantile(histogram, 0.25)).toBeCloseTo(1.75);
  expect(histogramQuantile(histogram, 0.75)).toBeCloseTo(3);
  expect(histogramQuantile(histogram, 1)).toBeCloseTo(4);
  expect(histogramQuantile({ boundaries: [1], counts: [0, 0], count: 0 }, 0.5)).toBeNull();
  // One value: every quantile is that value.
  expect(
    histogramQuantile({ boundaries: [1, 2, 5], counts: [0, 0, 1, 0], count: 1, min: 3.2, max: 3.2 }, 0.99),
  ).toBeCloseTo(3.2);
});
