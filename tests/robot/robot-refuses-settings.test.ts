import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** Starts `robot/src/main.ts` with exactly this environment, in an empty folder (no `.env` read). */
function startRobot(env: Record<string, string>) {
  const cwd = mkdtempSync(path.join(tmpdir(), 'agulhadas-robot-settings-'));
  try {
    return spawnSync(TSX, [path.join(ROOT, 'robot', 'src', 'main.ts')], {
      cwd,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 60_000,
    });
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

test('the robot stops on settings the shared rules refuse, naming each and printing no key', () => {
  const run = startRobot({
    LOCAL_MODE: '1',
    CONTAINER_APP_NAME: 'agulhadas-robot',
    AGULHADAS_API_URL: 'ftp://agulhadas.example',
    ROBOT_KEY: 'local-demo-robot-key',
    ROBOT_SOURCES: 'demo',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('LOCAL_MODE must not be set in Azure (CONTAINER_APP_NAME is present)');
  expect(run.stderr).toContain('AGULHADAS_API_URL must be a full http(s):// address');

  const deployed = startRobot({
    AGULHADAS_API_URL: 'http://agulhadas.example',
    ROBOT_KEY: 'local-demo-robot-key',
    ROBOT_SOURCES: 'demo',
  });
  expect(deployed.status).toBe(1);
  expect(deployed.stderr).toContain('AGULHADAS_API_URL must be an https:// address');
  expect(deployed.stderr).toContain('ROBOT_KEY is the public local default');
  expect(deployed.stderr + deployed.stdout).not.toContain('local-demo-robot-key');
});
