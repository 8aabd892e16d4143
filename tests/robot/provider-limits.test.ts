import '../../local/src/runtime/local-mode';
import { overrideConfig } from '../../api/src/config';
import { candleSeries, seriesId } from '../../api/src/store/candles';
import type { Store } from '../../api/src/store/types';
import { createRobotApi } from '../../robot/src/contract/robot-api';
import { createHealth } from '../../robot/src/health/health';
import { createPeerLog } from '../../robot/src/health/peer-log';
import { startTradePump } from '../../robot/src/realtime/trade-pump';
import { createBinanceSource } from '../../robot/src/sources/binance/binance-source';
import { createBrapiSource } from '../../robot/src/sources/brapi/brapi-source';
import type { Clock } from '../../robot/src/sources/http/clock';
import type { MarketSource } from '../../robot/src/sources/source';
import { createTwelveDataSource } from '../../robot/src/sources/twelvedata/twelvedata-source';
import { createWorker, type Worker } from '../../robot/src/worker';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { freshStore } from '../support/api-client';
import { startFakeBinance, type FakeBinance } from '../support/fake-binance';
import { startFakeBrapi, startFakeTwelveData, type FakeProvider } from '../support/fake-providers';
import { assetDoc, insertAssets } from '../support/fixtures';
import { inProcessFetch } from '../support/in-process-fetch';
import { watching } from '../support/watching';
import { asset } from './sources/support/assets';
import { until } from './sources/support/until';

/**
 * The providers' documented limits, each met by a local stand-in answering as the provider's documentation says:
 * Twelve Data's daily cap and per-symbol 429s in a batch, brapi's `usedInterval`, Binance's 403 (WAF), 429 with
 * answers already in flight, and `serverShutdown`; and the robot's log while a peer is down.
 */
const KEY = 'provider-limits-robot-key';
const QUARTER = 15 * 60_000;
const DAY = 86_400_000;
let store: Store;
let now: number;
let providers: Array<FakeProvider | FakeBinance> = [];
const clock: Clock = { now: () => now, sleep: async (ms) => void (now += ms) };

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  store = await freshStore();
  now = Math.floor((Date.now() - 3 * 3600_000) / QUARTER) * QUARTER + 20_000;
});
afterEach(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
  providers = [];
  await store.close();
});

function workerWith(sources: Record<string, MarketSource>, log: string[]): Worker {
  return createWorker({
    api: createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: inProcessFetch() }),
    sources: new Map(Object.entries(sources)),
    demoOnly: false,
    historyCount: 40,
    roundEveryMs: QUARTER,
    roundDelayMs: 20_000,
    log: (line) => log.push(line),
    now: () => new Date(now),
  });
}

const lastTime = async (asset: string, timeframe: Timeframe) =>
  (await candleSeries(store).findOne({ _id: seriesId(asset, timeframe) }))?.lastTime ?? null;
const sourceHealth = (worker: Worker, name: string) =>
  worker.health.report(new Date(now)).sources.find((source) => source.source === name)!;

