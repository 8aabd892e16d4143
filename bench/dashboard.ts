// First: quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { overrideConfig } from '../api/src/config';
import { startRuntime } from '../local/src/runtime/runtime';
import { assets } from '../api/src/store/assets';
import { getStore } from '../api/src/store/db';
import type { BulkOperation } from '../api/src/store/types';
import type { AssetDoc } from '../api/src/store/assets';
import { hasFourHour, type AssetType } from '@agulhadas/domain/categories';
import type { Reading, Readings, Signal } from '@agulhadas/domain/reading';
import { neutralReading } from '@agulhadas/domain/reading-fields';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * Dashboard benchmark: the whole universe with readings on every timeframe, opened at /app/all by a
 * paying user in headless Chromium. Prints the time to the first visible cards and the cost of
 * scrolling the whole list: per-step times, long tasks, CDP Performance metrics and, from a Chromium
 * trace of a second scroll, where the time went per thread (paint, raster, display compositor).
 * The machine it runs on is shared, so it repeats (BENCH_RUNS, default 3) and prints medians.
 * BENCH_TRACE=0 skips the traced pass.
 */
const ROOT = process.cwd();
const CHROMIUM = '/usr/bin/chromium';

function signal(seed: number): Signal {
  const value = seed % 7;
  return value === 0 ? 1 : value === 1 ? -1 : 0;
}

function readingFor(timeframe: Timeframe, seed: number, at: string): Reading {
  return {
    ...neutralReading(timeframe),
    lastUpdate: at,
    preco: 10 + (seed % 90),
    adx: [10 + (seed % 35), 12],
    adxanterior: 12,
    diPlus: 20,
    diMinus: 18,
    tendenciaCompra: seed % 3 === 0,
    tendenciaVenda: seed % 5 === 0,
    temTendencia: signal(seed + 1),
    tendenciaAcelerante: seed % 4 === 0,
    agulhado: signal(seed + 2),
    bollingerStatus: signal(seed + 3),
    alerta: signal(seed + 4),
    confirmacao: signal(seed + 5),
    pontofalso: signal(seed + 6),
    didiCurta: (seed % 11) - 5,
    didiLonga: (seed % 13) - 6,
    stockStatus: signal(seed + 7),
    stockZona: signal(seed + 9),
    trixStatus: signal(seed + 8),
  };
}

async function fillReadings(): Promise<number> {
  const collection = assets(await getStore());
  const docs = await collection.find({}, { projection: { _id: 1, assetType: 1 } }).toArray();
  const at = new Date().toISOString();
  const operations: BulkOperation<AssetDoc>[] = docs.map((doc, index) => {
    const timeframes: Timeframe[] = hasFourHour(doc.assetType as AssetType)
      ? ['W', 'D', '240', '60', '15']
      : ['W', 'D', '60', '15'];
    const readings: Readings = {};
    timeframes.forEach((tf, offset) => (readings[tf] = readingFor(tf, index * 5 + offset, at)));
    return {
      updateOne: { filter: { _id: doc._id }, update: { $set: { readings, preco: 10 + (index % 90), lastUpdate: at } } },
    };
  });
  await collection.bulkWrite(operations, { ordered: false });
  return docs.length;
}

export interface ScrollPass {
  steps: number;
  wallMs: number;
  /** Per scroll step: scrollBy until the second animation frame after it, i.e. the step was rendered. */
  stepP50Ms: number;
  stepP95Ms: number;
  /** Intervals between consecutive animation frames during the whole scroll. */
  frameP50Ms: number;
  frameP95Ms: number;
  longTasks: number;
  longTaskMs: number;
  maxCards: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
  layoutCount: number;
  styleCount: number;
}

export interface TracePass {
  wallMs: number;
  /** Busy time (top-level slices) per thread kind, summed over processes: wall, then CPU (thread time). */
  threads: Record<string, number>;
  threadsCpu: Record<string, number>;
  /**
   * Summed durations of the interesting trace events (nested ones included in their parents): wall,
   * then CPU. On a loaded machine the wall figures mostly measure waiting for a core; CPU time is the
   * steadier measure of the work itself.
   */
  events: Record<string, number>;
  eventsCpu: Record<string, number>;
}

