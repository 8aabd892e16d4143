import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { PRODUCTION_ENV } from '../support/production-env';
import { registeredFunctions } from '../../api/src/http/registry';
import '../../api/src/functions/index';

const ROOT = path.resolve(__dirname, '../..');

/**
 * What Azure runs is api/dist/index.js (esbuild bundle importing src/domain). Built the same way as
 * `npm run build --workspace api`, it must load under plain Node ESM and register every function.
 */
describe('Functions deploy bundle', () => {
  // Inside the repo, so the bundle's external packages resolve from node_modules as in the deployed app.
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'agulhadas-bundle');
  const outfile = path.join(outDir, `index-${process.pid}.mjs`);
  // Outside the Functions host, @azure/functions names each registration in a "test mode" warning.
  const script = `const names=[];const warn=console.warn;console.warn=(m)=>{const x=/register function "([^"]+)"/.exec(String(m));if(x)names.push(x[1]);};await import(${JSON.stringify(outfile)});console.warn=warn;console.log(JSON.stringify(names));`;
  /** Imports the bundle under plain Node with exactly this environment (no LOCAL_MODE inherited). */
  const load = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(ROOT, 'api'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  beforeAll(() => {
    mkdirSync(outDir, { recursive: true });
    buildSync({
      entryPoints: [path.join(ROOT, 'api/src/index.ts')],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'silent',
      absWorkingDir: path.join(ROOT, 'api'),
    });
  });

  it('loads with a complete production environment and registers the same function table as the source', () => {
    const run = load(PRODUCTION_ENV);
    expect(run.status).toBe(0);
    const bundled = (JSON.parse(run.stdout.trim().split('\n').pop()!) as string[]).sort();
    expect(bundled).toEqual(
      registeredFunctions()
        .map((fn) => fn.name)
        .sort(),
    );
    expect(bundled.length).toBeGreaterThan(20);
  });

  it('refuses to load with an empty environment, naming every missing setting in one message', () => {
    const run = load({});
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('['); // nothing registered
    const message = run.stderr.split('\n').find((line) => line.includes('cannot start outside local mode')) ?? '';
    for (const setting of Object.keys(PRODUCTION_ENV)) expect(message).toContain(setting);
  });

  it('refuses the public local keys outside local mode', () => {
    const run = load({ ...PRODUCTION_ENV, ROBOT_KEY: 'local-demo-robot-key', STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('ROBOT_KEY is the public local default');
    expect(run.stderr).toContain('STRIPE_WEBHOOK_SECRET is the public local default');
  });
});
