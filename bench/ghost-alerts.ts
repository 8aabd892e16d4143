/**
 * Ghost alerts: 20 years of S&P 500 weekly candles re-read every trading day, as the robot reads a
 * forming weekly candle. For each alert: weeks it notified, and ghosts (notified during the week, gone at the
 * close), with and without 'Só no fechamento do candle'. The asserting test: tests/unit/signals/ghost-alerts.test.ts.
 * Run alone: npx tsx bench/ghost-alerts.ts
 */
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import { ghostAlerts } from '../tests/support/ghost-alerts';
import { loadSp500Candles, SP500_SOURCE } from '../tests/support/sp500-candles';

const ALERTS: Array<[string, Rule[]]> = [
  ['Alerta de compra', [{ name: 'Alerta', value: 1 }]],
  ['Alerta de venda', [{ name: 'Alerta', value: -1 }]],
  ['Bollinger abriu (bbabriu)', [{ name: 'BollingerMudou', value: 1 }]],
  ['Agulhada de compra', [{ name: 'agulhada', value: 1 }]],
  ['Agulhada de venda', [{ name: 'agulhada', value: -1 }]],
  ['Confirmação de compra', [{ name: 'Confirmacao', value: 1 }]],
];

const rate = (ghosts: number, fired: number) => (fired === 0 ? '—' : `${((100 * ghosts) / fired).toFixed(1)} %`);

export async function run(): Promise<void> {
  const days = loadSp500Candles();
  console.log(`${SP500_SOURCE}: ${days.length} days re-read daily as weekly candles; frequency 'tf'.`);
  console.log(`${'alert'.padEnd(28)}${'without the option'.padEnd(30)}with 'Só no fechamento do candle'`);
  for (const [name, rules] of ALERTS) {
    const { plain, closeOnly } = ghostAlerts(days, rules);
    const left = `${plain.ghosts}/${plain.fired} ghosts (${rate(plain.ghosts, plain.fired)})`;
    console.log(
      `${name.padEnd(28)}${left.padEnd(30)}${closeOnly.ghosts}/${closeOnly.fired} ghosts (${rate(closeOnly.ghosts, closeOnly.fired)})   goal 0`,
    );
  }
}

if (process.argv[1] !== undefined && /bench[\\/]ghost-alerts\.ts$/.test(process.argv[1])) await run();