describe('Twelve Data', () => {
  it("waits for the daily reset at 00:00 UTC when the day's credits are spent, says so once, and reads again the next day", async () => {
    // Yesterday at 22:00 UTC, so that the reset is already past for the API's clock. AAPL's 4 series and EUR/USD's 5
    // are backfilled one credit each: the 10th credit of the day is refused.
    now = Math.floor(Date.now() / DAY) * DAY - 2 * 3600_000 + 20_000;
    const twelve = await startFakeTwelveData(() => now, { creditsPerDay: 9 });
    providers.push(twelve);
    await insertAssets(store, [
      assetDoc('NASDAQ:AAPL', { assetType: 'stock', marketHours: 'US' }),
      assetDoc('FX_IDC:EURUSD', { assetType: 'forex', marketHours: 'FX' }),
    ]);
    const log: string[] = [];
    const worker = workerWith(
      { twelvedata: createTwelveDataSource({ apiKey: 'k', baseUrl: twelve.url, creditsPerMinute: 1000, clock }) },
      log,
    );
    await worker.prime();
    const midnight = Math.ceil(now / DAY) * DAY;
    expect(sourceHealth(worker, 'twelvedata').pausedUntil).toBe(new Date(midnight).toISOString());

    now += QUARTER;
    await worker.round();
    now += QUARTER;
    await worker.round();
    const daily = log.filter((line) => /daily reset at 00:00 UTC/.test(line));
    expect(daily).toHaveLength(1);
    expect(daily[0]).toContain(`paused until ${new Date(midnight).toISOString()}`);
    const asked = twelve.requests;

    now = midnight + 20_000;
    await worker.round();
    expect(twelve.requests).toBeGreaterThan(asked);
    expect(sourceHealth(worker, 'twelvedata').lastSuccess).toBe(new Date(now).toISOString());
    expect(log.filter((line) => /daily reset/.test(line))).toHaveLength(1);
  });

  it('pauses until the next minute when some symbols of a batch are refused for credits, then reads them: none counted as failed', async () => {
    const twelve = await startFakeTwelveData(() => now, { creditsPerMinute: 3 });
    providers.push(twelve);
    const pairs = ['FX_IDC:EURUSD', 'FX_IDC:GBPUSD', 'FX_IDC:USDJPY', 'FX_IDC:AUDUSD'];
    await insertAssets(
      store,
      pairs.map((pair) => assetDoc(pair, { assetType: 'forex', marketHours: 'FX' })),
    );
    const worker = workerWith(
      {
        twelvedata: createTwelveDataSource({
          apiKey: 'k',
          baseUrl: twelve.url,
          creditsPerMinute: 3,
          symbolsPerRequest: 4,
          clock,
        }),
      },
      [],
    );
    await worker.prime();

    now += QUARTER;
    const roundAt = now;
    const figures = await worker.round();
    // The batch of four, then the one symbol the minute's credits refused, asked again after the reset.
    expect(figures.sourceRequests).toEqual({ twelvedata: 2 });
    expect(sourceHealth(worker, 'twelvedata')).toMatchObject({ errors: 0, unreadableCount: 0 });
    for (const pair of pairs) expect(await lastTime(pair, '15')).toBe(Math.floor(roundAt / QUARTER) * QUARTER);
  });
});

describe('brapi', () => {
  it('refuses rows of another interval than the one asked (usedInterval): nothing stored as 15 or 60 minutes, the asset reported', async () => {
    const brapi = await startFakeBrapi(() => now, { intraday: false });
    providers.push(brapi);
    await insertAssets(store, [assetDoc('BMFBOVESPA:PETR4', { assetType: 'stock', marketHours: 'B3' })]);
    const worker = workerWith({ brapi: createBrapiSource({ token: 't', baseUrl: brapi.url, clock }) }, []);
    await worker.prime();

    expect(await lastTime('BMFBOVESPA:PETR4', '15')).toBeNull();
    expect(await lastTime('BMFBOVESPA:PETR4', '60')).toBeNull();
    // Daily rows asked as daily rows are what they say.
    expect(await lastTime('BMFBOVESPA:PETR4', 'D')).not.toBeNull();
    expect(sourceHealth(worker, 'brapi').unreadable).toEqual([
      {
        asset: 'BMFBOVESPA:PETR4',
        error: "brapi BMFBOVESPA:PETR4: answered interval 1d for the 15m asked (the plan's limit?); refused",
      },
    ]);
  });
});

