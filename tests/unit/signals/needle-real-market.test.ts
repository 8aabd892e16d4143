import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { needleLabelsJson } from '../../support/chart-needles';
import { NEEDLE_SERIES } from '../../support/needle-series';

// Real daily charts shipped in npm packages: the needles a trader reads on them (labels:
// tests/fixtures/*-needles.json, scripts/label-needles.ts) are the yardstick of the needle rule.
describe.each(NEEDLE_SERIES)('needles on a real market: $name daily', (series) => {
  const candles = series.load();
  const text = readFileSync(series.labelsFile, 'utf8');

  it('the committed labels are the chart reading of the packaged data', () => {
    expect(candles.length).toBeGreaterThanOrEqual(1000);
    expect(needleLabelsJson(series.source, candles)).toBe(text);
  });
});
