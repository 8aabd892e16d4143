// First: quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, startBuiltProduct } from './support/built-product';
import { coldPhonePage } from './support/cold-phone-page';
import { firstReadableCardMs, watchFirstReadableCard } from './support/first-readable-card';

/**
 * The first card a person can read on the VIP dashboard (/app), cold, on a phone: 390 px, 4G (9 Mbit/s down,
 * 1.5 Mbit/s up, 150 ms round trip) and a 4× slower CPU, an empty cache. "Readable" is the asset's name, its price and
 * one timeframe row not faded as stale with its Didi box on screen (support/first-readable-card.ts). Prints the
 * median of BENCH_RUNS loads (default 7) and where the time went in the median load:
 * - network: navigation start to the last response the card needed (the document, scripts and styles, the list and
 *   session calls that finished before it);
 * - script, layout and style: the main thread's time in each until the card (CDP Performance.getMetrics);
 * - render: from the last critical response to the card showing.
 * BENCH_SCREENSHOTS=<folder> keeps a 390 px screenshot at the first readable card and one loaded.
 */
const GOAL_MS = 1200;

interface Load {
  ms: number;
  networkMs: number;
  critical: string;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
}

type Metrics = Record<string, number>;

async function oneLoad(browser: Browser, baseURL: string, screenshots: string | null, index: number): Promise<Load> {
  const { context, page, cdp } = await coldPhonePage(browser, baseURL, watchFirstReadableCard);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const metrics = async (): Promise<Metrics> => {
      const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
        metrics: Array<{ name: string; value: number }>;
      };
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
    };
    const before = await metrics();
    await page.goto('/app', { waitUntil: 'commit' });
    const ms = await firstReadableCardMs(page);
    const after = await metrics();
    if (screenshots) await page.screenshot({ path: path.join(screenshots, `first-card-${index}.png`) });
    const critical = await page.evaluate((cardMs) => {
      const done = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.responseEnd <= cardMs && entry.initiatorType !== 'img' && entry.initiatorType !== 'css',
      );
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const last = done.reduce(
        (latest, entry) => (entry.responseEnd > latest.responseEnd ? entry : latest),
        navigation as PerformanceResourceTiming,
      );
      return { ms: last.responseEnd, name: new URL(last.name).pathname };
    }, ms);
    await page.waitForLoadState('networkidle');
    if (screenshots) await page.screenshot({ path: path.join(screenshots, `loaded-${index}.png`) });
    const spent = (name: string) => Math.round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
    return {
      ms: Math.round(ms),
      networkMs: Math.round(critical.ms),
      critical: critical.name.replace(/^\/assets\/([^-]+)-.*/, '/assets/$1…'),
      scriptMs: spent('ScriptDuration'),
      layoutMs: spent('LayoutDuration'),
      styleMs: spent('RecalcStyleDuration'),
    };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<void> {
  const runtime = await startBuiltProduct();
  const browser = await launchChromium();
  const screenshots = process.env.BENCH_SCREENSHOTS ? path.resolve(process.env.BENCH_SCREENSHOTS) : null;
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  try {
    const loads: Load[] = [];
    for (let i = 0; i < Math.max(1, Number(process.env.BENCH_RUNS ?? 7)); i += 1)
      loads.push(await oneLoad(browser, runtime.url, screenshots, i));
    const sorted = [...loads].sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `first readable card of /app for a VIP, 390 px, 4G (9/1.5 Mbit/s, 150 ms) and 4x CPU, cold, ${loads.length} loads:`,
    );
    console.log(
      `  first readable card   median ${String(median.ms).padStart(5)} ms   (goal <= ${GOAL_MS} ms)   runs ${loads.map((load) => load.ms).join(', ')}`,
    );
    console.log(`  where the median load's time went:`);
    console.log(
      `    network   ${String(median.networkMs).padStart(5)} ms   navigation start to the last critical response (${median.critical})`,
    );
    console.log(`    script    ${String(median.scriptMs).padStart(5)} ms   main-thread script until the card`);
    console.log(`    layout    ${String(median.layoutMs).padStart(5)} ms   and style ${median.styleMs} ms`);
    console.log(
      `    render    ${String(median.ms - median.networkMs).padStart(5)} ms   last critical response to the card on screen`,
    );
    console.log('');
  } finally {
    await browser.close();
    await runtime.close();
  }
}

if (process.argv[1] !== undefined && /bench[\\/]first-card\.ts$/.test(process.argv[1]))
  await run().then(() => process.exit(0));
