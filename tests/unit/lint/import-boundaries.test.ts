import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Lints `code` as if it were the file `file` of the repo (nothing is written). */
function lintAs(file: string, code: string): string {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return run.stdout;
}

/** The architecture's boundaries, as `npm test` enforces them through ESLint. */
describe('import boundaries', () => {
  it('a feature importing another feature is refused', () => {
    expect(
      lintAs(
        'src/features/assets/probe.tsx',
        "import { AlertEditor } from '../alerts/alert-editor';\nexport const x = AlertEditor;\n",
      ),
    ).toContain('Features do not import each other');
  });

  it('a feature importing its own files, the domain, components and lib is fine', () => {
    const code =
      "import { AssetCard } from './asset-card';\nimport { formatPrice } from '@agulhadas/domain/presentation/format';\nimport { apiFetch } from '../../lib/api';\nexport const x = [AssetCard, formatPrice, apiFetch];\n";
    expect(lintAs('src/features/assets/probe.tsx', code)).toBe('');
  });

  it('a feature, a component or lib importing src/app (the composition root) is refused', () => {
    const code = "import { createAppRouter } from '../../app/router';\nexport const x = createAppRouter;\n";
    expect(lintAs('src/features/assets/probe.tsx', code)).toContain('Only src/app imports src/app');
    expect(lintAs('src/components/probe.tsx', "import { App } from '../app/app';\nexport const x = App;\n")).toContain(
      'Only src/app imports src/app',
    );
    expect(
      lintAs(
        'src/lib/probe.ts',
        "import { SWR_DEFAULTS } from '../app/providers/data-provider';\nexport const x = SWR_DEFAULTS;\n",
      ),
    ).toContain('Only src/app imports src/app');
  });

  it('src/app importing features, lib and its own files is fine', () => {
    const code =
      "import { assetRoutes } from '../features/assets/routes';\nimport { paths } from '../lib/paths';\nimport { AppLayout } from './layout/app-layout';\nexport const x = [assetRoutes, paths, AppLayout];\n";
    expect(lintAs('src/app/probe.tsx', code)).toBe('');
  });

  it('the robot, the notifier, the API, the packages and the local workspace importing the client are refused', () => {
    for (const file of [
      'robot/src/probe.ts',
      'notifier/src/probe.ts',
      'api/src/probe.ts',
      'packages/delivery/probe.ts',
      'local/src/probe.ts',
    ]) {
      const up = '../'.repeat(file.split('/').length - 1);
      expect(lintAs(file, `import { apiFetch } from '${up}src/lib/api';\nexport const x = apiFetch;\n`)).toContain(
        'Only the client imports src/',
      );
    }
  });

  it('the domain package importing anything outside itself is refused', () => {
    expect(
      lintAs('packages/domain/probe.ts', "import { apiFetch } from '../../src/lib/api';\nexport const x = apiFetch;\n"),
    ).toContain('@agulhadas/domain is pure');
    expect(
      lintAs('packages/domain/probe.ts', "import { config } from '../../api/src/config';\nexport const x = config;\n"),
    ).toContain('@agulhadas/domain is pure');
    expect(
      lintAs(
        'packages/domain/probe.ts',
        "import { runRound } from '../../robot/src/rounds/run-round';\nexport const x = runRound;\n",
      ),
    ).toContain('@agulhadas/domain is pure');
  });

  it('the client, the API, the robot and the tests import the domain by name, never by a path into its folder', () => {
    const byPath = (depth: string) =>
      `import { TIMEFRAMES } from '${depth}packages/domain/timeframes';\nexport const x = TIMEFRAMES;\n`;
    for (const [file, depth] of [
      ['src/features/assets/probe.ts', '../../../'],
      ['api/src/functions/probe.ts', '../../../'],
      ['robot/src/rounds/probe.ts', '../../../'],
      ['tests/unit/probe.test.ts', '../../'],
    ]) {
      expect(lintAs(file, byPath(depth))).toContain('Import the domain by name');
      expect(
        lintAs(file, "import { TIMEFRAMES } from '@agulhadas/domain/timeframes';\nexport const x = TIMEFRAMES;\n"),
      ).toBe('');
    }
  });

  it('the client importing the API is refused', () => {
    expect(
      lintAs('src/lib/probe.ts', "import { config } from '../../api/src/config';\nexport const x = config;\n"),
    ).toContain('The client never imports the API');
  });

  it('the API never imports the robot nor the local workspace; the local workspace wires both', () => {
    expect(
      lintAs(
        'api/src/functions/probe.ts',
        "import { createDemoSource } from '../../../robot/src/sources/demo/demo-source';\nexport const x = createDemoSource;\n",
      ),
    ).toContain('The API never imports the robot');
    expect(
      lintAs(
        'api/src/store/probe.ts',
        "import { openEmbeddedStore } from '../../../local/src/store/embedded';\nexport const x = openEmbeddedStore;\n",
      ),
    ).toContain('Production code never imports the local workspace');
    expect(
      lintAs(
        'robot/src/probe.ts',
        "import { startRuntime } from '../../local/src/runtime/runtime';\nexport const x = startRuntime;\n",
      ),
    ).toContain('Production code never imports the local workspace');
    const wiring =
      "import { createDemoSource } from '../../../robot/src/sources/demo/demo-source';\nimport { getStore } from '../../../api/src/store/db';\nexport const x = [createDemoSource, getStore];\n";
    expect(lintAs('local/src/robot/probe.ts', wiring)).toBe('');
  });

  it('the delivery package imports only itself and the domain; the API and the notifier import it by name', () => {
    expect(
      lintAs(
        'packages/delivery/probe.ts',
        "import { config } from '../../api/src/config';\nexport const x = config;\n",
      ),
    ).toContain('@agulhadas/delivery imports nothing outside itself but @agulhadas/domain');
    expect(
      lintAs(
        'packages/delivery/probe.ts',
        "import { startRuntime } from '../../local/src/runtime/runtime';\nexport const x = startRuntime;\n",
      ),
    ).toContain('Production code never imports the local workspace');
    expect(
      lintAs(
        'packages/delivery/probe.ts',
        "import { createNotifier } from '../../notifier/src/notifier';\nexport const x = createNotifier;\n",
      ),
    ).toContain('Nothing imports the notifier but the local workspace');
    expect(
      lintAs(
        'packages/delivery/probe.ts',
        "import { TIMEFRAMES } from '@agulhadas/domain/timeframes';\nimport { telegramQueue } from './queue/telegram-queue';\nexport const x = [TIMEFRAMES, telegramQueue];\n",
      ),
    ).toBe('');
    const byPath =
      "import { telegramQueue } from '../../../packages/delivery/queue/telegram-queue';\nexport const x = telegramQueue;\n";
    expect(lintAs('api/src/alerts/probe.ts', byPath)).toContain('Import the delivery package by name');
    expect(lintAs('notifier/src/telegram/probe.ts', byPath)).toContain('Import the delivery package by name');
    const byName =
      "import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';\nexport const x = telegramQueue;\n";
    expect(lintAs('api/src/alerts/probe.ts', byName)).toBe('');
    expect(lintAs('notifier/src/telegram/probe.ts', byName)).toBe('');
  });

  it('the notifier never imports the API, the robot nor the local workspace; nothing but local/ imports the notifier', () => {
    expect(
      lintAs('notifier/src/probe.ts', "import { config } from '../../api/src/config';\nexport const x = config;\n"),
    ).toContain('The notifier shares code with the API only through @agulhadas/delivery');
    expect(
      lintAs(
        'notifier/src/probe.ts',
        "import { createWorker } from '../../robot/src/worker';\nexport const x = createWorker;\n",
      ),
    ).toContain('The notifier never imports the robot');
    expect(
      lintAs(
        'notifier/src/probe.ts',
        "import { startRuntime } from '../../local/src/runtime/runtime';\nexport const x = startRuntime;\n",
      ),
    ).toContain('Production code never imports the local workspace');
    expect(
      lintAs(
        'api/src/functions/probe.ts',
        "import { createNotifier } from '../../../notifier/src/notifier';\nexport const x = createNotifier;\n",
      ),
    ).toContain('Nothing imports the notifier but the local workspace');
    expect(
      lintAs(
        'local/src/runtime/probe.ts',
        "import { createNotifier } from '../../../notifier/src/notifier';\nexport const x = createNotifier;\n",
      ),
    ).toBe('');
  });

  it('an import loop is refused', () => {
    // rule-schema.ts imports rule-labels.ts; rule-labels importing rule-schema back would close a loop.
    const output = lintAs(
      'packages/domain/alerts/rule-labels.ts',
      "import { ruleSchema } from './rule-schema';\nexport const x = ruleSchema;\n",
    );
    expect(output).toContain('import-x/no-cycle');
    // A loop of value imports only is import-x's to report, once.
    expect(output).not.toContain('local/no-type-import-cycle');
  });

  it('an import loop through a type-only import is refused', () => {
    // chart-data.ts takes the ChartMark type from marked-signal.ts; marked-signal taking a type back closes a loop.
    const output = lintAs(
      'packages/domain/chart/marked-signal.ts',
      "import type { ChartData } from './chart-data';\nexport type X = ChartData;\n",
    );
    expect(output).toContain('local/no-type-import-cycle');
    expect(output).toContain(
      'packages/domain/chart/marked-signal.ts → packages/domain/chart/chart-data.ts → packages/domain/chart/marked-signal.ts',
    );
  });

  it('a type-only import that closes no loop is fine', () => {
    expect(
      lintAs(
        'packages/domain/chart/marked-signal.ts',
        "import type { Timeframe } from '../timeframes';\nexport type X = Timeframe;\n",
      ),
    ).toBe('');
  });

  it('the client or the domain taking z from bare zod is refused (Portuguese messages come with the domain validation/zod)', () => {
    const take = 'Take z from @agulhadas/domain/validation/zod';
    expect(lintAs('packages/domain/probe.ts', "import { z } from 'zod';\nexport const x = z.string();\n")).toContain(
      take,
    );
    expect(lintAs('src/lib/probe.ts', "import { z } from 'zod';\nexport const x = z.string();\n")).toContain(take);
    expect(
      lintAs('packages/domain/probe.ts', "import { z } from './validation/zod';\nexport const x = z.string();\n"),
    ).toBe('');
    expect(
      lintAs(
        'src/lib/probe.ts',
        "import { z } from '@agulhadas/domain/validation/zod';\nexport const x = z.string();\n",
      ),
    ).toBe('');
  });

  it('pinets (AGPL-3.0) is refused in everything that ships and in the local workspace, allowed in the tests', () => {
    const code = "import { PineTS } from 'pinets';\nexport const x = PineTS;\n";
    for (const file of [
      'src/features/assets/probe.tsx',
      'packages/domain/probe.ts',
      'api/src/functions/probe.ts',
      'robot/src/rounds/probe.ts',
      'local/src/probe.ts',
    ]) {
      expect(lintAs(file, code)).toContain('pinets (AGPL-3.0) is for the tests only');
    }
    expect(lintAs('tests/support/probe.ts', code)).toBe('');
  });

  it('pinets is a dev dependency of the root only: no shipped workspace lists it', () => {
    const manifest = (file: string): Record<string, Record<string, string> | undefined> =>
      JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
    expect(manifest('package.json').devDependencies?.pinets).toBeDefined();
    expect(manifest('package.json').dependencies?.pinets).toBeUndefined();
    for (const workspace of ['api', 'robot', 'local', 'packages/domain']) {
      const { dependencies, devDependencies, optionalDependencies, peerDependencies } = manifest(
        `${workspace}/package.json`,
      );
      expect(
        [dependencies, devDependencies, optionalDependencies, peerDependencies].some(
          (list) => list?.pinets !== undefined,
        ),
      ).toBe(false);
    }
  });
});
