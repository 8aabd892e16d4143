import { describe, expect, it } from '@jest/globals';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import { ghostAlerts } from '../../support/ghost-alerts';
import { loadSp500Candles } from '../../support/sp500-candles';

/**
 * Ghost alerts on 20 years of real weekly candles re-read every trading day (figures: bench/ghost-alerts.ts):
 * alerts on the forming candle often vanish by the close; 'Só no fechamento do candle' has none and misses no
 * signal the closed candle shows.
 */
const days = loadSp500Candles();
const RULES: Array<[string, Rule[]]> = [
  ['alerta de compra', [{ name: 'Alerta', value: 1 }]],
  ['Bollinger abriu', [{ name: 'BollingerMudou', value: 1 }]],
  ['agulhada de compra', [{ name: 'agulhada', value: 1 }]],
];

describe.each(RULES)('%s, weekly', (_name, rules) => {
  const report = ghostAlerts(days, rules);

  it('fires ghosts on forming candles without the option (every week with the signal at the close notifies too)', () => {
    expect(report.plain.ghosts).toBeGreaterThan(0);
    expect(report.plain.fired - report.plain.ghosts).toBe(report.plain.atClose);
  });

  it('has no ghost with the option and notifies every week whose closed candle shows the signal, once', () => {
    expect(report.closeOnly.ghosts).toBe(0);
    expect(report.closeOnly.fired).toBe(report.closeOnly.atClose);
  });
});
