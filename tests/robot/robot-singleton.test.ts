import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { config, overrideConfig } from '../../api/src/config';
import { startRuntime, type Runtime } from '../../local/src/runtime/runtime';
import type { LeaseTimings } from '../../robot/src/lease/robot-lease';
import { runRobot, type RunningRobot } from '../../robot/src/run-robot';
import { readSettings } from '../../robot/src/settings';

/**
 * Two robots started against one product (an overlapping deploy, or a second one by mistake): the second waits on
 * standby, says so in its log and its /health, runs no round, and takes over as soon as the first stops.
 */
jest.setTimeout(120_000);

const TIMINGS: LeaseTimings = { leaseMs: 6_000, renewEveryMs: 1_000, waitEveryMs: 300 };
let runtime: Runtime;
const robots: RunningRobot[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startRobot(holder: string, log: string[]) {
  const port = await freePort();
  const settings = readSettings({
    LOCAL_MODE: '1',
    AGULHADAS_API_URL: runtime.apiUrl,
    ROBOT_KEY: config().robotKey,
    ROBOT_SOURCES: 'demo',
    ROBOT_HISTORY: '40',
    ROBOT_HEALTH_PORT: String(port),
  });
  const robot = await runRobot(settings, {
    log: (line) => log.push(line),
    lost: (reason) => log.push(`lost: ${reason}`),
    holder,
    timings: TIMINGS,
  });
  robots.push(robot);
  const health = async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/health`);
    return { status: answer.status, body: (await answer.json()) as { lease: unknown; lastRound: unknown } };
  };
  return { robot, health };
}

const until = async (condition: () => boolean, ms = 60_000) => {
  for (const end = Date.now() + ms; !condition();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 100));
  }
};

beforeAll(async () => {
  overrideConfig({ dataDir: '' });
  const staticDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-robot-singleton-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>robot</title>');
  runtime = await startRuntime({
    rootDir: process.cwd(),
    port: 0,
    apiPort: 0,
    staticDir,
    robot: 'off',
    realtimePort: 0,
  });
});
afterAll(async () => {
  for (const robot of robots) await robot.stop();
  await runtime.close();
});

test('a second robot waits on standby while the first runs, and takes over when it stops', async () => {
  const firstLog: string[] = [];
  const first = await startRobot('first', firstLog);
  expect(await first.robot.active).toBe(true);
  expect(first.robot.health.report().lastRound).not.toBeNull();

  const secondLog: string[] = [];
  const second = await startRobot('second', secondLog);
  await until(() => secondLog.some((line) => line.includes('on standby — robot first holds the lease')));
  // Several of the first robot's renewals pass: the second keeps waiting, runs no round and is healthy.
  await new Promise((done) => setTimeout(done, 2_500));
  const standby = await second.health();
  expect(standby.status).toBe(200);
  expect(standby.body).toMatchObject({
    version: 'local',
    status: 'ok',
    reasons: [],
    lease: { role: 'standby', holder: 'first' },
    lastRound: null,
  });
  expect((await first.health()).body).toMatchObject({ lease: { role: 'active', holder: 'first' } });
  expect(firstLog.filter((line) => line.startsWith('lost'))).toEqual([]);

  await first.robot.stop();
  expect(await second.robot.active).toBe(true);
  const taken = await second.health();
  expect(taken.body).toMatchObject({ lease: { role: 'active', holder: 'second' } });
  expect(taken.body.lastRound).not.toBeNull();
  expect(secondLog.some((line) => line.includes('lease held by this robot (second)'))).toBe(true);
});
