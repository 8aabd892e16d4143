import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { ROBOT_SETTINGS } from '../../robot/src/settings-declaration';
import { NOTIFIER_SETTINGS } from '../../notifier/src/settings-declaration';
import { PRODUCTION_ENV } from '../support/production-env';

/**
 * The robot's and the notifier's container images, without Docker (none runs here; the CI's images job builds them):
 * scripts/assemble-container.sh produces the file set each Dockerfile copies into its final stage, and the assembled
 * folder is started as the image starts it (`node dist/main.js`, production settings, no LOCAL_MODE, the Container
 * Apps marker set). Its /health must answer, and SIGTERM must stop it within 10 s.
 */
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const STOP_WITHIN_MS = 10_000;
const IMAGES = ['robot', 'notifier'] as const;
type Image = (typeof IMAGES)[number];

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The Dockerfile's instructions (continuation lines joined, comments dropped), split into its stages. */
function stagesOf(dockerfile: string): string[][] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push([]);
    stages.at(-1)?.push(line);
  }
  return stages;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** A port nothing listens on: every call to the API or the database there is refused at once. */
const CLOSED = 9;

/** What Azure Container Apps would give each process: production values, https addresses, the platform's marker. */
async function productionEnv(image: Image): Promise<{ env: Record<string, string>; port: number; storeUp: boolean }> {
  const port = await freePort();
  const common = {
    PATH: process.env.PATH ?? '',
    CONTAINER_APP_NAME: `agulhadas-${image}`,
    AGULHADAS_VERSION: 'image-test',
  };
  if (image === 'robot') {
    return {
      port,
      storeUp: false,
      env: {
        ...common,
        AGULHADAS_API_URL: `https://127.0.0.1:${CLOSED}`,
        ROBOT_KEY: PRODUCTION_ENV.ROBOT_KEY!,
        ROBOT_SOURCES: 'binance',
        ROBOT_HEALTH_PORT: String(port),
      },
    };
  }
  // With a real MongoDB (the CI's contract job sets MONGODB_URI) the notifier reaches its queues; without one it must
  // still start and report the unreachable store.
  const mongo = process.env.MONGODB_URI;
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, PRODUCTION_ENV[name]!]));
  return {
    port,
    storeUp: Boolean(mongo),
    env: {
      ...common,
      ...pick([
        'TELEGRAM_BOT_TOKEN',
        'SMTP_URL',
        'EMAIL_FROM',
        'VAPID_PUBLIC_KEY',
        'VAPID_PRIVATE_KEY',
        'VAPID_SUBJECT',
      ]),
      MONGODB_URI: mongo ?? `mongodb://127.0.0.1:${CLOSED}/?directConnection=true`,
      MONGODB_DB: `image-test-${process.pid}`,
      NOTIFIER_HEALTH_PORT: String(port),
    },
  };
}