describe('Binance', () => {
  it('backs off after a 403 from its firewall, longer while it repeats, and never calls it a refused key', async () => {
    const binance = await startFakeBinance(() => now);
    providers.push(binance);
    await insertAssets(store, [
      assetDoc('BINANCE:BTCUSDT', { assetType: 'crypto', marketHours: 'ALWAYS', baseAsset: 'BTC', quoteAsset: 'USDT' }),
    ]);
    const log: string[] = [];
    const worker = workerWith(
      { binance: createBinanceSource({ restUrl: binance.restUrl, streamUrl: binance.streamUrl, clock }) },
      log,
    );
    binance.refuse('*', 403);
    await worker.prime();
    expect(sourceHealth(worker, 'binance')).toMatchObject({
      errors: 1,
      pausedUntil: new Date(now + 60_000).toISOString(),
    });
    expect(log.join('\n')).toMatch(/web application firewall.*backing off 60 s/);
    expect(log.join('\n')).not.toMatch(/key refused/);

    now += 61_000;
    await worker.round();
    expect(sourceHealth(worker, 'binance')).toMatchObject({
      errors: 2,
      pausedUntil: new Date(now + 120_000).toISOString(),
    });

    binance.refuse('*', null);
    now += 121_000;
    await worker.round();
    expect(await lastTime('BINANCE:BTCUSDT', '15')).toBe(Math.floor(now / QUARTER) * QUARTER);
  });

  it('keeps the answers already received when a 429 arrives, and pauses for its Retry-After', async () => {
    const binance = await startFakeBinance(() => now);
    providers.push(binance);
    const pairs = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];
    await insertAssets(
      store,
      pairs.map((pair) =>
        assetDoc(`BINANCE:${pair}`, {
          assetType: 'crypto',
          marketHours: 'ALWAYS',
          baseAsset: pair.slice(0, 3),
          quoteAsset: 'USDT',
        }),
      ),
    );
    const worker = workerWith(
      { binance: createBinanceSource({ restUrl: binance.restUrl, streamUrl: binance.streamUrl, clock }) },
      [],
    );
    await worker.prime();
    const primed = await lastTime('BINANCE:ETHUSDT', '15');

    binance.refuse('ETHUSDT', 429, 30);
    now += QUARTER;
    await worker.round();
    const forming = Math.floor(now / QUARTER) * QUARTER;
    expect(await lastTime('BINANCE:BTCUSDT', '15')).toBe(forming);
    expect(await lastTime('BINANCE:SOLUSDT', '15')).toBe(forming);
    expect(await lastTime('BINANCE:ETHUSDT', '15')).toBe(primed);
    expect(sourceHealth(worker, 'binance')).toMatchObject({
      pausedUntil: new Date(now + 30_000).toISOString(),
      lastError: expect.stringMatching(/HTTP 429/),
    });
  });

  it('reconnects a trade stream at once when the server announces its shutdown', async () => {
    const binance = await startFakeBinance();
    providers.push(binance);
    const log: string[] = [];
    const source = createBinanceSource({
      restUrl: binance.restUrl,
      streamUrl: binance.streamUrl,
      reconnectDelayMs: 10,
    });
    const stream = source.trades!.subscribe(
      [asset('BINANCE:BTCUSDT', 'BTCUSDT', 'crypto', 'ALWAYS')],
      () => undefined,
      (line) => log.push(line),
    );
    try {
      await until(() => binance.streamed().has('BTCUSDT'));
      binance.announceShutdown();
      await until(() => binance.connections() === 2);
      expect(log).toContain('binance stream 1: reconnecting (the server announced its shutdown)');
      expect(log.some((line) => /unexpected message/.test(line))).toBe(false);
    } finally {
      stream.stop();
    }
  });
});

