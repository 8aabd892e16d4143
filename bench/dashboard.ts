import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { overrideConfig } from '../api/src/config';
import { startRuntime } from '../api/src/local/runtime';
import { assets } from '../api/src/store/assets';
import { getStore } from '../api/src/store/db';
import type { BulkOperation } from '../api/src/store/types';
import type { AssetDoc } from '../api/src/store/assets';
import { hasFourHour, type AssetType } from '../src/domain/categories';
import type { Reading, Readings, Signal } from '../src/domain/reading';
import type { Timeframe } from '../src/domain/timeframes';

/**
 * Dashboard benchmark: the whole universe with readings on every timeframe, opened at /app/all by a
 * paying user in headless Chromium. Prints the time to the first visible cards and the main-thread
 * cost of scrolling the whole list (CDP Performance metrics).
 */
const ROOT = process.cwd();
const CHROMIUM = '/usr/bin/chromium';

function signal(seed: number): Signal {
  const value = seed % 7;
  return value === 0 ? 1 : value === 1 ? -1 : 0;
}

function readingFor(timeframe: Timeframe, seed: number, at: string): Reading {
  return {
    timeframe,
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
    tendenciaEntrante: 0,
    mudoutendencia: 0,
    agulhado: signal(seed + 2),
    agulhado1: 0,
    agulhado2: 0,
    bollingerStatus: signal(seed + 3),
    bbabriu: 0,
    bbfechou: 0,
    alerta: signal(seed + 4),
    alerta1: 0,
    alerta2: 0,
    confirmacao: signal(seed + 5),
    pontofalso: signal(seed + 6),
    didiCurta: (seed % 11) - 5,
    didiLonga: (seed % 13) - 6,
    stockStatus: signal(seed + 7),
    trixStatus: signal(seed + 8),
    message: '',
  };
}

async function fillReadings(): Promise<number> {
  const collection = assets(await getStore());
  const docs = await collection.find({}, { projection: { _id: 1, assetType: 1 } }).toArray();
  const at = new Date().toISOString();
  const operations: BulkOperation<AssetDoc>[] = docs.map((doc, index) => {
    const timeframes: Timeframe[] = hasFourHour(doc.assetType as AssetType) ? ['W', 'D', '240', '60', '15'] : ['W', 'D', '60', '15'];
    const readings: Readings = {};
    timeframes.forEach((tf, offset) => (readings[tf] = readingFor(tf, index * 5 + offset, at)));
    return { updateOne: { filter: { _id: doc._id }, update: { $set: { readings, preco: 10 + (index % 90), lastUpdate: at } } } };
  });
  await collection.bulkWrite(operations, { ordered: false });
  return docs.length;
}

export interface DashboardBench {
  assets: number;
  firstCardsMs: number;
  scrollSteps: number;
  scrollWallMs: number;
  scrollScriptMs: number;
  scrollLayoutMs: number;
  scrollTaskMs: number;
  maxCardsInDom: number;
}

export async function run(): Promise<DashboardBench> {
  const dist = process.env.E2E_DIST ?? path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`Client not built in ${dist}: run \`npx vite build\``);
  if (!existsSync(CHROMIUM)) throw new Error('Chromium not found at /usr/bin/chromium');
  overrideConfig({ dataDir: '' });
  const runtime = await startRuntime({ rootDir: ROOT, port: 0, apiPort: 0, staticDir: dist });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const count = await fillReadings();
    const context = await browser.newContext({ baseURL: runtime.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Sign in first on a light page, so the measured navigation is the dashboard alone.
    await page.goto(`/.auth/login/kinde?post_login_redirect_uri=${encodeURIComponent('/saiba-mais')}`);
    await page.getByRole('button', { name: /Entrar como Ana Assinante/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/saiba-mais'));

    const started = Date.now();
    await page.goto('/app/all');
    await page.locator('.asset-card').first().waitFor();
    const firstCardsMs = Date.now() - started;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value])) as Record<string, number>;
    };
    const before = await metrics();
    // A string, not a function: tsx would wrap named helpers in `__name`, which the page does not have.
    const scroll = (await page.evaluate(`(async () => {
      const t0 = performance.now();
      let steps = 0;
      let maxCards = 0;
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
        window.scrollBy(0, window.innerHeight * 0.8);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        steps += 1;
        maxCards = Math.max(maxCards, document.querySelectorAll('.asset-card').length);
      }
      return { steps, wallMs: performance.now() - t0, maxCards };
    })()`)) as { steps: number; wallMs: number; maxCards: number };
    const after = await metrics();
    await context.close();
    return {
      assets: count,
      firstCardsMs,
      scrollSteps: scroll.steps,
      scrollWallMs: Math.round(scroll.wallMs),
      scrollScriptMs: Math.round(((after.ScriptDuration ?? 0) - (before.ScriptDuration ?? 0)) * 1000),
      scrollLayoutMs: Math.round(((after.LayoutDuration ?? 0) - (before.LayoutDuration ?? 0)) * 1000),
      scrollTaskMs: Math.round(((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) * 1000),
      maxCardsInDom: scroll.maxCards,
    };
  } finally {
    await browser.close();
    await runtime.close();
  }
}

if (process.argv[1]?.endsWith('dashboard.ts')) {
  run()
    .then((result) => {
      console.log(`dashboard bench — ${result.assets} assets at /app/all (paid user, 1280×800)`);
      console.log(`  first cards visible: ${result.firstCardsMs} ms after navigation`);
      console.log(`  scroll whole list: ${result.scrollSteps} steps, ${result.scrollWallMs} ms wall, scripting ${result.scrollScriptMs} ms, layout ${result.scrollLayoutMs} ms, tasks ${result.scrollTaskMs} ms`);
      console.log(`  cards in DOM at most: ${result.maxCardsInDom}`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