export interface DashboardRun {
  /** Wall clock from page.goto to the first card found by Playwright. */
  firstCardsMs: number;
  /** In the page: performance.now() when the first card entered the DOM (from navigation start). */
  firstCardsPageMs: number;
  /** In the page: when the asset list response ended, and its size: what of the first render is network/server. */
  listRequestStartMs: number;
  listResponseEndMs: number;
  listBytes: number;
  scroll: ScrollPass;
  trace: TracePass | null;
}

export interface DashboardBench {
  assets: number;
  runs: DashboardRun[];
}

// Records, from navigation start, when the first card enters the DOM: independent of Playwright's polling.
const FIRST_CARD_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('.asset-card')) { window.__firstCardAt = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

// A string, not a function: tsx would wrap named helpers in `__name`, which the page does not have.
const SCROLL_WHOLE_LIST = `(async () => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
  observer.observe({ type: 'longtask', buffered: false });
  const frames = [];
  let last = 0;
  let running = true;
  const tick = (at) => { if (last) frames.push(at - last); last = at; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const stepTimes = [];
  const t0 = performance.now();
  let maxCards = 0;
  while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
    const s0 = performance.now();
    window.scrollBy(0, window.innerHeight * 0.8);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    stepTimes.push(performance.now() - s0);
    maxCards = Math.max(maxCards, document.querySelectorAll('.asset-card').length);
  }
  const wallMs = performance.now() - t0;
  running = false;
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return { stepTimes, frames, longTasks, wallMs, maxCards };
})()`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const median = (values: number[]) => percentile(values, 50);
const round = (value: number) => Math.round(value * 10) / 10;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const EVENTS = [
  'Paint',
  'PrePaint',
  'Layout',
  'UpdateLayoutTree',
  'Layerize',
  'Commit',
  'FunctionCall',
  'RasterTask',
  'ImageDecodeTask',
  'DecodeImage',
  'DirectRenderer::DrawFrame',
  'Display::DrawAndSwap',
];

// Thread names vary by Chromium version; these prefixes group the ones that matter here.
function threadKind(name: string): string {
  if (name === 'CrRendererMain') return 'renderer main';
  if (name === 'Compositor') return 'renderer compositor';
  if (name.startsWith('CompositorTileWorker') || name.startsWith('ThreadPoolForegroundWorker')) return 'raster workers';
  if (name === 'VizCompositorThread') return 'viz compositor';
  if (name === 'CrGpuMain') return 'gpu main';
  return 'other';
}

function summariseTrace(buffer: Buffer, wallMs: number): TracePass {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const list = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const names = new Map<string, string>();
  for (const event of list)
    if (event.ph === 'M' && event.name === 'thread_name')
      names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const events: Record<string, number> = Object.fromEntries(EVENTS.map((name) => [name, 0]));
  const eventsCpu: Record<string, number> = Object.fromEntries(EVENTS.map((name) => [name, 0]));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of list) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    if (event.name in events) {
      events[event.name]! += event.dur / 1000;
      eventsCpu[event.name]! += (event.tdur ?? event.dur) / 1000;
    }
    const key = `${event.pid}:${event.tid}`;
    const slices = byThread.get(key) ?? [];
    slices.push(event);
    byThread.set(key, slices);
  }
  const threads: Record<string, number> = {};
  const threadsCpu: Record<string, number> = {};
  for (const [key, slices] of byThread) {
    const kind = threadKind(names.get(key) ?? '');
    if (kind === 'other') continue;
    slices.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    let busy = 0;
    let cpu = 0;
    let end = -Infinity;
    // Top-level slices only: nested ones are already inside their parent's duration.
    for (const slice of slices) {
      if (slice.ts >= end) {
        busy += slice.dur!;
        cpu += slice.tdur ?? slice.dur!;
        end = slice.ts + slice.dur!;
      } else if (slice.ts + slice.dur! > end) {
        busy += slice.ts + slice.dur! - end;
        end = slice.ts + slice.dur!;
      }
    }
    threads[kind] = (threads[kind] ?? 0) + busy / 1000;
    threadsCpu[kind] = (threadsCpu[kind] ?? 0) + cpu / 1000;
  }
  const rounded = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).map(([name, value]) => [name, Math.round(value)]));
  return {
    wallMs: Math.round(wallMs),
    threads: rounded(threads),
    threadsCpu: rounded(threadsCpu),
    events: rounded(events),
    eventsCpu: rounded(eventsCpu),
  };
}

