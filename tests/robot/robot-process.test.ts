import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config, overrideConfig } from '../../api/src/config';
import { startRuntime, type Runtime } from '../../local/src/runtime/runtime';
import { candleSeries } from '../../api/src/store/candles';
import { getStore } from '../../api/src/store/db';
import { uninstallLocalClock } from '../../local/src/runtime/local-clock';

/**
 * The robot of docs/robot.md beside the local product: `npm start` with its in-process robot off, and `npm run robot` on the
 * demo source with local mode's own robot key. Its rounds must be stored.
 */
jest.setTimeout(180_000);

let runtime: Runtime | null = null;
let robot: ChildProcess | null = null;

afterAll(async () => {
  // npm starts the robot under tsx: signal the whole group, or the grandchild may outlive the test.
  if (robot?.pid) process.kill(-robot.pid, 'SIGTERM');
  await runtime?.close();
});

test('`npm run robot` with ROBOT_SOURCES=demo and the local key stores its rounds in the local product', async () => {
  // The robot runs as its own process on the machine's clock, as in production: the product beside it reads the same
  // one (its backfill stores history on any day, so what this checks holds whatever the day).
  uninstallLocalClock();
  overrideConfig({ dataDir: '' });
  const staticDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-robot-process-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>robot</title>');
  runtime = await startRuntime({
    rootDir: process.cwd(),
    port: 0,
    apiPort: 0,
    staticDir,
    robot: 'off',
    realtimePort: 0,
  });
  const store = await getStore();
  expect(await candleSeries(store).countDocuments({})).toBe(0);

  const output: string[] = [];
  robot = spawn('npm', ['run', 'robot'], {
    detached: true,
    env: {
      ...process.env,
      AGULHADAS_API_URL: runtime.url,
      ROBOT_KEY: config().robotKey,
      ROBOT_SOURCES: 'demo',
      ROBOT_HISTORY: '40',
      ROBOT_HEALTH_PORT: '0',
    },
  });
  robot.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  robot.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  let stored = 0;
  for (let waited = 0; waited < 150_000 && stored === 0 && robot.exitCode === null; waited += 500) {
    await new Promise((done) => setTimeout(done, 500));
    stored = await candleSeries(store).countDocuments({});
  }
  expect({ stored: stored > 0, exitCode: robot.exitCode }).toEqual({ stored: true, exitCode: null });
  expect(output.join('')).not.toMatch(/ROBOT_KEY|refused|recusad/i);
});
