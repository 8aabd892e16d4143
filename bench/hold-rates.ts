/**
 * How often a needle seen before the close held at the close, as the alert editor and the pre-close message quote it
 * ('nos últimos N casos deste tempo gráfico, a agulhada se manteve no fechamento em Y %'), computed the way the daily
 * refresh does (api/src/alerts/refresh-hold-rates.ts) on the local demo market after the robot's first round. The
 * figures are the demo's, which local mode says on screen; production computes them from the real stored history.
 * Run alone: npx tsx bench/hold-rates.ts
 */
// First: local mode, and quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { HOLD_RATE_MIN_CASES } from '@agulhadas/domain/alerts/hold-rate-text';
import { overrideConfig } from '../api/src/config';
import { refreshHoldRates } from '../api/src/alerts/refresh-hold-rates';
import { getStore } from '../api/src/store/db';
import { holdRates } from '../api/src/store/hold-rates';
import { startRuntime } from '../local/src/runtime/runtime';

export async function run(): Promise<void> {
  overrideConfig({ dataDir: '' });
  const runtime = await startRuntime({ rootDir: process.cwd(), port: 0, apiPort: 0, robot: 'prime' });
  try {
    const store = await getStore();
    const started = Date.now();
    const written = await refreshHoldRates(store, new Date(), true);
    console.log(
      `demo market, ${written} figures recomputed in ${Date.now() - started} ms (shown when N >= ${HOLD_RATE_MIN_CASES})`,
    );
    const docs = await holdRates(store)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    console.log(`  ${'market'.padEnd(14)}${'timeframe'.padEnd(11)}${'minutes'.padEnd(9)}${'N'.padStart(6)}  held`);
    for (const doc of docs) {
      const rate = doc.cases === 0 ? '—' : `${((100 * doc.held) / doc.cases).toFixed(1)} %`;
      const shown = doc.cases >= HOLD_RATE_MIN_CASES ? rate : `${rate} (ainda sem histórico suficiente)`;
      console.log(
        `  ${doc.market.padEnd(14)}${doc.timeframe.padEnd(11)}${String(doc.minutes).padEnd(9)}${String(doc.cases).padStart(6)}  ${shown}`,
      );
    }
  } finally {
    await runtime.close();
  }
}

if (process.argv[1] !== undefined && /bench[\\/]hold-rates\.ts$/.test(process.argv[1]))
  await run().then(() => process.exit(0));
