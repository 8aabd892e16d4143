// First: quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, launchChromium, startBuiltProduct } from './support/built-product';
import { vipSessionCookie } from './support/vip-session';

/**
 * Lighthouse 12's mobile preset (simulated slow 4G and a 4× slower CPU, a 412 px phone) on the built client served
 * by the local product: the home page, the dashboard and a chart as the demo VIP (the session cookie travels in
 * `extraHeaders`), and the plans page. Prints the median of BENCH_RUNS (default 5) runs per page, each figure's own
 * median, beside the budgets, and the machine's calibrated `benchmarkIndex` (a shared 2-core machine scores lower
 * than a phone-class reference of about 1000, which slows Lighthouse's simulated timings).
 */
const BUDGET = { lcpMs: 2500, tbtMs: 200, cls: 0.05, score: 90 };

const PAGES: ReadonlyArray<{ label: string; path: string; signedIn: boolean }> = [
  { label: '/', path: '/', signedIn: false },
  { label: '/app (VIP)', path: '/app', signedIn: true },
  { label: 'chart (VIP)', path: '/grafico/BMFBOVESPA/PETR4/D', signedIn: true },
  { label: '/assinatura', path: '/assinatura', signedIn: false },
];

interface Figures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  benchmarkIndex: number;
}

/** Chromium with the project's flags and a DevTools port Lighthouse connects to. */
async function chromiumForLighthouse(): Promise<{ port: number; process: ChildProcess; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const child = spawn(
    '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${seen}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    process: child,
    // The profile goes once Chromium has exited: it writes there until it does.
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function oneRun(url: string, port: number, cookie: string | null): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function row(label: string, runs: Figures[]): string {
  const lcp = median(runs.map((run) => run.lcpMs));
  const tbt = median(runs.map((run) => run.tbtMs));
  const cls = median(runs.map((run) => run.cls));
  const score = median(runs.map((run) => run.score));
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  return (
    `  ${label.padEnd(14)} LCP ${(lcp / 1000).toFixed(2).padStart(5)} s${mark(lcp <= BUDGET.lcpMs)}  ` +
    `TBT ${String(Math.round(tbt)).padStart(4)} ms${mark(tbt <= BUDGET.tbtMs)}  ` +
    `CLS ${cls.toFixed(3)}${mark(cls <= BUDGET.cls)}  score ${String(score).padStart(3)}${mark(score >= BUDGET.score)}  ` +
    `(scores ${runs.map((run) => run.score).join(', ')})`
  );
}

export async function run(): Promise<void> {
  const runtime = await startBuiltProduct();
  const loginBrowser = await launchChromium();
  const cookie = await vipSessionCookie(loginBrowser, runtime.url).finally(() => loginBrowser.close());
  const chromium = await chromiumForLighthouse();
  try {
    const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
    const indexes: number[] = [];
    console.log(`Lighthouse 12, mobile preset, median of ${runs} runs per page`);
    console.log(
      `  budgets: LCP <= ${BUDGET.lcpMs / 1000} s, TBT <= ${BUDGET.tbtMs} ms, CLS <= ${BUDGET.cls}, score >= ${BUDGET.score} ('!' marks a figure over its budget)`,
    );
    for (const page of PAGES) {
      const figures: Figures[] = [];
      for (let i = 0; i < runs; i += 1)
        figures.push(await oneRun(runtime.url + page.path, chromium.port, page.signedIn ? cookie : null));
      indexes.push(...figures.map((figure) => figure.benchmarkIndex));
      console.log(row(page.label, figures));
    }
    console.log(`  benchmarkIndex median ${Math.round(median(indexes))} (runs ${indexes.map(Math.round).join(', ')})`);
    console.log('');
  } finally {
    await chromium.close();
    await runtime.close();
  }
}

if (process.argv[1] !== undefined && /bench[\\/]lighthouse\.ts$/.test(process.argv[1]))
  await run().then(() => process.exit(0));
