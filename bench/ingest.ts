import '../api/src/local/enable-local-mode';
import '../api/src/local/quiet-test-mode';
import { performance } from 'node:perf_hooks';
import { overrideConfig } from '../api/src/config';
import { engineForIngest } from '../api/src/ingest/engine-binding';
import type { IngestBody } from '../api/src/ingest/ingest-schema';
import { createDemoRobot } from '../api/src/local/demo-robot/demo-robot';
import { seedDemoAlerts } from '../api/src/local/demo-alerts';
import { seedDemoUsers, seedUniverse } from '../api/src/local/seed';
import { loadUniverse } from '../api/src/seed/universe/index';
import { connect } from '../api/src/store/connect';
import { useStore } from '../api/src/store/db';
import { call } from '../tests/support/api-client';

/**
 * A robot round through the real ingest function against the embedded store: the whole universe
 * (1446 assets, 4–5 timeframes each) as ready readings, with the demo alerts armed. Prints the
 * robot's own engine time and the function's time per round.
 */
export async function run(): Promise<void> {
  overrideConfig({ robotKey: 'bench-robot-key' });
  const store = await connect({ dataDir: null });
  await useStore(store);
  await seedUniverse(store);
  await seedDemoUsers(store, new Date());
  await seedDemoAlerts(store, new Date());
  const timings: number[] = [];
  let items = 0;
  const post = async (body: IngestBody) => {
    items = body.items.length;
    const started = performance.now();
    const answer = await call('ingest', { method: 'POST', body, headers: { 'x-robot-key': 'bench-robot-key' } });
    if (answer.status !== 200) throw new Error(`ingest answered ${answer.status}: ${answer.text}`);
    timings.push(performance.now() - started);
  };
  const robot = createDemoRobot({ universe: loadUniverse(), engine: engineForIngest, post, speed: 1 });
  const primeStarted = performance.now();
  await robot.prime();
  const primeMs = performance.now() - primeStarted;
  console.log(`prime (backfill 120 candles x ${items} series through the engine + 3 ingests): ${primeMs.toFixed(0)} ms`);
  timings.length = 0;
  const roundTotals: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    await robot.round();
    roundTotals.push(performance.now() - started);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`round of ${items} readings: ingest function median ${median(timings).toFixed(0)} ms, robot engine + ingest median ${median(roundTotals).toFixed(0)} ms (10 rounds, in-memory store)`);
  await store.close();
}

if (process.argv[1]?.endsWith('ingest.ts')) void run().then(() => process.exit(0));
