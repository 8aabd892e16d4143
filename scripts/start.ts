// First: local mode on (npm start is local by definition), and the expected "test mode" warnings of
// @azure/functions outside the Azure host quieted.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { config } from '../api/src/config';
import { installLocalClock, localClockStart } from '../local/src/runtime/local-clock';
import { startRuntime } from '../local/src/runtime/runtime';
import { startFailureMessage } from '../local/src/runtime/start-failure';
import { devClientConfig } from './dev-client-config';
import { startTelemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { observeQueues } from '@agulhadas/delivery/telemetry/delivery-metrics';
import { startTelemetryPrintout } from '../local/src/runtime/telemetry-printout';
import { getStore } from '../api/src/store/db';

/**
 * `npm start`: the whole product on embedded defaults — embedded store, local Functions host,
 * local SWA front with auth emulation, and the Vite dev client behind it. One URL.
 */
// npm runs scripts from the package root.
const rootDir = process.cwd();
if (existsSync(path.join(rootDir, '.env'))) process.loadEnvFile(path.join(rootDir, '.env'));
const clockStart = localClockStart(process.env.LOCAL_CLOCK);
if (clockStart !== null) installLocalClock(clockStart);

const { port, apiPort, applicationInsights } = config();
// One process runs the API, the robot and the notifier here: one telemetry, in memory unless Application Insights is set.
const telemetry = await startTelemetry({ service: 'agulhadas-local', connectionString: applicationInsights });

const vite = await createServer(devClientConfig(rootDir));
const runtime = await startRuntime({
  rootDir,
  port,
  apiPort,
  devMiddleware: vite.middlewares,
  robot: config().demoRobot ? 'live' : 'off',
  realtime: true,
  log: (line) => console.log(`  ${line}`),
}).catch(async (error: unknown) => {
  console.error(startFailureMessage(error));
  await vite.close();
  process.exit(1);
});

console.log(`\n  Agulhadas is running: ${runtime.url}\n`);
observeQueues(await getStore(), () => Date.now());
startTelemetryPrintout(telemetry, (line) => console.log(`  ${line}`));
if (clockStart !== null)
  console.log(
    `  Its clock started at ${new Date(clockStart).toISOString()} (LOCAL_CLOCK) and moves on in real time.\n`,
  );

async function shutdown() {
  await runtime.close();
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
