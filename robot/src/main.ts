import { existsSync } from 'node:fs';
import { startTelemetry } from '@agulhadas/delivery/telemetry/start-telemetry';
import { structuredLogger } from '@agulhadas/delivery/telemetry/structured-log';
import { runRobot } from './run-robot';
import { readSettings, SettingsError } from './settings';

/**
 * `npm run robot`: the market robot as an always-on process (README, "The market robot"). Stops gracefully on SIGINT
 * and SIGTERM, after the round in flight, giving its lease up; exits with an error if another robot took the lease
 * (the host starts it again, on standby).
 */
if (existsSync('.env')) process.loadEnvFile('.env');
// Operational lines are JSON with the active trace id (structured-log.ts); a settings error stays plain text on stderr.
const log = structuredLogger('agulhadas-robot');

try {
  const settings = readSettings();
  await startTelemetry({ service: 'agulhadas-robot', connectionString: settings.APPLICATIONINSIGHTS_CONNECTION_STRING, version: settings.AGULHADAS_VERSION });
  const robot = await runRobot(settings, {
    log,
    lost: (reason) => {
      log(`robot: lease lost (${reason}); stopping`);
      void robot.stop().finally(() => process.exit(1));
    },
  });
  const shutdown = async () => {
    log('robot: stopping after the round in flight…');
    await robot.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await robot.active;
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `The robot could not start: ${String(error)}`);
  process.exit(1);
}
