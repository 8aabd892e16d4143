import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { overrideConfig } from '../api/src/config';
import { encodePrincipal } from '../api/src/http/principal';
import { localUserId } from '../local/src/demo/demo-users';
import { startRuntime } from '../local/src/runtime/runtime';
import { assets } from '../api/src/store/assets';
import { getStore } from '../api/src/store/db';

/**
 * HTTP load on the local Functions host (loopback only): the whole universe seeded and primed by the demo
 * robot, then autocannon against the screens' compact asset list (Ações BR and 'all', anonymous and paid, with and
 * without If-None-Match), the paid objects list it replaced, and getUserInfo. Prints requests/s, p50 and p99, and
 * the ratios its goals set within the run (VIP list throughput at least half the anonymous list's, getUserInfo's p99
 * at most twice the anonymous list's). Target: getAllAssets p99 < 50 ms. LOAD_SECONDS (default 6), LOAD_CONNECTIONS
 * (default 50, the count the goals are set at), LOAD_ONLY (a regex on the scenarios' names) and LOAD_PAIR_ROUNDS (default 3:
 * how often getUserInfo and the anonymous list are measured in turns for their p99 ratio) tune it.
 */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram & { max: number };
  throughput: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}
const require = createRequire(import.meta.url);
const AUTOCANNON_CLI = require.resolve('autocannon/autocannon.js');

/**
 * autocannon runs in its own process: in this one it would share the event loop with the server it
 * measures (parsing 100 connections' answers), and the figures would be the client's, not the server's.
 */
