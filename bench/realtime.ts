// First: quiets the expected "test mode" warnings of @azure/functions outside the Azure host.
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { overrideConfig } from '../api/src/config';
import { connect } from '../api/src/store/connect';
import { useStore } from '../api/src/store/db';
import { startLocalHub } from '../local/src/realtime/local-hub';
import { catalogueOf, realtimeSymbolOf } from '../api/src/realtime/symbol-catalogue';
import { createRealtimeUpstream } from '../api/src/realtime/upstream';
import { loadUniverse } from '../api/src/seed/universe/index';
import { signAccessToken } from '../local/src/realtime/access-token';
import { seededRandom } from '@agulhadas/domain/seeded-random';
import { REALTIME_TIMEFRAMES, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { Candle } from '@agulhadas/domain/reading';
import type { RealtimePublisher } from '../robot/src/realtime/publisher';
import { createRealtimeFeed } from '../robot/src/realtime/realtime-feed';
import { createWatchedSet } from '../robot/src/realtime/watched-set';
import { createRobotApi } from '../robot/src/contract/robot-api';
import { inProcessFetch } from '../tests/support/in-process-fetch';
import { viewersOf } from '../tests/support/viewers';
import { demoMarkets } from '../robot/src/sources/demo/demo-markets';
import { demoTrades } from '../robot/src/sources/demo/demo-trades';
import { toSourceAsset } from '../robot/src/sources/source';
import type { UniverseAsset } from '../api/src/seed/universe/index';

/**
 * Real-time benchmark, loopback only and bounded in time:
 * 1. publisher CPU: the whole universe (1446 symbols × 6 timeframes) trading every second through
 *    the streaming indicator engine (replaceLast), per tick;
 * 2. fan-out through the local hub: 1200 symbols published every second to 500 WebSocket clients
 *    (a child process), each subscribed to 20 symbols, for 10 s: delivered messages per second,
 *    publish-to-receipt latency (p50/p99, timestamp in the message) and loss (expected vs received);
 * 3. publisher calls per second with the whole universe trading: sent to every group (as if everything were watched),
 *    then only to the watched set read from the real endpoint (3 symbols subscribed), counting the API's reads too;
 *    and the endpoint's time with 1000 connections watching 20 symbols each.
 */
const SYMBOLS = 1200;
const CLIENTS = 500;
const PER_CLIENT = 20;
const WARM_TICKS = 2;
const MEASURED_TICKS = 10;
const KEY = 'bench-key';
/** The bench measures fan-out; who is connected is not recorded (that is one store write per connect or subscribe). */
const UNRECORDED = {
  opened: async () => undefined,
  watched: async () => undefined,
  unwatched: async () => undefined,
  closed: async () => undefined,
};
const WATCHED_SECONDS = 5;
const VIP_CONNECTIONS = 1000;

// The clients run in plain JavaScript in a child process, so their parsing competes with the hub for CPU as browsers would not.
const CHILD = String.raw`
const WebSocket = require('ws');
const latencies = [];
const received = new Map();
let window = null;
let open = 0, welcomed = 0, closed = 0;
const sockets = [];
function connect(plan) {
  return new Promise((resolve) => {
    const ws = new WebSocket(plan.url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on('open', () => { open++; resolve(); });
    ws.on('close', () => closed++);
    ws.on('error', () => resolve());
    ws.on('message', (data) => {
      const now = Date.now();
      const text = data.toString();
      // sentAt and seq end every update: read them without parsing 2 KB of indicators 10 000 times a second.
      const tail = /"sentAt":(\d+),"seq":(\d+)}$/.exec(text);
      if (!tail) { if (JSON.parse(text).type === 'welcome') { welcomed++; ws.send(JSON.stringify({ subscribe: true, symbol: plan.symbols })); } return; }
      const seq = Number(tail[2]);
      if (!window || seq < window.from || seq > window.to) return;
      latencies.push(now - Number(tail[1]));
      received.set(seq, (received.get(seq) || 0) + 1);
    });
  });
}
process.on('message', async (msg) => {
  if (msg.cmd === 'connect') {
    for (let i = 0; i < msg.plans.length; i += 50) await Promise.all(msg.plans.slice(i, i + 50).map(connect));
    const wait = () => (welcomed >= msg.plans.length ? process.send({ ready: true, open }) : setTimeout(wait, 50));
    wait();
  } else if (msg.cmd === 'window') {
    window = msg.window;
  } else if (msg.cmd === 'report') {
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN;
    process.send({ report: { received: Object.fromEntries(received), count: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1], closed } });
    for (const ws of sockets) ws.terminate();
    setTimeout(() => process.exit(0), 100);
  }
});
`;

const DAY = 86_400_000;

/**
 * The latest weekday 15:00 UTC: B3, New York, FX, CME and crypto all trade then. The demo trades only in market hours,
 * so the bench runs its trades on a clock set back to that instant to measure the full load at any hour.
 */
function allMarketsOpen(now: number): number {
  for (let at = Math.floor(now / DAY) * DAY + 15 * 3_600_000; ; at -= DAY) {
    const weekday = new Date(at).getUTCDay();
    if (at <= now && weekday >= 1 && weekday <= 5) return at;
  }
}
const CLOCK_BACK = Date.now() - allMarketsOpen(Date.now());
const tradingClock = () => Date.now() - CLOCK_BACK;

/** The robot's publisher on the demo's trades, ticked by hand: every symbol trades every second. */
async function benchFeed(universe: readonly UniverseAsset[], publisher: RealtimePublisher) {
  const market = demoTrades(demoMarkets(), { tradeEverySecond: true });
  const feed = createRealtimeFeed([], publisher);
  const assets = universe.map((item) => toSourceAsset({ ...item, sourceSymbol: null }));
  const now = new Date(tradingClock());
  for (const asset of assets) {
    const history = Object.fromEntries(
      await Promise.all(
        REALTIME_TIMEFRAMES.map(async (tf) => [tf, (await market.history(asset, tf, 34, now)).candles] as const),
      ),
    ) as Record<RealtimeTimeframe, Candle[]>;
    feed.add([{ key: asset.asset, asset: asset.asset, nome: asset.nome, history }]);
  }
  let computeMs = 0;
  return {
    tick: async (at = tradingClock(), watched: (key: string) => boolean = () => true) => {
      const cpu = process.cpuUsage();
      for (const trade of market.step(assets, at)) feed.tick(trade.asset, trade.price, at);
      const used = process.cpuUsage(cpu);
      computeMs = (used.user + used.system) / 1000;
      return feed.publish(watched);
    },
    lastComputeMs: () => computeMs,
  };
}

function percent(part: number, whole: number) {
  return whole ? ((100 * part) / whole).toFixed(2) : '0';
}

async function publisherCpu(): Promise<void> {
  const universe = loadUniverse();
  const started = process.cpuUsage();
  const feed = await benchFeed(universe, { sendToGroup: async () => undefined });
  const primed = process.cpuUsage(started);
  const ticks: number[] = [];
  const base = tradingClock();
  for (let i = 0; i < 5; i += 1) {
    const cpu = process.cpuUsage();
    await feed.tick(base + i * 1000);
    const used = process.cpuUsage(cpu);
    ticks.push((used.user + used.system) / 1000);
  }
  const compute = feed.lastComputeMs();
  console.log(
    `realtime: publisher priming ${universe.length} symbols × 6 timeframes: ${((primed.user + primed.system) / 1e6).toFixed(1)} s CPU`,
  );
  console.log(
    `realtime: publisher tick, all ${universe.length} symbols trading (${universe.length * 6} replaceLast + serialise): ${ticks.map((t) => t.toFixed(0)).join(', ')} ms CPU (last tick's engine work alone: ${compute.toFixed(0)} ms)`,
  );
}

async function fanOut(): Promise<void> {
  const universe = loadUniverse().slice(0, SYMBOLS);
  const catalogue = catalogueOf(universe.map(realtimeSymbolOf));
  const hub = await startLocalHub({
    port: 0,
    hub: 'bench',
    accessKey: KEY,
    upstream: (control) =>
      createRealtimeUpstream({ control, catalogue: async () => catalogue, connections: UNRECORDED }),
    pingIntervalMs: 30_000,
  });
  const feed = await benchFeed(universe, hub);

  const random = seededRandom(42);
  const members = new Map<string, number>();
  const plans = Array.from({ length: CLIENTS }, (_, i) => {
    const chosen = new Set<string>();
    while (chosen.size < PER_CLIENT) chosen.add(universe[Math.floor(random() * universe.length)]!.asset);
    for (const key of chosen) members.set(key, (members.get(key) ?? 0) + 1);
    const token = signAccessToken({ sub: `bench-${i}`, aud: hub.audience, expiresInSeconds: 600 }, KEY);
    return { url: `${hub.clientBaseUrl}?access_token=${token}`, symbols: [...chosen] };
  });

  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD], {
    cwd: process.cwd(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killer = setTimeout(() => child.kill(), 180_000);
  const fromChild = <T>(key: string) =>
    new Promise<T>((resolve) => child.on('message', (msg: Record<string, T>) => key in msg && resolve(msg[key]!)));
  try {
    const ready = fromChild<boolean>('ready');
    child.send({ cmd: 'connect', plans });
    await ready;
    const expectedMemberships = [...members.values()].reduce((a, b) => a + b, 0);
    for (let i = 0; i < 100 && hub.stats().memberships < expectedMemberships; i += 1)
      await new Promise((done) => setTimeout(done, 100));
    console.log(
      `realtime: ${hub.stats().connections} clients connected, ${hub.stats().memberships} group memberships over ${hub.stats().groups} groups`,
    );

    const published = new Map<number, number>();
    let firstSeq = 0;
    let lastSeq = 0;
    const hubCpu = process.cpuUsage();
    for (let t = 0; t < WARM_TICKS + MEASURED_TICKS; t += 1) {
      const second = Date.now();
      const result = await feed.tick();
      if (t === WARM_TICKS - 1)
        child.send({ cmd: 'window', window: { from: result.seq + 1, to: result.seq + MEASURED_TICKS } });
      if (t >= WARM_TICKS) {
        firstSeq ||= result.seq;
        lastSeq = result.seq;
        published.set(
          result.seq,
          result.groups.reduce((sum, group) => sum + (members.get(group) ?? 0), 0),
        );
      }
      await new Promise((done) => setTimeout(done, Math.max(0, 1000 - (Date.now() - second))));
    }
    const cpu = process.cpuUsage(hubCpu);
    await new Promise((done) => setTimeout(done, 1000));
    const report = fromChild<{
      received: Record<string, number>;
      count: number;
      p50: number;
      p99: number;
      max: number;
      closed: number;
    }>('report');
    child.send({ cmd: 'report' });
    const stats = await report;
    let expected = 0;
    for (let seq = firstSeq; seq <= lastSeq; seq += 1) expected += published.get(seq) ?? 0;
    const dropped = expected - stats.count;
    console.log(
      `realtime: fan-out ${SYMBOLS} symbols/s → ${CLIENTS} clients × ${PER_CLIENT} symbols, ${MEASURED_TICKS} s measured`,
    );
    console.log(
      `realtime: delivered ${Math.round(stats.count / MEASURED_TICKS)} messages/s (expected ${Math.round(expected / MEASURED_TICKS)}/s)`,
    );
    console.log(`realtime: latency publish→receipt p50 ${stats.p50} ms, p99 ${stats.p99} ms, max ${stats.max} ms`);
    console.log(
      `realtime: dropped ${dropped} of ${expected} (${percent(dropped, expected)}%), clients dropped by the hub: ${stats.closed}`,
    );
    console.log(
      `realtime: publisher + hub process CPU ${((cpu.user + cpu.system) / 1000 / (WARM_TICKS + MEASURED_TICKS)).toFixed(0)} ms per second`,
    );
  } finally {
    clearTimeout(killer);
    if (child.exitCode === null) child.kill();
    await hub.close();
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function watchedCalls(): Promise<void> {
  overrideConfig({ robotKey: 'bench-robot-key' });
  await useStore(await connect({ dataDir: null }));
  const universe = loadUniverse();
  let sends = 0;
  const feed = await benchFeed(universe, { sendToGroup: async () => void (sends += 1) });
  const base = tradingClock();
  await feed.tick(base);
  sends = 0;
  for (let second = 1; second <= WATCHED_SECONDS; second += 1) await feed.tick(base + second * 1000);
  console.log(
    `realtime: publisher calls, all ${universe.length} symbols trading and every one sent: ${(sends / WATCHED_SECONDS).toFixed(0)} per second`,
  );

  // Three viewers subscribe through the same upstream as the hub's events; the robot reads the set through its API client.
  const upstream = viewersOf(universe.map((item) => item.asset));
  const chosen = ['BINANCE:BTCUSDT', 'BMFBOVESPA:PETR4', 'FX_IDC:EURUSD'];
  for (const [i, key] of chosen.entries()) {
    await upstream.connected(`viewer-${i}`, `vip-${i}`);
    await upstream.message(`viewer-${i}`, `vip-${i}`, JSON.stringify({ subscribe: true, symbol: [key] }));
  }
  let apiReads = 0;
  const fetchCounted = inProcessFetch();
  const api = createRobotApi({
    apiUrl: 'http://in-process',
    robotKey: 'bench-robot-key',
    fetch: (input, init) => {
      apiReads += 1;
      return fetchCounted(input, init);
    },
  });
  const watched = createWatchedSet({ read: (since) => api.watchedSymbols(since), log: console.log });
  watched.start(() => undefined);
  await sleep(200);
  sends = 0;
  apiReads = 0;
  const started = Date.now();
  for (let second = WATCHED_SECONDS + 1; second <= 2 * WATCHED_SECONDS; second += 1) {
    await feed.tick(base + second * 1000, watched.has);
    await sleep(1000);
  }
  watched.stop();
  const elapsed = (Date.now() - started) / 1000;
  console.log(
    `realtime: publisher calls, all ${universe.length} symbols trading and ${watched.size()} watched: ${(sends / WATCHED_SECONDS).toFixed(0)} per second to the hub + ${(apiReads / elapsed).toFixed(1)} per second to the API (the watched set)`,
  );

  for (let i = 0; i < VIP_CONNECTIONS; i += 1) {
    const keys = Array.from({ length: 20 }, (_, n) => universe[(i * 7 + n * 13) % universe.length]!.asset);
    await upstream.connected(`vip-connection-${i}`, `vip-${i}`);
    await upstream.message(`vip-connection-${i}`, `vip-${i}`, JSON.stringify({ subscribe: true, symbol: keys }));
  }
  const timings: number[] = [];
  let answer = await api.watchedSymbols(null);
  for (let i = 0; i < 20; i += 1) {
    const begun = performance.now();
    answer = await api.watchedSymbols(answer.at - 1000);
    timings.push(performance.now() - begun);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `realtime: GET /api/realtimeWatched with ${VIP_CONNECTIONS + chosen.length} connections × up to 20 symbols (${answer.symbols.length} distinct, embedded store): p50 ${timings[10]!.toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms`,
  );
}

export async function run(): Promise<void> {
  await publisherCpu();
  await watchedCalls();
  await fanOut();
}

// `npx tsx bench/realtime.ts` runs it directly; bench/run.ts imports run().
if (process.argv[1]?.endsWith('realtime.ts')) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
