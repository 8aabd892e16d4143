// ESLint: typescript-eslint's recommended rules plus the architecture's import boundaries:
// features never import each other nor the composition root (src/app), the domain package imports nothing outside
// itself and everyone else imports it by name (@agulhadas/domain/...), the delivery package imports only itself and the
// domain, the client never imports the API, the API, the robot and the notifier never import each other nor the local
// workspace (local/ wires them together for npm start and the tests; the API and the notifier share code through
// @agulhadas/delivery), and no import loops.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noTypeImportCycle } from './scripts/eslint-rules/no-type-import-cycle.js';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    target: './robot',
    from: './api',
    message: 'The robot talks to the API only through its HTTP contract (docs/robot.md).',
  },
  { target: './src', from: './robot', message: 'The client and the domain never import the robot.' },
  {
    target: './api',
    from: './robot',
    message: 'The API never imports the robot; the local workspace (local/) starts it for npm start.',
  },
  {
    target: './notifier',
    from: './api',
    message: 'The notifier shares code with the API only through @agulhadas/delivery.',
  },
  { target: './notifier', from: './robot', message: 'The notifier never imports the robot.' },
  { target: './notifier', from: './src', message: 'The notifier never imports the client.' },
  ...['./api', './robot', './src', './packages'].map((target) => ({
    target,
    from: './notifier',
    message:
      'Nothing imports the notifier but the local workspace, which starts it for npm start: share code through @agulhadas/delivery.',
  })),
  ...['./api', './robot', './src', './packages', './notifier'].map((target) => ({
    target,
    from: './local',
    message:
      'Production code never imports the local workspace: it depends on interfaces (api/src/runtime/stand-ins.ts) that local/ fills in.',
  })),
  ...[
    './src',
    './api',
    './robot',
    './local',
    './tests',
    './bench',
    './scripts',
    './notifier',
    './packages/delivery',
  ].map((from) => ({
    target: './packages/domain',
    from,
    message: '@agulhadas/domain is pure and imports nothing outside itself.',
  })),
  ...['./src', './api', './robot', './local', './tests', './bench', './scripts', './notifier'].map((from) => ({
    target: './packages/delivery',
    from,
    message: '@agulhadas/delivery imports nothing outside itself but @agulhadas/domain.',
  })),
  {
    target: './src',
    from: './api',
    message: 'The client never imports the API: share code through @agulhadas/domain.',
  },
  ...['./api', './robot', './notifier', './packages', './local'].map((target) => ({
    target,
    from: './src',
    message:
      'Only the client imports src/: code the robot, the notifier, the API or the packages need belongs in @agulhadas/domain.',
  })),
  // src/app composes the screens: it imports features, components and lib, never the other way, so a feature can be
  // read, tested and moved without the router and providers coming along.
  ...['./src/features', './src/components', './src/lib'].map((target) => ({
    target,
    from: './src/app',
    message:
      'Only src/app imports src/app: it is the composition root. Move what others need to src/lib or src/components.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what they share to @agulhadas/domain, src/components or src/lib, or meet in src/app.',
  })),
];

const domainByName = {
  group: ['**/packages/domain/**', '**/src/domain/**'],
  message: 'Import the domain by name: @agulhadas/domain/<module>.',
};
const deliveryByName = {
  group: ['**/packages/delivery/**'],
  message: 'Import the delivery package by name: @agulhadas/delivery/<module>.',
};

// PineTS runs the TradingView indicator in the tests. Its licence (AGPL-3.0) would bind whatever ships it: it stays a
// dev dependency, out of the client, the API, the robot and the local workspace.
const testOnlyPinets = {
  name: 'pinets',
  message: 'pinets (AGPL-3.0) is for the tests only: nothing that ships may import it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'api/dist/**',
      'robot/dist/**',
      'notifier/dist/**',
      'node_modules/**',
      '**/node_modules/**',
      'coverage/**',
      '.data/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      // no-cycle parses the imported files: it needs to know they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // no-cycle does not follow type-only imports (it has no option to); this one reports the loops through them.
      'local/no-type-import-cycle': 'error',
      // TypeScript already reports undefined names (typescript-eslint's advice); the few .js/.mjs files are Node scripts.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The rules of hooks, and effects that list what they read: a missing dependency is a stale value on screen.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // zod's messages are set to Portuguese where z is exported; a schema built on bare 'zod' could load before it.
    // The domain is a package: outside it, its modules are imported by name, never by a path into its folder.
    files: ['src/**/*.{ts,tsx}', 'packages/domain/**/*.ts'],
    ignores: ['packages/domain/validation/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'Take z from @agulhadas/domain/validation/zod: it sets the Portuguese messages.',
            },
            testOnlyPinets,
          ],
          patterns: [domainByName],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'robot/**/*.ts', 'local/**/*.ts', 'notifier/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [testOnlyPinets], patterns: [domainByName, deliveryByName] }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domainByName, deliveryByName] }] },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
  },
);
