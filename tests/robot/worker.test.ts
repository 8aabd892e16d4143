import '../../local/src/runtime/local-mode';
import { overrideConfig } from '../../api/src/config';
import { overrideApiClock } from '../../api/src/http/define-function';
import { candleSeries, seriesId } from '../../api/src/store/candles';
import { alerts } from '../../api/src/store/alerts';
import { assets } from '../../api/src/store/assets';
import type { Store } from '../../api/src/store/types';
import { bucketStart, previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { createRobotApi } from '../../robot/src/contract/robot-api';
import {
  SourceError,
  type LatestRequest,
  type MarketSource,
  type SourceAsset,
  type SourceCandle,
} from '../../robot/src/sources/source';
import { createWorker, type Worker } from '../../robot/src/worker';
import { freshStore } from '../support/api-client';
import { alertDoc, assetDoc, insertAssets } from '../support/fixtures';
import { inProcessFetch } from '../support/in-process-fetch';

/**
 * The robot's worker against the real functions (in process, embedded store) with a hand-built source: backfill, the
 * 15-minute candles folded into every timeframe, resume after a restart, refusals, rate limits and unassigned markets.
 */
const KEY = 'worker-test-robot-key';
const MINUTE = 60_000;
const T0 = Date.parse('2026-11-23T00:00:00Z');

let store: Store;
let clock: number;

/** A source whose market is a line: candle i closes at 100 + i; `latestCandles` says what the next round sees. */
function lineSource(): MarketSource & {
  latestCandles: Map<string, SourceCandle[]>;
  fail: Error | null;
  requests: LatestRequest[];
} {
  return {
    name: 'binance',
    latestCandles: new Map(),
    fail: null,
    requests: [],
    async history(asset: SourceAsset, timeframe: Timeframe, count: number) {
      // On the product's grid, ending with the bucket forming at the clock.
      const hours = MARKET_HOURS[asset.marketHours];
      const times = [bucketStart(clock, timeframe, hours)];
      while (times.length < count) times.unshift(previousBucketStart(times[0]!, timeframe, hours));
      const candles = times.map((time, i) => {
        const close = 100 + i;
        return { time, open: close - 0.5, high: close + 1, low: close - 1, close, closed: i < count - 1 };
      });
      return { candles, requests: 1 };
    },
    async latest(request) {
      this.requests.push(request);
      if (this.fail) throw this.fail;
      return {
        candles: new Map(request.assets.map((asset) => [asset.asset, this.latestCandles.get(asset.asset) ?? []])),
        failed: [],
        requests: 1,
      };
    },
  };
}

function workerWith(
  source: MarketSource,
  log: string[] = [],
  others: ReadonlyMap<string, MarketSource> = new Map(),
): Worker {
  return createWorker({
    api: createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: inProcessFetch() }),
    sources: new Map([['binance', source], ...others]),
    demoOnly: false,
    historyCount: 40,
    roundEveryMs: 15 * MINUTE,
    roundDelayMs: 0,
    log: (line) => log.push(line),
    now: () => new Date(clock),
  });
}

const stored = async (asset: string, timeframe: Timeframe) =>
  (await candleSeries(store).findOne({ _id: seriesId(asset, timeframe) }))!;
const candle = (time: number, close: number, closed?: boolean): SourceCandle => ({
  time,
  open: close,
  high: close + 2,
  low: close - 2,
  close,
  ...(closed === undefined ? {} : { closed }),
});

// The API reads the time of the robot's simulated clock: it refuses rounds dated a day before its own.
beforeAll(() => overrideApiClock(() => new Date(clock)));
afterAll(() => overrideApiClock(null));

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  store = await freshStore();
  clock = T0 + 10 * 60 * MINUTE + 7 * MINUTE;
  await insertAssets(store, [
    assetDoc('BINANCE:BTCUSDT', { assetType: 'crypto', marketHours: 'ALWAYS', baseAsset: 'BTC', quoteAsset: 'USDT' }),
    assetDoc('BINANCE:ETHUSDT', { assetType: 'crypto', marketHours: 'ALWAYS', baseAsset: 'ETH', quoteAsset: 'USDT' }),
    assetDoc('CME_MINI:ES1!', { assetType: 'futures', marketHours: 'CME' }),
  ]);
});

