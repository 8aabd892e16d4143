// One jest run, five projects: unit (pure logic + components), api (handlers against the
// embedded store), contract (store behaviour; also against real MongoDB when MONGODB_URI is set),
// swa (the official SWA CLI in front of the built client and the local host) and e2e (headless
// Chromium through the running product).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// ESM-only packages that jest (CommonJS here) must transform.
const transformIgnorePatterns = ['/node_modules/(?!(trading-signals|@tanstack|big\\.js)/)'];
// calendar-record: `npm run test:calendar` compares each test's assertion count across clock instants.
const base = {
  transform,
  transformIgnorePatterns,
  rootDir: __dirname,
  setupFiles: ['<rootDir>/tests/support/jest-setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/calendar-record.ts'],
};
// Tests run on a weekday session's clock, whatever day the suite runs on, unless a test picks another instant
// (tests/support/setup-clock.ts). The store contract keeps the machine's clock: it also runs against real MongoDB,
// whose server clock cannot be moved.
const onTestClock = { ...base, setupFiles: [...base.setupFiles, '<rootDir>/tests/support/setup-clock.ts'] };

module.exports = {
  projects: [
    {
      ...onTestClock,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    },
    {
      ...onTestClock,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/tests/api/**/*.test.ts',
        '<rootDir>/tests/security/**/*.test.ts',
        '<rootDir>/tests/robot/**/*.test.ts',
      ],
    },
    { ...base, displayName: 'contract', testEnvironment: 'node', testMatch: ['<rootDir>/tests/contract/**/*.test.ts'] },
    { ...base, displayName: 'swa', testEnvironment: 'node', testMatch: ['<rootDir>/tests/swa-cli/**/*.test.ts'] },
    {
      ...onTestClock,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/tests/e2e/setup-timeout.ts'],
    },
  ],
};