type FirstCards = Pick<
  DashboardRun,
  'firstCardsMs' | 'firstCardsPageMs' | 'listRequestStartMs' | 'listResponseEndMs' | 'listBytes'
>;

async function openDashboard(page: Page): Promise<FirstCards> {
  const started = Date.now();
  await page.goto('/app/all');
  await page.locator('.asset-card').first().waitFor();
  const firstCardsMs = Date.now() - started;
  const probe = (await page.evaluate(`(() => {
    const list = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/getAllAssets'));
    return { at: window.__firstCardAt ?? -1, start: list ? list.startTime : -1, end: list ? list.responseEnd : -1, bytes: list ? list.decodedBodySize : -1 };
  })()`)) as { at: number; start: number; end: number; bytes: number };
  // BENCH_CSS: extra rules for A/B experiments on paint cost without rebuilding.
  if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
  // Let the first render settle (logos, idle work) so the scroll measures scrolling alone.
  await page.waitForTimeout(500);
  return {
    firstCardsMs,
    firstCardsPageMs: Math.round(probe.at),
    listRequestStartMs: Math.round(probe.start),
    listResponseEndMs: Math.round(probe.end),
    listBytes: probe.bytes,
  };
}

interface RawScroll {
  stepTimes: number[];
  frames: number[];
  longTasks: number[];
  wallMs: number;
  maxCards: number;
}

async function oneRun(browser: Browser, baseURL: string, traced: boolean): Promise<DashboardRun> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_CARD_PROBE);
    // Sign in first on a light page, so the measured navigation is the dashboard alone.
    await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/saiba-mais')}`);
    await page.getByRole('button', { name: /Entrar como Ana Assinante/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/saiba-mais'));

    const cdp = await context.newCDPSession(page);
    // BENCH_PROFILE=file: V8 CPU profiles of the first render (file.first.cpuprofile) and of the scroll
    // (file); build with --minify false to read them.
    const profiling = process.env.BENCH_PROFILE;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const first = await openDashboard(page);
    if (profiling)
      writeFileSync(`${profiling}.first.cpuprofile`, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value])) as Record<string, number>;
    };
    const before = await metrics();
    if (profiling) await cdp.send('Profiler.start');
    const raw = (await page.evaluate(SCROLL_WHOLE_LIST)) as RawScroll;
    if (profiling) writeFileSync(profiling, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const after = await metrics();
    const seconds = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
    const count = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    const scroll: ScrollPass = {
      steps: raw.stepTimes.length,
      wallMs: Math.round(raw.wallMs),
      stepP50Ms: round(percentile(raw.stepTimes, 50)),
      stepP95Ms: round(percentile(raw.stepTimes, 95)),
      frameP50Ms: round(percentile(raw.frames, 50)),
      frameP95Ms: round(percentile(raw.frames, 95)),
      longTasks: raw.longTasks.length,
      longTaskMs: Math.round(raw.longTasks.reduce((sum, value) => sum + value, 0)),
      maxCards: raw.maxCards,
      scriptMs: seconds('ScriptDuration'),
      layoutMs: seconds('LayoutDuration'),
      styleMs: seconds('RecalcStyleDuration'),
      taskMs: seconds('TaskDuration'),
      layoutCount: count('LayoutCount'),
      styleCount: count('RecalcStyleCount'),
    };

    let trace: TracePass | null = null;
    if (traced) {
      await openDashboard(page);
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'viz', 'cc', 'toplevel'],
      });
      const tracedScroll = (await page.evaluate(SCROLL_WHOLE_LIST)) as RawScroll;
      const buffer = await browser.stopTracing();
      if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, buffer);
      trace = summariseTrace(buffer, tracedScroll.wallMs);
    }
    return { ...first, scroll, trace };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<DashboardBench> {
  const dist = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`Client not built in ${dist}: run \`npx vite build\``);
  if (!existsSync(CHROMIUM)) throw new Error('Chromium not found at /usr/bin/chromium');
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const traced = process.env.BENCH_TRACE !== '0';
  overrideConfig({ dataDir: '' });
  const runtime = await startRuntime({ rootDir: ROOT, port: 0, apiPort: 0, staticDir: dist });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const count = await fillReadings();
    const results: DashboardRun[] = [];
    for (let index = 0; index < runs; index += 1) {
      const result = await oneRun(browser, runtime.url, traced);
      results.push(result);
      if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(result));
    }
    const bench = { assets: count, runs: results };
    report(bench);
    return bench;
  } finally {
    await browser.close();
    await runtime.close();
  }
}