describe("the robot's log while a peer is down", () => {
  it('says it once, then a summary with the count every interval, and once when the peer is back', () => {
    let at = 0;
    const log: string[] = [];
    const api = createPeerLog(
      'API',
      (line) => log.push(line),
      60_000,
      () => at,
    );
    for (; at < 300_000; at += 1000) api.failed(new Error('connect ECONNREFUSED 10.0.0.5:443'));
    api.succeeded();
    api.succeeded();
    expect(log).toEqual([
      'API unreachable: connect ECONNREFUSED 10.0.0.5:443',
      'API still unreachable: 61 failures in 60 s (last: connect ECONNREFUSED 10.0.0.5:443)',
      'API still unreachable: 121 failures in 120 s (last: connect ECONNREFUSED 10.0.0.5:443)',
      'API still unreachable: 181 failures in 180 s (last: connect ECONNREFUSED 10.0.0.5:443)',
      'API still unreachable: 241 failures in 240 s (last: connect ECONNREFUSED 10.0.0.5:443)',
      'API reachable again after 300 failures in 300 s',
    ]);
  });

  it('rounds on the clock while the API is unreachable log it once, then once when it is back', async () => {
    await insertAssets(store, [
      assetDoc('BINANCE:BTCUSDT', { assetType: 'crypto', marketHours: 'ALWAYS', baseAsset: 'BTC', quoteAsset: 'USDT' }),
    ]);
    const binance = await startFakeBinance(() => now);
    providers.push(binance);
    const api = createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: inProcessFetch() });
    let apiDown = false;
    let refused = 0;
    const log: string[] = [];
    const worker = createWorker({
      api: {
        ...api,
        universe: () =>
          apiDown ? Promise.reject(new Error(`/api/robotUniverse answered 503: ${(refused += 1)}`)) : api.universe(),
      },
      sources: new Map([
        ['binance', createBinanceSource({ restUrl: binance.restUrl, streamUrl: binance.streamUrl, clock })],
      ]),
      demoOnly: false,
      historyCount: 40,
      roundEveryMs: 20,
      roundDelayMs: 0,
      log: (line) => log.push(line),
      now: () => new Date(now),
    });
    await worker.prime();
    apiDown = true;
    worker.schedule();
    try {
      await until(() => refused >= 10);
      apiDown = false;
      await until(() => log.some((line) => line.startsWith('API reachable again')));
    } finally {
      await worker.stop();
    }
    expect(log.filter((line) => line.startsWith('API'))).toEqual([
      'API unreachable: round failed: /api/robotUniverse answered 503: 1',
      expect.stringMatching(/^API reachable again after (\d+) failures in 0 s$/),
    ]);
  });

  it('publishing to an unreachable real-time hub logs a few lines, not one per publish', async () => {
    const binance = await startFakeBinance();
    providers.push(binance);
    let hubUp = false;
    let attempts = 0;
    const publisher = {
      sendToGroup: async () => {
        attempts += 1;
        if (!hubUp) throw new Error('connect ECONNREFUSED 127.0.0.1:7072');
      },
    };
    const log: string[] = [];
    const source = createBinanceSource({ restUrl: binance.restUrl, streamUrl: binance.streamUrl });
    const pump = await startTradePump({
      groups: [{ source, assets: [asset('BINANCE:BTCUSDT', 'BTCUSDT', 'crypto', 'ALWAYS')] }],
      publisher,
      watched: watching(['BINANCE:BTCUSDT']),
      health: createHealth(),
      log: (line) => log.push(line),
      intervalMs: 5,
      hubLogSummaryMs: 150,
    });
    const trades = setInterval(() => binance.trade('BTCUSDT', 95_000 + Math.random()), 2);
    try {
      await until(() => binance.streamed().has('BTCUSDT'));
      await until(() => attempts >= 40);
      hubUp = true;
      await until(() => log.some((line) => line.startsWith('realtime hub reachable again')));
    } finally {
      clearInterval(trades);
      pump.stop();
    }
    const hubLines = log.filter((line) => line.startsWith('realtime hub'));
    expect(hubLines[0]).toBe('realtime hub unreachable: connect ECONNREFUSED 127.0.0.1:7072');
    expect(hubLines.length).toBeLessThan(attempts / 4);
    expect(hubLines.at(-1)).toMatch(/^realtime hub reachable again after \d+ failures/);
  });
});
