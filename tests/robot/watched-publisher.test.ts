import '../../local/src/runtime/local-mode';
import { overrideConfig } from '../../api/src/config';
import type { Store } from '../../api/src/store/types';
import type { LastCandleUpdatesMessage } from '@agulhadas/domain/realtime/protocol';
import { REALTIME_TIMEFRAME_MINUTES, realtimeBucketStart } from '@agulhadas/domain/realtime/timeframes';
import { createRobotApi } from '../../robot/src/contract/robot-api';
import type { MarketSource } from '../../robot/src/sources/source';
import { createWorker, type Worker } from '../../robot/src/worker';
import { freshStore } from '../support/api-client';
import { assetDoc, insertAssets } from '../support/fixtures';
import { inProcessFetch } from '../support/in-process-fetch';
import { viewersOf } from '../support/viewers';
import { until } from './sources/support/until';

/**
 * The robot's 1-second publisher sends only the symbols someone watches: the worker as production wires it (the
 * watched set read through its API client from GET /api/realtimeWatched, in process), the subscriptions recorded by
 * the upstream the hub's events run, a hand-driven trade stream and a publisher that records each send.
 */
const KEY = 'watched-publisher-robot-key';
const BTC = 'BINANCE:BTCUSDT';
const ETH = 'BINANCE:ETHUSDT';
const PETR4 = 'BMFBOVESPA:PETR4';
/** The promise: a new subscriber's first frame within 2 s of its subscribe. */
const FIRST_FRAME_MS = 2000;

let store: Store;
let worker: Worker | null = null;
let trading: NodeJS.Timeout | null = null;

/** BTC and ETH trade every 100 ms; PETR4's market is closed, so only its history exists. */
function tradeSource(): MarketSource {
  return {
    name: 'demo',
    latest: async () => ({ candles: new Map(), failed: [], requests: 0 }),
    history: async () => ({ candles: [], requests: 0 }),
    trades: {
      async history(_asset, timeframe, count, now) {
        const size = REALTIME_TIMEFRAME_MINUTES[timeframe] * 60_000;
        const last = realtimeBucketStart(now.getTime(), timeframe);
        const candles = Array.from({ length: count }, (_, i) => {
          const close = 50 + i + (i % 3);
          return { time: last - (count - 1 - i) * size, open: close - 1, high: close + 1, low: close - 2, close };
        });
        return { candles, requests: 1 };
      },
      subscribe(_assets, onTrade) {
        let price = 60;
        trading = setInterval(() => {
          price += 0.25;
          onTrade(BTC, price, Date.now());
          onTrade(ETH, price / 10, Date.now());
        }, 100);
        return { stop: () => clearInterval(trading!) };
      },
    },
  };
}

interface Sent {
  group: string;
  at: number;
  message: LastCandleUpdatesMessage;
}

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  store = await freshStore();
  await insertAssets(store, [
    assetDoc(BTC, { assetType: 'crypto' }),
    assetDoc(ETH, { assetType: 'crypto' }),
    assetDoc(PETR4),
  ]);
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
  await store.close();
});

async function startRobot(sent: Sent[]): Promise<void> {
  worker = createWorker({
    api: createRobotApi({ apiUrl: 'http://in-process', robotKey: KEY, fetch: inProcessFetch() }),
    sources: new Map([['demo', tradeSource()]]),
    demoOnly: true,
    historyCount: 34,
    roundEveryMs: 15 * 60_000,
    roundDelayMs: 0,
    publisher: {
      sendToGroup: async (group, text) =>
        void sent.push({ group, at: Date.now(), message: JSON.parse(text) as LastCandleUpdatesMessage }),
    },
    log: () => undefined,
  });
  await worker.startRealtime();
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Subscribes and answers how long until the publisher sent `key` after that. */
async function firstFrameAfter(sent: Sent[], subscribe: () => Promise<unknown>, key: string): Promise<number> {
  const at = Date.now();
  const before = sent.length;
  await subscribe();
  await until(() => sent.slice(before).some((one) => one.group === key), 3 * FIRST_FRAME_MS);
  return sent.slice(before).find((one) => one.group === key)!.at - at;
}

describe('the 1-second publisher and the watched set', () => {
  it('sends nothing while nobody watches, then only the watched symbols, each new subscriber getting a first frame within 2 s', async () => {
    const sent: Sent[] = [];
    const started = Date.now();
    await startRobot(sent);
    const hub = viewersOf([BTC, ETH, PETR4]);
    await hub.connected('c1', 'ana');
    await hub.connected('c2', 'bia');
    await sleep(1500);
    expect(sent).toEqual([]);

    // A trading symbol: its first frame, then one a second.
    const btcFirst = await firstFrameAfter(
      sent,
      () => hub.message('c1', 'ana', JSON.stringify({ subscribe: true, symbol: [BTC] })),
      BTC,
    );
    expect(btcFirst).toBeLessThanOrEqual(FIRST_FRAME_MS);
    await sleep(2200);
    expect(sent.filter((one) => one.group === BTC).length).toBeGreaterThanOrEqual(2);

    // A quiet symbol (market closed): its state as of its history, sent though it did not trade.
    const petrFirst = await firstFrameAfter(
      sent,
      () => hub.message('c1', 'ana', JSON.stringify({ subscribe: true, symbol: [PETR4] })),
      PETR4,
    );
    expect(petrFirst).toBeLessThanOrEqual(FIRST_FRAME_MS);
    const snapshot = sent.find((one) => one.group === PETR4)!.message.data[PETR4]!;
    expect(snapshot.preco).toBe(50 + 33 + (33 % 3));
    // Until it trades, the open of its newest 1-minute candle stands for its last trade.
    expect(Date.parse(snapshot.lastUpdate)).toBeGreaterThanOrEqual(realtimeBucketStart(started, '1'));
    expect(Date.parse(snapshot.lastUpdate)).toBeLessThanOrEqual(Date.now());
    expect(Object.keys(snapshot.indicators).sort()).toEqual(['1', '15', '240', '5', '60', 'D']);

    // A second viewer of the quiet symbol, watched already: it is owed a first frame too.
    await sleep(2200);
    const petrSecond = await firstFrameAfter(
      sent,
      () => hub.message('c2', 'bia', JSON.stringify({ subscribe: true, symbol: [PETR4] })),
      PETR4,
    );
    expect(petrSecond).toBeLessThanOrEqual(FIRST_FRAME_MS);

    // Unwatched, a trading symbol stops within a read and a publish.
    await hub.message('c1', 'ana', JSON.stringify({ subscribe: false, symbol: [BTC] }));
    await sleep(FIRST_FRAME_MS);
    const cut = sent.length;
    await sleep(1500);
    expect(sent.slice(cut).filter((one) => one.group === BTC)).toEqual([]);

    // ETH traded all along and nobody watched it.
    expect(new Set(sent.map((one) => one.group))).toEqual(new Set([BTC, PETR4]));
  }, 30_000);

  it('a disconnected viewer stops the sends of what it alone watched', async () => {
    const sent: Sent[] = [];
    await startRobot(sent);
    const hub = viewersOf([BTC, ETH, PETR4]);
    await hub.connected('c1', 'ana');
    await firstFrameAfter(
      sent,
      () => hub.message('c1', 'ana', JSON.stringify({ subscribe: true, symbol: [BTC, ETH] })),
      ETH,
    );
    await hub.disconnected('c1');
    await sleep(FIRST_FRAME_MS);
    const cut = sent.length;
    await sleep(1500);
    expect(sent.slice(cut)).toEqual([]);
  }, 30_000);
});
