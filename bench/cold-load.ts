// First: quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import type { Browser } from 'playwright-core';
import { launchChromium, startBuiltProduct } from './support/built-product';

/**
 * Cold load on a phone network: a VIP opens /app/BMFBOVESPA/stock with an empty cache, headless Chromium
 * throttled to 4G (9 Mbit/s down, 1.5 Mbit/s up, 150 ms latency) and a 4× slower CPU, the demo robot's readings in
 * place. Prints the time to the first readable card (its price and a timeframe row) and the bytes on the wire, as
 * medians of BENCH_RUNS (default 7: one cold load swings by ±100 ms on a shared machine), against the issue's
 * reference and goal, and the largest transfers.
 */
const REFERENCE = { ms: 2400, kB: 792 };
const GOAL = { ms: 1200, kB: 250 };

interface Load {
  ms: number;
  kB: number;
  /** The largest transfers, 'path kB', to see where the bytes go. */
  largest: string[];
}

async function oneLoad(browser: Browser, baseURL: string): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // Sign in on a light page first (unthrottled): the measured navigation is the dashboard alone.
    await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/saiba-mais')}`);
    await page.getByRole('button', { name: /Entrar como Vítor VIP/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/saiba-mais'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (9_000_000 / 8) * 0.9,
      uploadThroughput: (1_500_000 / 8) * 0.9,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const urls = new Map<string, string>();
    const sizes: Array<{ url: string; bytes: number }> = [];
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) =>
      sizes.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength }),
    );
    const started = Date.now();
    await page.goto('/app/BMFBOVESPA/stock');
    const card = page.locator('.asset-card').first();
    await card.locator('.price').waitFor({ timeout: 60_000 });
    await card.locator('.tf-row').first().waitFor({ timeout: 60_000 });
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const bytes = sizes.reduce((sum, size) => sum + size.bytes, 0);
    const largest = [...sizes]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((size) => `${new URL(size.url, baseURL).pathname.replace(/^\/assets\/([^-]+)-.*/, '/assets/$1…')} ${Math.round(size.bytes / 1024)} kB`);
    return { ms, kB: Math.round(bytes / 1024), largest };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<void> {
  const runtime = await startBuiltProduct();
  const browser = await launchChromium();
  try {
    const loads = [];
    for (let i = 0; i < Math.max(1, Number(process.env.BENCH_RUNS ?? 7)); i += 1) loads.push(await oneLoad(browser, runtime.url));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ms = median(loads.map((load) => load.ms));
    const kB = median(loads.map((load) => load.kB));
    console.log(`cold load of /app/BMFBOVESPA/stock for a VIP, 4G (9/1.5 Mbit/s, 150 ms) and 4x CPU, ${loads.length} runs:`);
    console.log(
      `  first readable card   median ${String(ms).padStart(5)} ms   (reference ${REFERENCE.ms} ms, goal <= ${GOAL.ms} ms)   runs ${loads.map((load) => load.ms).join(', ')}`,
    );
    console.log(`  bytes on the wire     median ${String(kB).padStart(5)} kB   (reference ${REFERENCE.kB} kB, goal <= ${GOAL.kB} kB)`);
    console.log(`  largest transfers     ${loads[0]!.largest.join(', ')}`);
    console.log('');
  } finally {
    await browser.close();
    await runtime.close();
  }
}

if (process.argv[1] !== undefined && /bench[\\/]cold-load\.ts$/.test(process.argv[1])) await run().then(() => process.exit(0));
