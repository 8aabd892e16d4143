import { existsSync } from 'node:fs';
import { stopOnSignals } from '@agulhadas/delivery/process/graceful-shutdown';
import { startTelemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { structuredLogger } from '@agulhadas/delivery/telemetry/structured-log';
import { runRobot } from './run-robot';
import { readSettings, SettingsError } from './settings';

/**
 * `npm run robot`, and the container image's `node dist/main.js`: the market robot as an always-on process (docs/robot.md,
 * "The market robot process"). On SIGTERM or SIGINT it stops after the round in flight, giving its lease up, within the
 * shutdown grace period (past it, the round is abandoned: the lease runs out and a standby robot takes over); it exits
 * with an error if another robot took the lease (the host starts it again, on standby).
 */
if (existsSync('.env')) process.loadEnvFile('.env');
// Operational lines are JSON with the active trace id (structured-log.ts); a settings error stays plain text on stderr.
const log = structuredLogger('agulhadas-robot');

try {
  const settings = readSettings();
  await startTelemetry({
    service: 'agulhadas-robot',
    connectionString: settings.APPLICATIONINSIGHTS_CONNECTION_STRING,
    version: settings.AGULHADAS_VERSION,
  });
  const robot = await runRobot(settings, {
    log,
    lost: (reason) => void shutdown(`lease lost (${reason})`, 1),
  });
  const shutdown = stopOnSignals({ name: 'robot', stop: () => robot.stop(), log });
  await robot.active;
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `The robot could not start: ${String(error)}`);
  process.exit(1);
}
