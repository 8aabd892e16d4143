import { execFileSync, spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, transformSync, type Metafile } from 'esbuild';
import { PRODUCTION_ENV } from '../support/production-env';
import { bundleOptions } from '../../scripts/bundle-options';
import { registeredFunctions } from '../../api/src/http/registry';
import '../../api/src/functions/index';

const ROOT = path.resolve(__dirname, '../..');

/**
 * What Azure runs is api/dist/index.js (esbuild bundle with @agulhadas/domain inside). Built with the options of
 * `npm run build --workspace api`, it must load under plain Node ESM and register every function.
 * With FUNCTIONS_APP_DIR set (the CI's assembly job), the suite loads the assembled app instead: its bundle, beside
 * only the production dependencies `npm ci --omit=dev` installed from api/package-lock.json.
 */
const ASSEMBLED = process.env.FUNCTIONS_APP_DIR ? path.resolve(ROOT, process.env.FUNCTIONS_APP_DIR) : null;

describe('Functions deploy bundle', () => {
  // Inside the repo, so the bundle's external packages resolve from node_modules as in the deployed app.
  const outDir = path.join(ROOT, 'node_modules', '.cache', 'agulhadas-bundle');
  const outfile = ASSEMBLED ? path.join(ASSEMBLED, 'dist', 'index.js') : path.join(outDir, `index-${process.pid}.mjs`);
  let metafile: Metafile;
  let builtFile = '';
  // Outside the Functions host, @azure/functions names each registration in a "test mode" warning.
  const script = `const names=[];const warn=console.warn;console.warn=(m)=>{const x=/register function "([^"]+)"/.exec(String(m));if(x)names.push(x[1]);};await import(${JSON.stringify(outfile)});console.warn=warn;console.log(JSON.stringify(names));`;
  /** Imports the bundle under plain Node with exactly this environment (no LOCAL_MODE inherited). */
  const load = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ASSEMBLED ?? path.join(ROOT, 'api'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    const options = bundleOptions(
      path.join(ROOT, 'api'),
      'src/index.ts',
      ASSEMBLED ? path.join(outDir, `probe-${process.pid}.mjs`) : outfile,
    );
    builtFile = String(options.outfile);
    metafile = (await build({ ...options, logLevel: 'silent' })).metafile;
  });

  it('imports nothing but Node built-ins and the runtime dependencies the deploy installs (the domain is inside)', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'api/package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const imported = new Set(
      Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !builtinModules.includes(entry.path.replace(/^node:/, '')))
        .map((entry) =>
          (entry.path.startsWith('@') ? entry.path.split('/').slice(0, 2) : entry.path.split('/').slice(0, 1)).join(
            '/',
          ),
        ),
    );
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect(lock.packages[`node_modules/${name}`]).toBeDefined();
    expect([...imported].filter((name) => name.startsWith('@agulhadas/'))).toEqual([]);
    expect(Object.keys(metafile.inputs).some((input) => input.includes('packages/domain/'))).toBe(true);
  });

  it('holds no local emulation and no robot: no input from local/ or robot/, no stand-in in the code', () => {
    const inputs = Object.keys(metafile.inputs).map((input) => path.relative(ROOT, path.resolve(ROOT, 'api', input)));
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((input) => input.startsWith('local/') || input.startsWith('robot/'))).toEqual([]);
    const code = readFileSync(builtFile, 'utf8');
    for (const name of [
      'LocalPaymentProvider',
      'LocalCryptoGateway',
      'openEmbeddedStore',
      'outboxSender',
      '/local-checkout',
      '/local-crypto',
      '/local-email',
      'DEMO_USERS',
    ])
      expect(code).not.toContain(name);
  });

  it('holds every module of api/src that has code: what production never runs lives in local/, tests/ or scripts/', () => {
    const inputs = new Set(
      Object.keys(metafile.inputs).map((input) => path.relative(ROOT, path.resolve(ROOT, 'api', input))),
    );
    const sources = execFileSync('git', ['ls-files', 'api/src'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
    expect(sources.length).toBeGreaterThan(100);
    // A module of types only leaves no code once compiled, so it is never an input: it is not unused code.
    const hasCode = (file: string) =>
      transformSync(readFileSync(path.join(ROOT, file), 'utf8'), { loader: 'ts' }).code.trim() !== '';
    expect(sources.filter((file) => !inputs.has(file) && hasCode(file))).toEqual([]);
  });

  it('sends nothing from a request: no Telegram or SMTP sender is in the functions app (the notifier sends what they queue)', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((input) => /(bot-api-sender|smtp-sender|select-sender)\.ts$/.test(input))).toEqual([]);
    const code = readFileSync(builtFile, 'utf8');
    expect(code).not.toContain('/sendMessage');
    expect(code).not.toContain('nodemailer');
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

  it('with Application Insights configured, starts its telemetry (Azure Monitor and the Functions instrumentation) and registers the same table', () => {
    // An unreachable ingestion endpoint: the exporter only sends later, so loading must not wait on it.
    const connection = 'InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:9/';
    const run = load({ ...PRODUCTION_ENV, APPLICATIONINSIGHTS_CONNECTION_STRING: connection });
    expect(run.status).toBe(0);
    const bundled = (JSON.parse(run.stdout.trim().split('\n').pop()!) as string[]).sort();
    expect(bundled).toEqual(
      registeredFunctions()
        .map((fn) => fn.name)
        .sort(),
    );
  });

  it('refuses to load with an empty environment, naming every missing setting in one message', () => {
    const run = load({});
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('['); // nothing registered
    const message = run.stderr.split('\n').find((line) => line.includes('cannot start outside local mode')) ?? '';
    for (const setting of Object.keys(PRODUCTION_ENV)) expect(message).toContain(setting);
  });

  it('refuses the public local keys outside local mode', () => {
    const run = load({
      ...PRODUCTION_ENV,
      ROBOT_KEY: 'local-demo-robot-key',
      STRIPE_WEBHOOK_SECRET: 'whsec_local_test_secret',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('ROBOT_KEY is the public local default');
    expect(run.stderr).toContain('STRIPE_WEBHOOK_SECRET is the public local default');
  });
});