async function health(port: number, child: ChildProcess): Promise<{ status: number; body: Record<string, unknown> }> {
  for (let waited = 0; waited < 30_000 && child.exitCode === null; waited += 250) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(10_000) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`no /health on :${port} (exit code ${String(child.exitCode)})`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

describe.each(IMAGES)('the %s image', (image) => {
  const outDir = mkdtempSync(path.join(tmpdir(), `agulhadas-image-${image}-`));
  const stages = stagesOf(read(`${image}/Dockerfile`));
  const final = stages.at(-1)!;
  let child: ChildProcess | null = null;

  beforeAll(() => {
    execFileSync('bash', [path.join(ROOT, 'scripts/assemble-container.sh'), image, outDir], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  });

  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
  });

  it('its Dockerfile assembles with the script and copies exactly what the script produces into the final stage', () => {
    const build = stages.slice(0, -1).flat();
    const assemble = build
      .map((line) => new RegExp(`^RUN bash scripts/assemble-container\\.sh ${image} (\\S+)$`).exec(line))
      .find(Boolean);
    expect(assemble).toBeDefined();
    const from = assemble![1]!;
    const copied = final
      .filter((line) => line.startsWith('COPY'))
      .flatMap((line) => {
        const words = line.split(/\s+/).slice(1);
        expect(words[0]).toBe('--from=build');
        return words.slice(1, -1).map((source) => path.posix.relative(from, source));
      });
    expect(copied.sort()).toEqual(readdirSync(outDir).sort());
    expect(readdirSync(path.join(outDir, 'dist'))).toEqual(['main.js']);
  });

  it('runs as the unprivileged node user, node itself on the bundle, on the Node version the bundle targets', () => {
    expect(final.filter((line) => line.startsWith('USER'))).toEqual(['USER node']);
    expect(final.at(-1)).toBe('CMD ["node", "dist/main.js"]');
    expect((JSON.parse(readFileSync(path.join(outDir, 'package.json'), 'utf8')) as { main: string }).main).toBe(
      'dist/main.js',
    );
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:22-bookworm-slim(\s|$)/);
    expect(read('scripts/bundle-options.ts')).toContain("target: 'node22'");
  });

  it('installs every workspace manifest the root lockfile needs, and carries no secret and no .env into a layer', () => {
    const copiedManifests = stages[0]!
      .filter((line) => /^COPY \S+\/package\.json /.test(line))
      .map((line) => line.split(/\s+/)[1]);
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    expect(copiedManifests.sort()).toEqual(workspaces.map((folder) => `${folder}/package.json`).sort());
    const declarations: Record<string, { secret: boolean }> = image === 'robot' ? ROBOT_SETTINGS : NOTIFIER_SETTINGS;
    const secrets = Object.entries(declarations).flatMap(([name, declared]) => (declared.secret ? [name] : []));
    expect(secrets.length).toBeGreaterThan(1);
    const settingLines = stages.flat().filter((line) => /^(ARG|ENV)\s/.test(line));
    for (const secret of secrets) expect(settingLines.join('\n')).not.toContain(secret);
    expect(stages.flat().join('\n')).not.toMatch(/\.env\b(?!\.example)/);
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '.git', '**/dist', 'tests', '.env', '.env.*', '.data'])
      expect(ignored).toContain(entry);
  });

  it('starts from the assembled folder with production settings, answers /health, and stops on SIGTERM within 10 s', async () => {
    const { env, port, storeUp } = await productionEnv(image);
    const output: string[] = [];
    child = spawn(process.execPath, ['dist/main.js'], { cwd: outDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

    const answer = await health(port, child);
    expect({ version: answer.body.version, status: answer.body.status }).toEqual({
      version: 'image-test',
      status: image === 'notifier' && !storeUp ? 'degraded' : 'ok',
    });
    expect(answer.status).toBe(answer.body.status === 'ok' ? 200 : 503);
    expect(answer.body.reasons).toEqual(image === 'notifier' && !storeUp ? ['store-unreachable'] : []);
    expect(answer.body).toHaveProperty(image === 'robot' ? 'sources' : 'totals');

    const signalled = Date.now();
    child.kill('SIGTERM');
    const code = await exited(child);
    const tookMs = Date.now() - signalled;
    expect({ code, withinLimit: tookMs < STOP_WITHIN_MS }).toEqual({ code: 0, withinLimit: true });
    expect(output.join('')).toContain(`${image}: SIGTERM; stopping`);
    expect(output.join('')).not.toMatch(/cannot start|could not start/);
  });
});

test("the CI's images job builds both Dockerfiles from the repository root, after the test that assembles them", () => {
  const workflow = load(read('.github/workflows/ci.yml')) as {
    jobs: Record<string, { steps: Array<{ run?: string }> }>;
  };
  const runs = (job: string) => (workflow.jobs[job]?.steps ?? []).map((step) => step.run ?? '');
  for (const image of IMAGES)
    expect(runs('images')).toContain(`docker build -f ${image}/Dockerfile -t agulhadas-${image}:ci .`);
  expect(runs('images').join('\n')).not.toMatch(/docker (push|login)/);
  expect(runs('contract-mongodb')).toContain('npx jest --selectProjects api -- tests/robot/container-image.test.ts');
});
