import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string[];
  if?: string;
  steps: Step[];
}
const workflow = load(read('.github/workflows/ci.yml')) as { env: Record<string, unknown>; jobs: Record<string, Job> };
const { deploy, ...testJobs } = workflow.jobs;

describe('deploys wait for the tests', () => {
  it('the deploy job needs every test job and runs only for a push to main', () => {
    expect(deploy).toBeDefined();
    expect([...(deploy!.needs ?? [])].sort()).toEqual(Object.keys(testJobs).sort());
    expect(deploy!.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
  });

  it('no other workflow deploys', () => {
    const others = ['deploy.yml', 'test.yml'].filter((name) => {
      try {
        read(`.github/workflows/${name}`);
        return true;
      } catch {
        return false;
      }
    });
    expect(others).toEqual([]);
  });

  it('the tests cover lint, unit, API, e2e, the SWA CLI suite and the MongoDB contract', () => {
    const runs = Object.values(testJobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(runs).toEqual(
      expect.arrayContaining([
        'npm run lint',
        'npx jest --selectProjects unit api contract',
        'npx jest --selectProjects e2e --runInBand',
        'npx jest --selectProjects swa',
        'npx jest --selectProjects contract',
      ]),
    );
  });
});

describe('what is deployed', () => {
  it('CI runs the Node version of the Functions runtime', () => {
    const runtime = (JSON.parse(read('staticwebapp.config.json')) as { platform: { apiRuntime: string } }).platform
      .apiRuntime;
    expect(runtime).toBe('node:22');
    expect(`node:${String(workflow.env.NODE_VERSION)}`).toBe(runtime);
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps.filter((candidate) => candidate.uses?.startsWith('actions/setup-node')))
        expect(step.with?.['node-version']).toBe('${{ env.NODE_VERSION }}');
    }
    expect(read('scripts/bundle-options.ts')).toContain("target: 'node22'");
  });

  it('the API production dependencies install from a lockfile that matches api/package.json', () => {
    // azd deploys the API from what the assembly script writes (azure.yaml), and the deploy job runs azd.
    const deploySteps = deploy!.steps.map((step) => step.run ?? '').join('\n');
    expect(deploySteps).toContain('azd deploy --all --no-prompt');
    const api = (
      load(read('azure.yaml')) as {
        services: Record<string, { dist?: string; hooks?: { prepackage?: { run?: string } } }>;
      }
    ).services.api;
    expect(api?.hooks?.prepackage?.run).toContain('bash scripts/assemble-functions-app.sh .deploy/api');
    expect(api?.dist).toBe('../.deploy/api');
    const assemble = read('scripts/assemble-functions-app.sh');
    expect(assemble).toContain('npm ci --omit=dev');
    expect(assemble).toContain('api/package-lock.json');
    const manifest = JSON.parse(read('api/package.json')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(read('api/package-lock.json')) as {
      packages: Record<string, { dependencies?: Record<string, string> }>;
    };
    // Out of sync after a dependency change: run `npm run lock:api`.
    expect(lock.packages['']?.dependencies).toEqual(manifest.dependencies);
    for (const name of Object.keys(manifest.dependencies)) expect(lock.packages[`node_modules/${name}`]).toBeDefined();
  });

  it('a test job assembles the Functions app as the deploy does and loads it before main', () => {
    const runs = workflow.jobs.assembly!.steps.map((step) => step.run ?? '');
    expect(runs).toEqual(
      expect.arrayContaining([
        'bash scripts/assemble-functions-app.sh .deploy/api',
        'npx jest --selectProjects api -- tests/api/deploy-bundle.test.ts',
      ]),
    );
    expect(deploy!.needs).toContain('assembly');
  });

  it('no source maps are built for the client', () => {
    expect(read('vite.config.ts')).toMatch(/sourcemap:\s*false/);
  });
});