afterEach(async () => {
  await store.close();
});

test('prime backfills every timeframe of each asset its source reads; markets without a source are reported', async () => {
  const source = lineSource();
  const worker = workerWith(source);
  const figures = await worker.prime();
  expect(figures.seriesSent).toBe(10);
  expect(figures.refused).toBe(0);
  const btc15 = await stored('BINANCE:BTCUSDT', '15');
  expect(btc15.lastCandle).toMatchObject({ time: Date.parse('2026-11-23T10:00:00Z'), close: 139 });
  expect((await assets(store).findOne({ _id: 'BINANCE:BTCUSDT' }))!.readings['240']).toBeDefined();
  const report = worker.health.report(new Date(clock));
  expect(report.unassigned).toEqual({ count: 1, markets: ['CME_MINI'] });
  expect(report.sources).toEqual([expect.objectContaining({ source: 'binance', assets: 2, lagSeconds: 0, errors: 0 })]);
});

test('the latest 15-minute candles are folded into every larger timeframe, and a restart continues without conflicts', async () => {
  const source = lineSource();
  await workerWith(source).prime();
  const tenAm = Date.parse('2026-11-23T10:00:00Z');
  clock = tenAm + 16 * MINUTE;
  source.latestCandles.set('BINANCE:BTCUSDT', [candle(tenAm, 139, true), candle(tenAm + 15 * MINUTE, 150, false)]);
  const log: string[] = [];
  const restarted = workerWith(source, log);
  const figures = await restarted.prime();
  expect(figures.refused).toBe(0);
  expect(source.requests[source.requests.length - 1]!.after.get('BINANCE:BTCUSDT')).toMatchObject({
    time: tenAm,
    close: 139,
  });
  expect((await stored('BINANCE:BTCUSDT', '15')).lastCandle).toMatchObject({ time: tenAm + 15 * MINUTE, close: 150 });
  // The hour candle of 10:00 widened by both quarters; the day and the week too.
  expect((await stored('BINANCE:BTCUSDT', '60')).lastCandle).toMatchObject({ time: tenAm, close: 150, high: 152 });
  expect((await stored('BINANCE:BTCUSDT', 'D')).lastCandle).toMatchObject({
    time: Date.parse('2026-11-23T00:00:00Z'),
    open: 138.5,
    close: 150,
    high: 152,
  });
  expect(log.filter((line) => line.includes('refused'))).toEqual([expect.stringContaining('0 refused')]);
  // The same candles again change nothing.
  const again = await restarted.round();
  expect(again.refused).toBe(0);
});

test('a malformed candle from the source is reported, never folded; the other assets are stored', async () => {
  const source = lineSource();
  const worker = workerWith(source);
  await worker.prime();
  const tenAm = Date.parse('2026-11-23T10:00:00Z');
  source.latestCandles.set('BINANCE:BTCUSDT', [{ time: tenAm, open: 139, high: 130, low: 150, close: 139 }]);
  source.latestCandles.set('BINANCE:ETHUSDT', [candle(tenAm, 141)]);
  const figures = await worker.round();
  expect(figures.refused).toBe(0);
  expect((await stored('BINANCE:ETHUSDT', '15')).lastCandle).toMatchObject({ close: 141 });
  expect((await stored('BINANCE:BTCUSDT', '60')).lastCandle).toMatchObject({ close: 139, high: 140 });
  expect(worker.health.report().sources[0]!.unreadable).toEqual([
    { asset: 'BINANCE:BTCUSDT', error: 'vela inválida da fonte em 2026-11-23T10:00:00.000Z' },
  ]);
});

