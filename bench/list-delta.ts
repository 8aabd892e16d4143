import '../local/src/runtime/local-mode';
import '../local/src/runtime/quiet-test-mode';
import { gzipSync } from 'node:zlib';
import { overrideConfig } from '../api/src/config';
import { seedUniverse } from '../local/src/demo/seed';
import { connect } from '../api/src/store/connect';
import { forgetStore, useStore } from '../api/src/store/db';
import { call, principalFor } from '../tests/support/api-client';
import { grantLevel } from '../tests/support/fixtures';
import { inProcessFetch } from '../tests/support/in-process-fetch';
import { createRobotApi } from '../robot/src/contract/robot-api';
import { createDemoSource } from '../robot/src/sources/demo/demo-source';
import type { MarketSource } from '../robot/src/sources/source';
import { createWorker } from '../robot/src/worker';

/**
 * Bytes of the VIP list, gzipped: Ações BR and 'all' as objects with every digit and with five significant
 * digits, and in the compact form the screens read (docs/asset-list.md), against the goals; then what an open
 * dashboard ('all') downloads per robot round: the whole list it reloaded before, against the compact delta
 * (`since=<version>`) it fetches now, for a round that moves every asset (markets open) and one in which only crypto
 * trades (nights and weekends).
 */
const KEY = 'bench-robot-key';
const vip = principalFor('bench-vip');
const gz = (text: string) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function run(): Promise<void> {
  overrideConfig({ robotKey: KEY });
  const store = await connect({ dataDir: null });
  await useStore(store);
  await seedUniverse(store);
  await grantLevel(store, 'bench-vip', 'VIP');
  let only: ((asset: string) => boolean) | null = null;
  // The demo market, of which only the markets `only` keeps trade when it is set.
  const demo = createDemoSource({ turns: 1 });
  const market: MarketSource = {
    ...demo,
    latest: (request) =>
      demo.latest({ ...request, assets: only ? request.assets.filter((asset) => only!(asset.asset)) : request.assets }),
  };
  const robot = createWorker({
    api: createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: inProcessFetch() }),
    sources: new Map([['demo', market]]),
    demoOnly: true,
    historyCount: 120,
    roundEveryMs: 15 * 60_000,
    roundDelayMs: 0,
    log: () => undefined,
  });
  await robot.prime();
  const list = async (query: Record<string, string>) => gz((await call('getAllAssets', { query, as: vip })).text);
  console.log('VIP list, gzipped            every digit   five digits   compact (screens)   goal');
  for (const exchange of ['BMFBOVESPA', 'all']) {
    const [every, wire, compact] = [
      await list({ exchange, precision: 'full' }),
      await list({ exchange }),
      await list({ exchange, format: 'compact' }),
    ];
    console.log(
      `  '${exchange}'`.padEnd(29) +
        `${kb(every).padStart(11)}   ${kb(wire).padStart(11)}   ${kb(compact).padStart(17)}   ≤ ${exchange === 'all' ? '150' : '50'} kB`,
    );
  }
  const compact = { exchange: 'all', format: 'compact' };
  const measure = async (label: string) => {
    const version = Number((await call('getAllAssets', { query: compact, as: vip })).headers.get('x-data-version'));
    await robot.round();
    const delta = await call<{ items: unknown[] }>('getAllAssets', {
      query: { ...compact, since: String(version) },
      as: vip,
    });
    const fullBytes = await list(compact);
    console.log(
      `${label.padEnd(36)} full list ${kb(fullBytes).padStart(9)}   delta ${kb(gz(delta.text)).padStart(9)} (${delta.body.items.length} assets)`,
    );
  };
  await measure('round, every market open:');
  only = (asset) => asset.startsWith('BINANCE:') || asset.startsWith('CAPITALCOM:');
  await measure('round, only crypto trading:');
  console.log('goal: a quiet dashboard downloads only what changed');
  await store.close();
  // The next bench in this process (npm run bench) opens its own.
  forgetStore();
}

if (process.argv[1] !== undefined && /bench[\\/]list-delta\.ts$/.test(process.argv[1])) await run();
