import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { UniverseAsset } from '../../seed/universe/index';
import { createRealtimeFeed, type PublishResult, type RealtimeFeed } from '../../realtime/feed/realtime-feed';
import type { RealtimePublisher } from '../../services/realtime/realtime-service';
import { createDemoTicker } from './demo-ticker';

/** The local real-time publisher: every second, the demo ticker's trades through the feed to the groups. */
export interface DemoFeed {
  feed: RealtimeFeed;
  /** One second: trade, fold into the candles, publish the changed symbols. */
  tick(now?: number): Promise<PublishResult>;
  /** Primes the universe in small chunks (the event loop keeps serving), then ticks every interval. */
  start(): Promise<void>;
  stop(): void;
  /** CPU milliseconds of the last tick's trading and indicator work (publishing excluded). */
  lastComputeMs(): number;
}

export interface DemoFeedOptions {
  universe: readonly UniverseAsset[];
  publisher: RealtimePublisher;
  intervalMs?: number;
  tradeEverySecond?: boolean;
  log?: (line: string) => void;
}

// Small chunks: priming takes seconds of CPU, and the site must keep answering meanwhile.
const CHUNK = 10;

export function createDemoFeed(options: DemoFeedOptions): DemoFeed {
  const ticker = createDemoTicker({ tradeEverySecond: options.tradeEverySecond });
  const feed = createRealtimeFeed([], options.publisher);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let computeMs = 0;
  let running = false;

  async function tick(now = Date.now()): Promise<PublishResult> {
    const cpu = process.cpuUsage();
    for (const trade of ticker.step()) feed.tick(trade.key, trade.price, now);
    const used = process.cpuUsage(cpu);
    computeMs = (used.user + used.system) / 1000;
    return feed.publish();
  }

  return {
    feed,
    tick,
    async start() {
      const startedAt = Date.now();
      for (let i = 0; i < options.universe.length && !stopped; i += CHUNK) {
        feed.add(ticker.add(options.universe.slice(i, i + CHUNK), startedAt));
        await yieldToEventLoop();
      }
      if (stopped || timer) return;
      options.log?.(`realtime feed: ${feed.keys().length} symbols, a tick every ${(options.intervalMs ?? 1000) / 1000} s`);
      timer = setInterval(() => {
        // A tick still publishing (a slow service) is not overlapped: the next second catches up.
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => options.log?.(`realtime feed tick failed: ${String(error)}`))
          .finally(() => (running = false));
      }, options.intervalMs ?? 1000);
      timer.unref();
    },
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
    lastComputeMs: () => computeMs,
  };
}
