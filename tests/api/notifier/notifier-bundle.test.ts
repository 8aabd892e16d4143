import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { bundleOptions } from '../../../scripts/bundle-options';

const ROOT = path.resolve(__dirname, '../../..');

/** What a Container Apps replica runs is notifier/dist/main.js, built with the options of `npm run build --workspace notifier`. */
describe('notifier bundle', () => {
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'agulhadas-bundle');
  const outfile = path.join(outDir, `notifier-${process.pid}.mjs`);
  let metafile: Metafile;

  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    metafile = (await build({ ...bundleOptions(path.join(ROOT, 'notifier'), 'src/main.ts', outfile), logLevel: 'silent' })).metafile;
  });

  it('holds the delivery and domain packages, nothing of the API, the robot or the local workspace', () => {
    const inputs = Object.keys(metafile.inputs).map((input) => path.relative(ROOT, path.resolve(ROOT, 'notifier', input)));
    expect(inputs.some((input) => input.startsWith('packages/delivery/'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('packages/domain/'))).toBe(true);
    expect(inputs.filter((input) => /^(api|robot|local|src)\//.test(input))).toEqual([]);
  });

  it('refuses to start without its settings, naming every one missing', () => {
    const run = spawnSync(process.execPath, [outfile], { cwd: path.join(ROOT, 'notifier'), encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The notifier cannot start');
    expect(run.stderr).toContain('MONGODB_URI');
  });
});
