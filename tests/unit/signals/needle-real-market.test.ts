import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { NEEDLE_LABELS_FILE, needleLabelsJson } from '../../support/chart-needles';
import { needleAgreement, readingsOf, type NeedleLabel } from '../../support/needle-agreement';
import { loadSp500Candles } from '../../support/sp500-candles';

// 20 years of the S&P 500 daily chart (vega-datasets): the product's needles against the needles a
// trader reads on the chart (labels: tests/fixtures/sp500-needles.json, scripts/label-needles.ts).
describe('needles on a real market (S&P 500 daily, 2000–2020)', () => {
  const candles = loadSp500Candles();
  const text = readFileSync(NEEDLE_LABELS_FILE, 'utf8');
  const labels = (JSON.parse(text) as { needles: NeedleLabel[] }).needles;
  const agreement = needleAgreement(candles, readingsOf(candles), labels);

  it('the committed labels are the chart reading of the packaged data', () => {
    expect(candles).toHaveLength(5105);
    expect(labels.length).toBeGreaterThan(50);
    expect(needleLabelsJson(candles)).toBe(text);
  });

  it('recall ≥ 80 %: a labelled needle gets a needle of its side within one candle of its date', () => {
    expect(agreement.recall).toBeGreaterThanOrEqual(0.8);
  });

  it('precision ≥ 75 %: a strict needle has the averages inside its body or the previous candle’s', () => {
    expect(agreement.strict).toBeGreaterThan(50);
    expect(agreement.precision).toBeGreaterThanOrEqual(0.75);
  });
});
