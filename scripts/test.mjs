// `npm test`: the linter, then every suite. Builds the client (the e2e suite drives the built product in headless
// Chromium), runs unit + api + contract in parallel workers, then e2e in band, and closes with
// one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const extra = process.argv.slice(2);
const outDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-test-'));

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  return result.status ?? 1;
}

function jest(name, args) {
  const outputFile = path.join(outDir, `${name}.json`);
  const status = run('npx', ['jest', ...args, '--json', `--outputFile=${outputFile}`, ...extra]);
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  return {
    status,
    passed: report?.numPassedTests ?? 0,
    failed: report?.numFailedTests ?? 0,
    suitesFailed: report?.numFailedTestSuites ?? 0,
  };
}

if (!existsSync('/usr/bin/chromium')) {
  console.error(
    'The e2e suite needs Debian Chromium at /usr/bin/chromium: apt-get install -y chromium (.ci/run does it).',
  );
  process.exit(1);
}

// The linter first: typescript-eslint plus the architecture's import boundaries (eslint.config.js), then the
// formatter's check (npm run format rewrites what it lists).
const lint = run('npx', ['eslint', '.']) || run('npx', ['prettier', '--check', '.']);
if (lint !== 0) {
  console.error(
    'lint failed: npx eslint . and npx prettier --check . list the problems (npm run format fixes the formatting)',
  );
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(lint);
}

const build = run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (build !== 0) {
  console.error('client build failed');
  process.exit(build);
}

const parts = [
  jest('fast', ['--selectProjects', 'unit', 'api', 'contract']),
  jest('e2e', ['--selectProjects', 'swa', 'e2e', '--runInBand']),
];
const passed = parts.reduce((sum, part) => sum + part.passed, 0);
const failed = parts.reduce(
  (sum, part) => sum + part.failed + (part.status !== 0 && part.failed === 0 ? Math.max(part.suitesFailed, 1) : 0),
  0,
);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(parts.every((part) => part.status === 0) ? 0 : 1);
