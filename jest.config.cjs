// One jest run, five projects: unit (pure logic + components), api (handlers against the
// embedded store), contract (store behaviour; also against real MongoDB when MONGODB_URI is set),
// swa (the official SWA CLI in front of the built client and the local host) and e2e (headless
// Chromium through the running product).
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};
// ESM-only packages that jest (CommonJS here) must transform.
const transformIgnorePatterns = ['/node_modules/(?!(trading-signals|@tanstack|big\\.js)/)'];
const base = { transform, transformIgnorePatterns, rootDir: __dirname, setupFiles: ['<rootDir>/tests/support/jest-setup.ts'] };

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/security/**/*.test.ts', '<rootDir>/tests/robot/**/*.test.ts'],
    },
    { ...base, displayName: 'contract', testEnvironment: 'node', testMatch: ['<rootDir>/tests/contract/**/*.test.ts'] },
    { ...base, displayName: 'swa', testEnvironment: 'node', testMatch: ['<rootDir>/tests/swa-cli/**/*.test.ts'] },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/setup-timeout.ts'],
    },
  ],
};