function report({ assets: count, runs }: DashboardBench): void {
  const med = (pick: (run: DashboardRun) => number) => Math.round(median(runs.map(pick)) * 10) / 10;
  const all = (pick: (run: DashboardRun) => number) => runs.map(pick).join('/');
  console.log(
    `dashboard bench — ${count} assets at /app/all (paid user, 1280×800), median of ${runs.length} run(s) [each run]`,
  );
  console.log(
    `  first cards visible: ${med((r) => r.firstCardsMs)} ms after goto [${all((r) => r.firstCardsMs)}]; in page ${med((r) => r.firstCardsPageMs)} ms after navigation start [${all((r) => r.firstCardsPageMs)}]`,
  );
  console.log(
    `  asset list requested at ${med((r) => r.listRequestStartMs)} ms, response ended ${med((r) => r.listResponseEndMs)} ms after navigation start [${all((r) => r.listResponseEndMs)}], ${Math.round(med((r) => r.listBytes) / 1024)} KiB`,
  );
  console.log(
    `  scroll whole list: ${med((r) => r.scroll.steps)} steps, ${med((r) => r.scroll.wallMs)} ms wall [${all((r) => r.scroll.wallMs)}]`,
  );
  console.log(
    `  per step: p50 ${med((r) => r.scroll.stepP50Ms)} ms, p95 ${med((r) => r.scroll.stepP95Ms)} ms [p95 ${all((r) => r.scroll.stepP95Ms)}]; frame interval p50 ${med((r) => r.scroll.frameP50Ms)} ms, p95 ${med((r) => r.scroll.frameP95Ms)} ms`,
  );
  console.log(`  long tasks: ${med((r) => r.scroll.longTasks)} totalling ${med((r) => r.scroll.longTaskMs)} ms`);
  console.log(
    `  CDP: scripting ${med((r) => r.scroll.scriptMs)} ms, layout ${med((r) => r.scroll.layoutMs)} ms (${med((r) => r.scroll.layoutCount)}×), style ${med((r) => r.scroll.styleMs)} ms (${med((r) => r.scroll.styleCount)}×), tasks ${med((r) => r.scroll.taskMs)} ms`,
  );
  console.log(`  cards in DOM at most: ${med((r) => r.scroll.maxCards)}`);
  const traces = runs.map((r) => r.trace).filter((trace): trace is TracePass => trace !== null);
  if (traces.length === 0) return;
  const tmed = (pick: (trace: TracePass) => number | undefined) =>
    Math.round(median(traces.map((trace) => pick(trace) ?? 0)));
  const threadNames = [...new Set(traces.flatMap((trace) => Object.keys(trace.threads)))];
  console.log(
    `  traced scroll (tracing slows it): ${tmed((t) => t.wallMs)} ms wall; busy per thread: ${threadNames.map((name) => `${name} ${tmed((t) => t.threads[name])}`).join(', ')} ms`,
  );
  console.log(
    `  CPU per thread: ${threadNames.map((name) => `${name} ${tmed((t) => t.threadsCpu[name])}`).join(', ')} ms`,
  );
  console.log(`  trace events, wall: ${EVENTS.map((name) => `${name} ${tmed((t) => t.events[name])}`).join(', ')} ms`);
  console.log(
    `  trace events, CPU: ${EVENTS.map((name) => `${name} ${tmed((t) => t.eventsCpu[name])}`).join(', ')} ms`,
  );
}

if (process.argv[1]?.endsWith('dashboard.ts')) {
  run()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
