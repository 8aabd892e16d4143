import { existsSync } from 'node:fs';
import { stopOnSignals } from '@agulhadas/delivery/process/graceful-shutdown';
import { runRobot } from './run-robot';
import { readSettings, SettingsError } from './settings';

/**
 * `npm run robot`, and the container image's `node dist/main.js`: the market robot as an always-on process (README,
 * "The market robot"). On SIGTERM or SIGINT it stops after the round in flight, giving its lease up, within the
 * shutdown grace period (past it, the round is abandoned: the lease runs out and a standby robot takes over); it exits
 * with an error if another robot took the lease (the host starts it again, on standby).
 */
if (existsSync('.env')) process.loadEnvFile('.env');
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

try {
  const robot = await runRobot(readSettings(), {
    log,
    lost: (reason) => void shutdown(`lease lost (${reason})`, 1),
  });
  const shutdown = stopOnSignals({ name: 'robot', stop: () => robot.stop(), log });
  await robot.active;
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : `The robot could not start: ${String(error)}`);
  process.exit(1);
}