test('a series the API refuses is sent again next round, and dropped after three refusals; the others are stored', async () => {
  const source = lineSource();
  let refuse = true;
  const real = inProcessFetch();
  // The API's answer for BTC's 15-minute series rewritten to a refusal, as a transient store conflict would give.
  const refusing: typeof fetch = async (input, init) => {
    const answer = await real(input, init);
    if (!String(input).endsWith('/api/ingest') || !refuse) return answer;
    const body = (await answer.json()) as {
      results: Array<{ asset: string; timeframe: string; status: string; error?: string }>;
    };
    body.results = body.results.map((result) =>
      result.asset === 'BINANCE:BTCUSDT' && result.timeframe === '15'
        ? { ...result, status: 'refused', error: 'conflito' }
        : result,
    );
    return new Response(JSON.stringify(body), { status: 200 });
  };
  const worker = createWorker({
    api: createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: refusing }),
    sources: new Map([['binance', source]]),
    demoOnly: false,
    historyCount: 40,
    roundEveryMs: 15 * MINUTE,
    roundDelayMs: 0,
    log: () => undefined,
    now: () => new Date(clock),
  });
  expect((await worker.prime()).refused).toBe(1);
  expect((await worker.round()).refused).toBe(1);
  refuse = false;
  const third = await worker.round();
  expect(third).toMatchObject({ refused: 0, seriesSent: 1, candlesSent: 40 });
  refuse = true;
  source.latestCandles.set('BINANCE:BTCUSDT', [candle(Date.parse('2026-11-23T10:00:00Z'), 160)]);
  for (let i = 0; i < 3; i += 1) expect((await worker.round()).refused).toBe(1);
  source.latestCandles.clear();
  expect((await worker.round()).refused).toBe(0);
});

test('a rate-limited source is paused for the time it asked, then read again', async () => {
  const source = lineSource();
  const worker = workerWith(source);
  await worker.prime();
  source.fail = new SourceError('429 Too Many Requests', 120_000);
  await worker.round();
  const report = worker.health.report(new Date(clock));
  expect(report.sources[0]).toMatchObject({
    errors: 1,
    lastError: '429 Too Many Requests',
    pausedUntil: new Date(clock + 120_000).toISOString(),
  });
  source.fail = null;
  const asked = source.requests.length;
  await worker.round();
  expect(source.requests.length).toBe(asked);
  clock += 121_000;
  await worker.round();
  expect(source.requests.length).toBe(asked + 1);
});

test('held candles the source re-sends unchanged are not sent again', async () => {
  const source = lineSource();
  const worker = workerWith(source);
  await worker.prime();
  const held = (await stored('BINANCE:BTCUSDT', '15')).lastCandle as Candle;
  source.latestCandles.set('BINANCE:BTCUSDT', [{ ...held }]);
  const figures = await worker.round();
  expect(figures.refused).toBe(0);
  expect((await stored('BINANCE:BTCUSDT', '15')).version).toBe(1);
});

