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
    metafile = (
      await build({ ...bundleOptions(path.join(ROOT, 'notifier'), 'src/main.ts', outfile), logLevel: 'silent' })
    ).metafile;
  });

  it('holds the delivery and domain packages, nothing of the API, the robot or the local workspace', () => {
    const inputs = Object.keys(metafile.inputs).map((input) =>
      path.relative(ROOT, path.resolve(ROOT, 'notifier', input)),
    );
    expect(inputs.some((input) => input.startsWith('packages/delivery/'))).toBe(true);
    expect(inputs.some((input) => input.startsWith('packages/domain/'))).toBe(true);
    expect(inputs.filter((input) => /^(api|robot|local|src)\//.test(input))).toEqual([]);
  });

  it('refuses to start without its settings, naming every one missing', () => {
    const run = spawnSync(process.execPath, [outfile], {
      cwd: path.join(ROOT, 'notifier'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The notifier cannot start');
    expect(run.stderr).toContain('MONGODB_URI');
  });

  it('stops in Container Apps with local mode on or a short token, naming the setting and never printing the token', () => {
    const env = {
      PATH: process.env.PATH ?? '',
      MONGODB_URI: 'mongodb://db.example',
      FEATURES_OFF: 'email,push',
      TELEGRAM_BOT_TOKEN: 'short-token',
    };
    const start = (extra: Record<string, string>) =>
      spawnSync(process.execPath, [outfile], {
        cwd: path.join(ROOT, 'notifier'),
        encoding: 'utf8',
        env: { ...env, ...extra },
      });
    const inAzure = start({ LOCAL_MODE: '1', CONTAINER_APP_NAME: 'agulhadas-notifier' });
    expect(inAzure.status).toBe(1);
    expect(inAzure.stderr).toContain('LOCAL_MODE must not be set in Azure (CONTAINER_APP_NAME is present)');
    const shortToken = start({});
    expect(shortToken.status).toBe(1);
    expect(shortToken.stderr).toContain('TELEGRAM_BOT_TOKEN must have at least 16 characters');
    expect(shortToken.stderr + shortToken.stdout).not.toContain('short-token');
  });
});
