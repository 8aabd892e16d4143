import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { needleLabelsJson } from '../../support/chart-needles';
import { labelsOf, NEEDLE_GOALS, needleAgreement, readingsOf } from '../../support/needle-agreement';
import { LABELLED_NEEDLE_SERIES } from '../../support/needle-series';

// Real daily charts shipped in npm packages: the product's strict needles (streaming engine) against
// the needles a trader reads on them (labels: tests/fixtures/*-needles.json, scripts/label-needles.ts).
describe.each(LABELLED_NEEDLE_SERIES)('needles on a real market: $name daily', (series) => {
  const candles = series.load();
  const labels = labelsOf(series);
  const agreement = needleAgreement(candles, readingsOf(candles), labels);

  it('the committed labels are the chart reading of the packaged data', () => {
    expect(candles.length).toBeGreaterThanOrEqual(1000);
    expect(labels.length).toBeGreaterThan(10);
    expect(needleLabelsJson(series.source, candles)).toBe(readFileSync(series.labelsFile, 'utf8'));
  });

  it(`recall ≥ ${100 * NEEDLE_GOALS.recall} %: a label gets a strict needle of its side on its own candle`, () => {
    expect(agreement.recall).toBeGreaterThanOrEqual(NEEDLE_GOALS.recall);
  });

  it(`precision ≥ ${100 * NEEDLE_GOALS.precision} %: a strict needle has a label of its side on its candle`, () => {
    expect(agreement.strict.length).toBeGreaterThan(10);
    expect(agreement.precision).toBeGreaterThanOrEqual(NEEDLE_GOALS.precision);
  });

  it(`at most ${100 * NEEDLE_GOALS.wrongSideShare} % of strict needles close beyond all three averages on the other side`, () => {
    expect(agreement.wrongSideShare).toBeLessThanOrEqual(NEEDLE_GOALS.wrongSideShare);
  });

  it(`at most ${100 * NEEDLE_GOALS.flipFlopShare} % of strict needles are followed within two candles by the opposite one`, () => {
    expect(agreement.flipFlopShare).toBeLessThanOrEqual(NEEDLE_GOALS.flipFlopShare);
  });
});