describe('pre-close rounds read only the assets pre-close alerts watch', () => {
  /** The line source, counting every call a round makes of it (history and latest). */
  function countedSource() {
    const source = lineSource();
    const calls = { history: 0, latest: 0 };
    const history = source.history.bind(source);
    const latest = source.latest.bind(source);
    source.history = (...args) => ((calls.history += 1), history(...args));
    source.latest = (request) => ((calls.latest += 1), latest(request));
    return { source, calls };
  }
  /** A primed worker, Ana's pre-close alert on ETH switched on or off, the source's call counts reset. */
  async function primedWatching(active: boolean) {
    const { source, calls } = countedSource();
    const worker = workerWith(source);
    await worker.prime();
    await alerts(store).insertOne(
      alertDoc('ana', 'eth', 'BINANCE:ETHUSDT', { timeframe: '60', active, preCloseMinutes: 5 }),
    );
    calls.history = calls.latest = 0;
    return { source, calls, worker };
  }
  const readAssets = (source: ReturnType<typeof lineSource>) =>
    source.requests.at(-1)!.assets.map((asset) => asset.asset);

  test('none watched: no source call; the regular round still reads every asset', async () => {
    const { source, calls, worker } = await primedWatching(false);
    clock = Date.parse('2026-11-23T10:55:00Z');
    const figures = await worker.round('preClose');
    expect(calls).toEqual({ history: 0, latest: 0 });
    expect(figures.sourceRequests).toEqual({});
    clock = Date.parse('2026-11-23T11:00:20Z');
    await worker.round();
    expect(calls.latest).toBe(1);
    expect(readAssets(source)).toEqual(['BINANCE:BTCUSDT', 'BINANCE:ETHUSDT']);
  });

  test('a watched asset is read and its forming candle stored; health still counts the whole universe', async () => {
    const { source, calls, worker } = await primedWatching(true);
    const tenFortyFive = Date.parse('2026-11-23T10:45:00Z');
    clock = tenFortyFive + 10 * MINUTE;
    source.latestCandles.set('BINANCE:ETHUSDT', [candle(tenFortyFive, 160, false)]);
    source.latestCandles.set('BINANCE:BTCUSDT', [candle(tenFortyFive, 170, false)]);
    const figures = await worker.round('preClose');
    expect(calls).toEqual({ history: 0, latest: 1 });
    expect(readAssets(source)).toEqual(['BINANCE:ETHUSDT']);
    expect(figures.sourceRequests).toEqual({ binance: 1 });
    expect((await stored('BINANCE:ETHUSDT', '60')).lastCandle).toMatchObject({ close: 160 });
    expect((await stored('BINANCE:BTCUSDT', '60')).lastCandle).not.toMatchObject({ close: 170 });
    const report = worker.health.report(new Date(clock));
    expect(report.unassigned).toEqual({ count: 1, markets: ['CME_MINI'] });
    expect(report.sources).toEqual([expect.objectContaining({ source: 'binance', assets: 2 })]);
  });

  test('a watched asset is not read while its market is shut: B3 on Carnival and before Ash Wednesday’s 13:00 open', async () => {
    await insertAssets(store, [assetDoc('BMFBOVESPA:PETR4', { assetType: 'stock', marketHours: 'B3' })]);
    const [binance, brapi] = [lineSource(), lineSource()];
    clock = Date.parse('2026-02-13T17:07:00Z');
    const worker = workerWith(binance, [], new Map([['brapi', brapi]]));
    await worker.prime();
    await alerts(store).insertMany([
      alertDoc('ana', 'petr', 'BMFBOVESPA:PETR4', { timeframe: '60', preCloseMinutes: 5 }),
      alertDoc('ana', 'eth', 'BINANCE:ETHUSDT', { timeframe: '60', preCloseMinutes: 5 }),
    ]);
    const readAt = async (iso: string) => {
      clock = Date.parse(iso);
      const [binanceAsked, brapiAsked] = [binance.requests.length, brapi.requests.length];
      await worker.round('preClose');
      return {
        binance: binance.requests.length > binanceAsked ? readAssets(binance) : [],
        brapi: brapi.requests.length > brapiAsked ? readAssets(brapi) : [],
      };
    };
    // Carnival Monday and Tuesday: crypto trades, B3 does not.
    expect(await readAt('2026-02-16T16:55:00Z')).toEqual({ binance: ['BINANCE:ETHUSDT'], brapi: [] });
    expect(await readAt('2026-02-17T16:55:00Z')).toEqual({ binance: ['BINANCE:ETHUSDT'], brapi: [] });
    // Ash Wednesday opens at 13:00 São Paulo (16:00 UTC): not at 12:55, then as any session.
    expect(await readAt('2026-02-18T15:55:00Z')).toEqual({ binance: ['BINANCE:ETHUSDT'], brapi: [] });
    expect(await readAt('2026-02-18T16:55:00Z')).toEqual({ binance: ['BINANCE:ETHUSDT'], brapi: ['BMFBOVESPA:PETR4'] });
  });
});
