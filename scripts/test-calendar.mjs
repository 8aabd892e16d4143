// `npm run test:calendar`: the tests that depend on the clock, run with the machine's clock moved (libfaketime,
// Debian's `faketime`) to four instants that have broken suites before: a Saturday, a Sunday evening just after FX
// reopened, and the two New York daylight-saving switches, crossed while the suite runs. Every process the suite
// starts (jest, the product, Chromium) reads the moved clock. It fails when a test fails under any instant, or when a
// test checks less under one instant than under another (its assertion count, or skipped under one and run under
// another): what the suite proves must not depend on the day it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALENDAR_SUITES } from './calendar-suites.mjs';

export const INSTANTS = [
  ['a Saturday afternoon', '2026-11-28T15:00:00Z'],
  ['a Sunday, FX just reopened (21:00 UTC in New York summer time)', '2027-06-13T21:30:00Z'],
  ['New York springs forward (02:00 EST → 03:00 EDT)', '2027-03-14T06:58:00Z'],
  ['New York falls back (02:00 EDT → 01:00 EST)', '2027-11-07T05:58:00Z'],
];

function libfaketime() {
  const found = readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'faketime', 'libfaketime.so.1'))
    .find((candidate) => existsSync(candidate));
  if (!found) {
    console.error('test:calendar moves the clock with libfaketime: apt-get install -y faketime (.ci/run does it).');
    process.exit(1);
  }
  return found;
}

function runAt(instant, folder, extra) {
  const offsetSeconds = Math.round((Date.parse(instant) - Date.now()) / 1000);
  const outputFile = path.join(folder, 'jest.json');
  const record = path.join(folder, 'assertions');
  mkdirSync(record);
  const env = {
    ...process.env,
    FORCE_COLOR: '0',
    // One offset for every process, whenever it starts; the monotonic clock stays real, so timers keep their pace.
    FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    // libfaketime's fix for monotonic condition waits makes every Chromium navigation take seconds; the monotonic
    // clock is not moved, so the fix is not needed.
    FAKETIME_FORCE_MONOTONIC_FIX: '0',
    LD_PRELOAD: [libfaketime(), process.env.LD_PRELOAD].filter(Boolean).join(':'),
    CALENDAR_RECORD: record,
  };
  const args = [
    'jest',
    '--selectProjects',
    ...CALENDAR_SUITES.projects,
    '--runInBand',
    '--json',
    `--outputFile=${outputFile}`,
    ...extra,
    ...CALENDAR_SUITES.paths,
  ];
  const status = spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : { testResults: [] };
  const tests = new Map();
  for (const suite of report.testResults) {
    const file = path.relative(process.cwd(), suite.name);
    if (suite.assertionResults.length === 0 && suite.status === 'failed')
      tests.set(`${file} › (suite)`, { status: 'failed', assertions: 0 });
    for (const result of suite.assertionResults)
      tests.set(`${file} › ${result.fullName}`, { status: result.status, assertions: 0 });
  }
  for (const name of readdirSync(record)) {
    for (const line of readFileSync(path.join(record, name), 'utf8').split('\n').filter(Boolean)) {
      const { file, test, assertions } = JSON.parse(line);
      const key = `${file} › ${test}`;
      const known = tests.get(key);
      if (known) known.assertions = assertions;
    }
  }
  return { status, tests };
}

const extra = process.argv.slice(2);
// The browser tests drive the built client (npm test builds it first).
if (
  !existsSync('dist/index.html') &&
  spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0
) {
  console.error('client build failed');
  process.exit(1);
}
const root = mkdtempSync(path.join(tmpdir(), 'agulhadas-calendar-'));
const runs = INSTANTS.map(([label, instant], index) => {
  console.log(`\n=== test:calendar ${index + 1}/${INSTANTS.length}: ${label}, clock at ${instant} ===\n`);
  const folder = path.join(root, String(index));
  mkdirSync(folder);
  return { label, instant, ...runAt(instant, folder, extra) };
});

const names = [...new Set(runs.flatMap((run) => [...run.tests.keys()]))].sort();
const problems = [];
for (const name of names) {
  const seen = runs.map((run) => run.tests.get(name));
  const failedAt = runs.filter((_, index) => seen[index]?.status === 'failed').map((run) => run.instant);
  if (failedAt.length > 0) problems.push(`${name}: failed at ${failedAt.join(', ')}`);
  const statuses = new Set(seen.map((test) => test?.status ?? 'absent'));
  if (statuses.size > 1)
    problems.push(
      `${name}: ${runs.map((run, index) => `${seen[index]?.status ?? 'absent'} at ${run.instant}`).join('; ')}`,
    );
  const counts = new Set(seen.map((test) => test?.assertions ?? 0));
  if (counts.size > 1)
    problems.push(
      `${name}: checks differ, ${runs.map((run, index) => `${seen[index]?.assertions ?? 0} assertions at ${run.instant}`).join('; ')}`,
    );
}

console.log('\ntest:calendar, per instant:');
for (const run of runs) {
  const all = [...run.tests.values()];
  const passed = all.filter((test) => test.status === 'passed').length;
  const assertions = all.reduce((sum, test) => sum + test.assertions, 0);
  console.log(
    `  ${run.instant}  ${run.label}: ${passed} of ${all.length} tests passed, ${assertions} assertions (jest exit ${run.status})`,
  );
}
if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.log(`  - ${problem}`);
}
const exitsFailed = runs.filter((run) => run.status !== 0).length;
const failed =
  names.filter((name) => problems.some((problem) => problem.startsWith(`${name}:`))).length ||
  (exitsFailed > 0 ? exitsFailed : 0);
console.log(`\ncalendar: ${names.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && exitsFailed === 0 ? 0 : 1);