function autocannon(options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  timeout: number;
}): Promise<AutocannonResult> {
  const args = [
    AUTOCANNON_CLI,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.duration),
    '-t',
    String(options.timeout),
  ];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon exited ${code}: ${err.slice(0, 500)}`));
      }
    });
  });
}
const SECONDS = Number(process.env.LOAD_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const TARGET_P99_MS = 50;
/** LOAD_ONLY=regex runs only the scenarios it matches (by name). */
const ONLY = new RegExp(process.env.LOAD_ONLY ?? '');

async function settle(apiUrl: string): Promise<void> {
  // The previous scenario may leave queued requests behind: wait until a small request answers quickly again.
  for (let i = 0; i < 600; i += 1) {
    const started = performance.now();
    await (await fetch(`${apiUrl}/api/getSiteConfig`)).arrayBuffer();
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The gzipped answer's bytes as sent (fetch would decompress them). */
function wireBytes(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/**
 * The ceiling for these bytes on this machine: a bare node:http server sending the very same gzipped list, with
 * no routing, auth or store. autocannon's throughput depends on the payload's content (these real bytes go ~10×
 * slower than as many constant bytes), so this line says what the load generator itself allows.
 */
async function bareServerCeiling(body: Buffer): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(body),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

async function fetchEtag(url: string, headers: Record<string, string>): Promise<string> {
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer.headers.get('etag') ?? '';
}

export async function run(): Promise<void> {
  // The host is called directly with a principal header, as the SWA front calls it (SWA_CLI_FRONT: the host trusts it).
  overrideConfig({ dataDir: '', demoRobot: true, swaCliFront: true });
  const primed = Date.now();
  const runtime = await startRuntime({ rootDir: process.cwd(), port: 0, apiPort: 0, robot: 'prime' });
  const store = await getStore();
  const withReadings = await assets(store).countDocuments({ lastUpdate: { $ne: null } });
  console.log(
    `universe: ${await assets(store).countDocuments({})} assets, ${withReadings} with readings (primed in ${((Date.now() - primed) / 1000).toFixed(1)} s)`,
  );
  if (!runtime.apiUrl.startsWith('http://127.0.0.1:'))
    throw new Error(`refusing to load a non-loopback host: ${runtime.apiUrl}`);

  const paid = {
    'x-ms-client-principal': encodePrincipal({
      identityProvider: 'kinde',
      userId: localUserId('vip@demo.agulhadas.app'),
      userDetails: 'vip@demo.agulhadas.app',
      userRoles: ['authenticated'],
    }),
  };
  // The screens' requests (use-assets.ts): the compact list of one segment, Ações BR as the issue measured, and 'all'.
  const listOf = (exchange: string, format = 'compact') =>
    `${runtime.apiUrl}/api/getAllAssets/?exchange=${exchange}${format === 'compact' ? '&format=compact' : ''}`;
  const acoes = listOf('BMFBOVESPA');
  const all = listOf('all');
  // Browsers always send it; the list is served compressed once per data version.
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  const scenarios: Array<{ name: string; url: string; headers: Record<string, string>; target?: number }> = [
    { name: 'Ações BR compact, anonymous', url: acoes, headers: { ...gzip }, target: TARGET_P99_MS },
    { name: 'Ações BR compact, paid', url: acoes, headers: { ...gzip, ...paid }, target: TARGET_P99_MS },
    {
      name: 'Ações BR compact, paid, If-None-Match',
      url: acoes,
      headers: { ...gzip, ...paid, 'if-none-match': await fetchEtag(acoes, paid) },
      target: TARGET_P99_MS,
    },
    {
      name: 'Ações BR objects, paid (before compact)',
      url: listOf('BMFBOVESPA', 'objects'),
      headers: { ...gzip, ...paid },
    },
    { name: 'all compact, anonymous', url: all, headers: { ...gzip }, target: TARGET_P99_MS },
    { name: 'all compact, paid', url: all, headers: { ...gzip, ...paid }, target: TARGET_P99_MS },
    {
      name: 'all compact, anonymous, If-None-Match',
      url: all,
      headers: { ...gzip, 'if-none-match': await fetchEtag(all, {}) },
      target: TARGET_P99_MS,
    },
    { name: 'getUserInfo, paid', url: `${runtime.apiUrl}/api/getUserInfo`, headers: paid },
    { name: 'getUserInfo, paid, gzip', url: `${runtime.apiUrl}/api/getUserInfo`, headers: { ...gzip, ...paid } },
  ];
  // The same bytes from a bare server, for each paid list: where the paid 'all' (three times Ações BR's bytes) sits
  // against it says whether the API or the load generator is the limit.
  const ceilings = [];
  /** A paid list's scenario name → the name of its bare-server ceiling. */
  const ceilingOf = new Map<string, string>();
  for (const [listName, url] of [
    ['Ações BR compact, paid', acoes],
    ['all compact, paid', all],
  ] as const) {
    const body = await wireBytes(url, { ...gzip, ...paid });
    const ceiling = await bareServerCeiling(body);
    ceilings.push(ceiling);
    const name = `ceiling: bare node:http, same ${(body.length / 1e3).toFixed(0)} kB`;
    ceilingOf.set(listName, name);
    scenarios.push({ name, url: ceiling.url, headers: {} });
  }
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, loopback ${runtime.apiUrl}`);
  console.log(
    `${'scenario'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'MB/s'.padStart(7)}  statuses`,
  );
  let missed = 0;
  const results = new Map<string, AutocannonResult>();
  const measure = async (scenario: (typeof scenarios)[number]) => {
    await settle(runtime.apiUrl);
    return autocannon({
      url: scenario.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: scenario.headers,
      timeout: 30,
    });
  };
  const p99s = new Map<string, number[]>();
  try {
    for (const scenario of scenarios.filter((one) => ONLY.test(one.name))) {
      const result = await measure(scenario);
      results.set(scenario.name, result);
      p99s.set(scenario.name, [result.latency.p99]);
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}×${count}`)
        .join(' ');
      const verdict =
        scenario.target === undefined
          ? ''
          : result.latency.p99 < scenario.target
            ? '  ok'
            : `  MISSES p99 < ${scenario.target} ms`;
      if (verdict.includes('MISSES')) missed += 1;
      console.log(
        `${scenario.name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.latency.max).padStart(7)} ${(result.throughput.average / 1e6).toFixed(1).padStart(7)}  ${statuses}${result.errors ? ` errors×${result.errors}` : ''}${verdict}`,
      );
    }
    // The p99 ratio swings with the machine from run to run: getUserInfo and the anonymous list measured again in
    // turns, and compared by their medians (one run is too noisy to compare).
    const paired = scenarios.filter((one) => PAIRED.includes(one.name) && ONLY.test(one.name));
    for (let round = 1; round < PAIR_ROUNDS; round += 1) {
      for (const scenario of paired) p99s.get(scenario.name)!.push((await measure(scenario)).latency.p99);
    }
  } finally {
    for (const ceiling of ceilings) ceiling.close();
    await runtime.close();
  }
  console.log(
    missed
      ? `${missed} scenario(s) missed the p99 target`
      : `every getAllAssets scenario under p99 ${TARGET_P99_MS} ms`,
  );
  // The goals, compared within this run: both sides measured on the same machine at the same time.
  const ratio = (paidName: string, anonymousName: string) => {
    const [vip, anonymous] = [results.get(paidName), results.get(anonymousName)];
    return vip && anonymous ? `${((100 * vip.requests.average) / anonymous.requests.average).toFixed(0)} %` : 'n/a';
  };
  for (const [listName, ceilingName] of ceilingOf) {
    const [list, ceiling] = [results.get(listName), results.get(ceilingName)];
    if (!list || !ceiling) continue;
    console.log(
      `${listName}: ${list.requests.average.toFixed(0)} req/s, p99 ${list.latency.p99} ms; a bare server sending the same bytes: ${ceiling.requests.average.toFixed(0)} req/s, p99 ${ceiling.latency.p99} ms (${((100 * list.requests.average) / ceiling.requests.average).toFixed(0)} % of what the load generator takes here)`,
    );
  }
  console.log(
    `VIP list throughput, % of the anonymous list's (goal >= 50 %): Ações BR ${ratio('Ações BR compact, paid', 'Ações BR compact, anonymous')}, all ${ratio('all compact, paid', 'all compact, anonymous')}; Ações BR as objects (before) ${ratio('Ações BR objects, paid (before compact)', 'Ações BR compact, anonymous')}`,
  );
  const [listName, ...userInfoNames] = PAIRED;
  const listRuns = p99s.get(listName!);
  for (const name of userInfoNames) {
    const runs = p99s.get(name);
    if (!listRuns || !runs) continue;
    console.log(
      `${name} p99: ${(median(runs) / median(listRuns)).toFixed(2)}x the anonymous list's (goal <= 2x; medians of ${runs.length} runs in turns: ${runs.join(', ')} ms against ${listRuns.join(', ')} ms)`,
    );
  }
}

/** The anonymous list, then getUserInfo as the bench asks and as a browser asks (gzip). */
const PAIRED = ['Ações BR compact, anonymous', 'getUserInfo, paid', 'getUserInfo, paid, gzip'];
const PAIR_ROUNDS = Number(process.env.LOAD_PAIR_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (process.argv[1] !== undefined && /load\.ts$/.test(process.argv[1])) {
  void run().then(() => process.exit(0));
}
