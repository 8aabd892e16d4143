import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { performance } from 'node:perf_hooks';
import { overrideConfig } from '../api/src/config';
import { seedUniverse } from '../local/src/demo/seed';
import { connect } from '../api/src/store/connect';
import { forgetStore, useStore } from '../api/src/store/db';
import { createRobotApi } from '../robot/src/contract/robot-api';
import type { RoundFigures } from '../robot/src/health/health';
import { createBinanceSource } from '../robot/src/sources/binance/binance-source';
import { createBrapiSource } from '../robot/src/sources/brapi/brapi-source';
import type { Clock } from '../robot/src/sources/http/clock';
import { createTwelveDataSource } from '../robot/src/sources/twelvedata/twelvedata-source';
import { createWorker } from '../robot/src/worker';
import { startFakeBinance } from '../tests/support/fake-binance';
import { startFakeBrapi, startFakeTwelveData } from '../tests/support/fake-providers';
import { inProcessFetch } from '../tests/support/in-process-fetch';

/**
 * The production robot's 15-minute round for the whole universe (1 446 assets), every source configured — Binance,
 * brapi, Twelve Data — each pointed at a local stand-in answering at once in its documented format, the API's ingest
 * in process on the embedded store. Prints per round the requests per source and to the API, what was sent, and the
 * CPU: the robot's own (sources, folding, posting) apart from the API's handlers. Plan-sized batches: brapi 20
 * tickers a call, Twelve Data 120 symbols a call. The stand-ins run in this process: the robot's CPU includes theirs.
 */
const KEY = 'bench-robot-key';
const QUARTER = 15 * 60_000;

export async function run(): Promise<void> {
  overrideConfig({ robotKey: KEY });
  const store = await connect({ dataDir: null });
  await useStore(store);
  await seedUniverse(store);
  // The sources' clock: two hours ago (the API refuses the future), moved a quarter hour per round.
  let now = Math.floor((Date.now() - 2 * 3600_000) / QUARTER) * QUARTER + 20_000;
  const clock: Clock = { now: () => now, sleep: async (ms) => void (now += ms) };
  const binance = await startFakeBinance(() => now);
  const brapi = await startFakeBrapi(() => now);
  const twelve = await startFakeTwelveData(() => now);
  let apiMs = 0;
  const inProcess = inProcessFetch();
  const timedFetch: typeof fetch = async (input, init) => {
    const started = performance.now();
    try {
      return await inProcess(input, init);
    } finally {
      apiMs += performance.now() - started;
    }
  };
  const sources = new Map([
    ['binance', createBinanceSource({ restUrl: binance.restUrl, streamUrl: binance.streamUrl, clock })],
    [
      'brapi',
      createBrapiSource({
        token: 'bench',
        baseUrl: brapi.url,
        tickersPerRequest: 20,
        requestsPerMinute: 1_000_000,
        clock,
      }),
    ],
    [
      'twelvedata',
      createTwelveDataSource({
        apiKey: 'bench',
        baseUrl: twelve.url,
        symbolsPerRequest: 120,
        creditsPerMinute: 1_000_000,
        clock,
      }),
    ],
  ]);
  const worker = createWorker({
    api: createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: timedFetch }),
    sources,
    demoOnly: false,
    historyCount: 300,
    roundEveryMs: QUARTER,
    roundDelayMs: 20_000,
    log: () => undefined,
    now: () => new Date(now),
  });
  const line = (label: string, figures: RoundFigures, api: number) => {
    const requests = Object.entries(figures.sourceRequests)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    const robotCpu = Math.round(Math.max(0, figures.cpuMs - api));
    console.log(
      `${label.padEnd(20)} source requests: ${requests}; API requests ${figures.apiRequests}; ${figures.seriesSent} series, ${figures.candlesSent} candles, ${figures.refused} refused; ` +
        `wall ${figures.durationMs} ms, CPU ${figures.cpuMs} ms (API handlers ~${Math.round(api)} ms, robot ~${robotCpu} ms)`,
    );
  };
  apiMs = 0;
  line('backfill round:', await worker.prime(), apiMs);
  const report = worker.health.report(new Date(now));
  console.log(
    `assets without a source: ${report.unassigned.count} (${report.unassigned.markets.join(', ')}); unreadable: ${report.sources.map((s) => `${s.source} ${s.unreadableCount}`).join(', ')}`,
  );
  for (let round = 1; round <= 3; round += 1) {
    now += QUARTER;
    apiMs = 0;
    line(`steady round ${round}:`, await worker.round(), apiMs);
  }
  console.log('goal: a steady round well within the 15 minutes it covers (< 60 s wall, < 10 s robot CPU on one core)');
  await worker.stop();
  await Promise.all([binance.close(), brapi.close(), twelve.close()]);
  await store.close();
  // The next bench in this process (npm run bench) opens its own.
  forgetStore();
}

if (process.argv[1] !== undefined && /bench[\\/]robot-round\.ts$/.test(process.argv[1])) await run();
