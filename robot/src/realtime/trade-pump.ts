import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Candle } from '@agulhadas/domain/reading';
import { REALTIME_TIMEFRAMES, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { Health } from '../health/health';
import { createPeerLog } from '../health/peer-log';
import type { MarketSource, SourceAsset, TradeStream } from '../sources/source';
import type { RealtimePublisher } from './publisher';
import { createRealtimeFeed, type PublishResult, type RealtimeFeed } from './realtime-feed';
import type { WatchedSet } from './watched-set';

/**
 * The 1-second publisher: every streaming source's trades go into the feed, and every second the watched symbols that
 * traded are published to their groups; a symbol that gains a subscriber is published as soon as the watched set says
 * so (a first frame within 2 s of the subscribe). History per real-time timeframe warms the indicators first, in small chunks so the
 * process keeps serving meanwhile. A symbol that has not traded for `silentAfterMs` is counted silent in the health.
 */
export interface TradePump {
  feed: RealtimeFeed;
  /** Publishes what traded since the last call and is watched (the timer calls it every second). */
  publish(): Promise<PublishResult>;
  /** When each symbol last traded (epoch ms). */
  lastTrades(): ReadonlyMap<string, number>;
  stop(): void;
}

export interface TradePumpOptions {
  groups: ReadonlyArray<{ source: MarketSource; assets: readonly SourceAsset[] }>;
  publisher: RealtimePublisher;
  /** Who watches what: read once primed, stopped with the pump. */
  watched: WatchedSet;
  health: Health;
  log: (line: string) => void;
  intervalMs?: number;
  silentAfterMs?: number;
  /** Candles per real-time timeframe: enough for every indicator to be ready (the engine's warm-up is 29). */
  historyCount?: number;
  /** While the hub refuses publishes: one log line at the first failure, then a summary this often. */
  hubLogSummaryMs?: number;
  now?: () => Date;
}

const CHUNK = 10;

export async function startTradePump(options: TradePumpOptions): Promise<TradePump> {
  const now = options.now ?? (() => new Date());
  const feed = createRealtimeFeed([], options.publisher);
  const lastTrade = new Map<string, number>();
  const streams: TradeStream[] = [];
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const silentAfter = options.silentAfterMs ?? 60_000;
  const hubLog = createPeerLog('realtime hub', options.log, options.hubLogSummaryMs ?? 60_000, () => now().getTime());

  for (const { source, assets } of options.groups) {
    const trades = source.trades;
    if (!trades) continue;
    const primed: SourceAsset[] = [];
    for (let i = 0; i < assets.length && !stopped; i += CHUNK) {
      const chunk = assets.slice(i, i + CHUNK);
      const inputs = await Promise.all(
        chunk.map(async (asset) => {
          try {
            const entries = await Promise.all(
              REALTIME_TIMEFRAMES.map(
                async (timeframe) =>
                  [
                    timeframe,
                    (await trades.history(asset, timeframe, options.historyCount ?? 34, now())).candles,
                  ] as const,
              ),
            );
            return {
              key: asset.asset,
              asset: asset.asset,
              nome: asset.nome,
              history: Object.fromEntries(entries) as Record<RealtimeTimeframe, Candle[]>,
            };
          } catch (error) {
            options.log(`realtime: no history for ${asset.asset} from ${source.name}: ${String(error)}`);
            return null;
          }
        }),
      );
      chunk.forEach((asset, index) => {
        const input = inputs[index];
        if (!input) return;
        feed.add([input]);
        primed.push(asset);
      });
      await yieldToEventLoop();
    }
    if (stopped) break;
    streams.push(
      trades.subscribe(
        primed,
        (asset, price, time) => {
          feed.tick(asset, price, time);
          lastTrade.set(asset, time);
        },
        options.log,
      ),
    );
  }

  const publish = async () => {
    const result = await feed.publish(options.watched.has);
    const at = now().getTime();
    let silent = 0;
    let newest = 0;
    for (const key of feed.keys()) {
      const time = lastTrade.get(key) ?? 0;
      if (at - time > silentAfter) silent += 1;
      newest = Math.max(newest, time);
    }
    options.health.realtime({
      symbols: feed.keys().length,
      lastTradeAt: newest ? new Date(newest).toISOString() : null,
      silentSymbols: silent,
    });
    return result;
  };

  // A second without watched trades sends nothing, which says nothing about the hub.
  const hubAnswered = (result: PublishResult) => result.sent > 0 && hubLog.succeeded();
  if (!stopped) {
    options.log(
      `realtime: ${feed.keys().length} symbols, the watched ones published every ${(options.intervalMs ?? 1000) / 1000} s`,
    );
    options.watched.start(
      (keys) => void feed.snapshot(keys).then(hubAnswered, (error: unknown) => hubLog.failed(error)),
    );
    timer = setInterval(() => {
      // A publish still running (a slow service) is not overlapped: the next second catches up.
      if (running) return;
      running = true;
      publish()
        .then(hubAnswered, (error: unknown) => hubLog.failed(error))
        .finally(() => (running = false));
    }, options.intervalMs ?? 1000);
    timer.unref();
  }
  return {
    feed,
    publish,
    lastTrades: () => lastTrade,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      options.watched.stop();
      for (const stream of streams) stream.stop();
    },
  };
}
