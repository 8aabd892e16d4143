import { existsSync } from 'node:fs';
import { createRobotApi } from './contract/robot-api';
import { startHealthServer } from './health/health-server';
import { webPubSubPublisher } from './realtime/publisher';
import { readSettings, SettingsError } from './settings';
import { configuredSources } from './sources/configured-sources';
import { createWorker } from './worker';

/**
 * `npm run robot`: the market robot as an always-on process (README, "The market robot"). Stops gracefully on SIGINT
 * and SIGTERM, after the round in flight.
 */
if (existsSync('.env')) process.loadEnvFile('.env');
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

try {
  const settings = readSettings();
  const sources = configuredSources(settings);
  const demoOnly = settings.ROBOT_SOURCES.length === 1 && settings.ROBOT_SOURCES[0] === 'demo';
  const worker = createWorker({
    api: createRobotApi({ apiUrl: settings.AGULHADAS_API_URL, robotKey: settings.ROBOT_KEY }),
    sources,
    demoOnly,
    historyCount: settings.ROBOT_HISTORY,
    roundEveryMs: demoOnly ? Math.round((15 * 60_000) / settings.ROBOT_DEMO_SPEED) : 15 * 60_000,
    roundDelayMs: demoOnly ? 0 : settings.ROBOT_ROUND_DELAY_SECONDS * 1000,
    publisher: settings.WEBPUBSUB_CONNECTION_STRING ? webPubSubPublisher(settings.WEBPUBSUB_CONNECTION_STRING, settings.WEBPUBSUB_HUB) : undefined,
    lapseChecks: Boolean(settings.WEBPUBSUB_CONNECTION_STRING),
    log,
  });
  const health = settings.ROBOT_HEALTH_PORT ? await startHealthServer(worker.health, settings.ROBOT_HEALTH_PORT, 35 * 60_000) : null;
  log(`robot: sources ${[...sources.keys()].join(', ')}; health on :${settings.ROBOT_HEALTH_PORT || 'off'}`);
  await worker.prime();
  worker.schedule();
  void worker.startRealtime().catch((error: unknown) => log(`realtime failed to start: ${String(error)}`));
  const shutdown = async () => {
    log('robot: stopping after the round in flight…');
    await worker.stop();
    health?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `The robot could not start: ${String(error)}`);
  process.exit(1);
}
