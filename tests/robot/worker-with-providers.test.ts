import '../../local/src/runtime/local-mode';
import { overrideConfig } from '../../api/src/config';
import { candleSeries } from '../../api/src/store/candles';
import type { Store } from '../../api/src/store/types';
import { createRobotApi } from '../../robot/src/contract/robot-api';
import { readSettings } from '../../robot/src/settings';
import { configuredSources } from '../../robot/src/sources/configured-sources';
import { createWorker } from '../../robot/src/worker';
import { freshStore } from '../support/api-client';
import { startFakeBinance, type FakeBinance } from '../support/fake-binance';
import { startFakeBrapi, startFakeTwelveData, type FakeProvider } from '../support/fake-providers';
import { fakeDateOnly } from '../support/fake-date';
import { assetDoc, insertAssets } from '../support/fixtures';
import { inProcessFetch } from '../support/in-process-fetch';
import { WEEKDAY_SESSION } from '../support/test-instants';

/**
 * The worker with every provider configured from the robot's own settings, each address pointing at a local stand-in
 * speaking its documented format (the ones the benchmark uses): the backfill and a steady round store every asset's series, nothing refused, one batched call
 * per keyed provider and one klines call per Binance pair per round. The robot, the stand-ins and the API read one
 * clock, on a weekday session (every market trading), 20 s after a quarter's close as the robot's rounds run.
 */
const KEY = 'providers-test-robot-key';
const QUARTER = 15 * 60_000;
let store: Store;
let binance: FakeBinance;
let brapi: FakeProvider;
let twelve: FakeProvider;
let now: number;

beforeAll(async () => {
  binance = await startFakeBinance(() => now);
  brapi = await startFakeBrapi(() => now);
  twelve = await startFakeTwelveData(() => now);
});
afterAll(async () => {
  await Promise.all([binance.close(), brapi.close(), twelve.close()]);
});

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  store = await freshStore();
  now = Math.floor(WEEKDAY_SESSION / QUARTER) * QUARTER + 20_000;
  fakeDateOnly(now);
  await insertAssets(store, [
    assetDoc('BINANCE:BTCUSDT', { assetType: 'crypto', marketHours: 'ALWAYS', baseAsset: 'BTC', quoteAsset: 'USDT' }),
    assetDoc('BMFBOVESPA:PETR4', { assetType: 'stock', marketHours: 'B3' }),
    assetDoc('BMFBOVESPA:VALE3', { assetType: 'stock', marketHours: 'B3' }),
    assetDoc('NASDAQ:AAPL', { assetType: 'stock', marketHours: 'US' }),
    assetDoc('FX_IDC:EURUSD', { assetType: 'forex', marketHours: 'FX' }),
    assetDoc('CME_MINI:ES1!', { assetType: 'futures', marketHours: 'CME' }),
  ]);
});
afterEach(async () => {
  await store.close();
  jest.useRealTimers();
});

test('backfill and a steady round against the three providers store every series, nothing refused', async () => {
  const settings = readSettings({
    LOCAL_MODE: '1',
    AGULHADAS_API_URL: 'http://in-process',
    ROBOT_KEY: KEY,
    ROBOT_SOURCES: 'binance,brapi,twelvedata',
    BINANCE_REST_URL: binance.restUrl,
    BINANCE_STREAM_URL: binance.streamUrl,
    BRAPI_URL: brapi.url,
    BRAPI_TOKEN: 't',
    TWELVEDATA_URL: twelve.url,
    TWELVEDATA_API_KEY: 'k',
    TWELVEDATA_SYMBOLS_PER_REQUEST: '120',
    TWELVEDATA_CREDITS_PER_MINUTE: '10000',
  });
  const worker = createWorker({
    api: createRobotApi({ apiUrl: settings.AGULHADAS_API_URL, robotKey: KEY, fetch: inProcessFetch() }),
    sources: configuredSources(settings),
    demoOnly: false,
    historyCount: 60,
    roundEveryMs: QUARTER,
    roundDelayMs: 20_000,
    log: () => undefined,
    now: () => new Date(now),
  });
  const prime = await worker.prime();
  expect(prime.refused).toBe(0);
  // 5 timeframes for crypto and forex, 4 for stocks; the futures have no source.
  expect(prime.seriesSent).toBe(5 + 4 + 4 + 4 + 5);
  expect(await candleSeries(store).countDocuments({})).toBe(22);
  expect(worker.health.report(new Date(now)).unassigned).toEqual({ count: 1, markets: ['CME_MINI'] });

  now += QUARTER;
  jest.setSystemTime(now);
  const steady = await worker.round();
  expect(steady.refused).toBe(0);
  expect(steady.sourceRequests).toEqual({ binance: 1, brapi: 1, twelvedata: 1 });
  const btc = await candleSeries(store).findOne({ _id: 'BINANCE:BTCUSDT|15' });
  expect(btc!.lastTime).toBe(Math.floor(now / QUARTER) * QUARTER);
  expect(
    worker.health.report(new Date(now)).sources.every((source) => source.errors === 0 && source.unreadableCount === 0),
  ).toBe(true);
});
