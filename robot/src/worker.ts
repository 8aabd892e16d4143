import type { RobotUniverseAsset } from '@agulhadas/domain/robot/robot-universe';
import type { RobotApi } from './contract/robot-api';
import { createHealth, type Health, type RoundFigures } from './health/health';
import { createPeerLog } from './health/peer-log';
import type { RealtimePublisher } from './realtime/publisher';
import { startTradePump, type TradePump } from './realtime/trade-pump';
import { createWatchedSet } from './realtime/watched-set';
import { nextRound } from './rounds/round-clock';
import { runRound, type RoundKind } from './rounds/run-round';
import { createSeriesBook, type SeriesBook } from './rounds/series-book';
import { toSourceAsset, type MarketSource, type SourceAsset } from './sources/source';

/**
 * The market robot as one process: rounds of candles on the clock, the 1-second publisher of the symbols someone
 * watches (read from the API every second), the plan-lapse check, and its health. It resumes from the product's own
 * state (GET /api/ingestState), so a restart leaves no gap, duplicate or conflict. Stopping waits for a round in flight.
 */
export interface WorkerOptions {
  api: RobotApi;
  sources: ReadonlyMap<string, MarketSource>;
  /** Every asset to the demo, or each to its assigned source. */
  demoOnly: boolean;
  historyCount: number;
  /** Rounds every `roundEveryMs`, `roundDelayMs` after the boundary (15 minutes and 20 s in production). */
  roundEveryMs: number;
  roundDelayMs: number;
  /** A pre-close round this long before each boundary (5 minutes in production; absent or 0: none). See round-clock.ts. */
  preCloseLeadMs?: number;
  /** The 1-second publisher: absent, no real-time stream. */
  publisher?: RealtimePublisher;
  /** Ask the API every minute to close lapsed plans' real-time connections (the production publisher's duty). */
  lapseChecks?: boolean;
  log: (line: string) => void;
  now?: () => Date;
}

export interface Worker {
  health: Health;
  /** Reads the universe and the product's state, then runs the first round (the backfill on a fresh product). */
  prime(): Promise<RoundFigures>;
  /** One round now (a regular one unless told: a pre-close round reads only the assets pre-close alerts watch). */
  round(kind?: RoundKind): Promise<RoundFigures>;
  /** Rounds on the clock (after prime). */
  schedule(): void;
  /** The real-time stream (priming in the background). */
  startRealtime(): Promise<TradePump | null>;
  stop(): Promise<void>;
}

const LAPSE_CHECK_MS = 60_000;
/** While the API is unreachable (called every round and every minute): a summary line this often after the first. */
const API_LOG_SUMMARY_MS = 10 * 60_000;

export function createWorker(options: WorkerOptions): Worker {
  const now = options.now ?? (() => new Date());
  const health = createHealth(now());
  let book: SeriesBook | null = null;
  let universe: RobotUniverseAsset[] = [];
  let inFlight: Promise<RoundFigures> | null = null;
  let pump: TradePump | null = null;
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const apiLog = createPeerLog('API', options.log, API_LOG_SUMMARY_MS, () => now().getTime());

  const sourceFor = (asset: RobotUniverseAsset) => (options.demoOnly ? 'demo' : asset.source);
  const context = () => ({
    api: options.api,
    sources: options.sources,
    sourceFor,
    book: book!,
    health,
    historyCount: options.historyCount,
    log: options.log,
  });

  async function round(kind: RoundKind = 'regular'): Promise<RoundFigures> {
    // One round at a time: a slow round delays the next instead of racing it over the same series.
    if (inFlight) await inFlight.catch(() => undefined);
    inFlight = (async () => {
      // Asked at every round, pre-close ones included: which assets are watched changes as users edit their alerts.
      universe = await options.api.universe();
      return runRound(context(), universe, now(), kind);
    })();
    try {
      return await inFlight;
    } finally {
      inFlight = null;
    }
  }

  function logRound(figures: RoundFigures) {
    const requests =
      Object.entries(figures.sourceRequests)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ') || 'none';
    options.log(
      `robot round: ${figures.seriesSent} series, ${figures.candlesSent} candles, ${figures.refused} refused; ${figures.durationMs} ms (${figures.cpuMs} ms CPU); source requests ${requests}; API requests ${figures.apiRequests}`,
    );
  }

  return {
    health,
    async prime() {
      book = createSeriesBook(await options.api.heldCandles());
      const figures = await round();
      logRound(figures);
      return figures;
    },
    round,
    schedule() {
      const clock = {
        everyMs: options.roundEveryMs,
        delayMs: options.roundDelayMs,
        preCloseLeadMs: options.preCloseLeadMs ?? 0,
      };
      const next = () => {
        if (stopped) return;
        const coming = nextRound(now().getTime(), clock);
        const timer = setTimeout(() => {
          round(coming.preClose ? 'preClose' : 'regular')
            .then(
              (figures) => {
                apiLog.succeeded();
                if (figures.seriesSent + figures.refused > 0 && options.roundEveryMs >= 60_000) logRound(figures);
              },
              (error: unknown) =>
                apiLog.failed(`round failed: ${error instanceof Error ? error.message : String(error)}`),
            )
            .finally(next);
        }, coming.inMs);
        timer.unref();
        timers.splice(0, timers.length, timer);
      };
      next();
      if (options.lapseChecks) {
        const lapse = setInterval(() => {
          options.api.closeLapsedConnections().then(
            () => apiLog.succeeded(),
            (error: unknown) =>
              apiLog.failed(`plan check failed: ${error instanceof Error ? error.message : String(error)}`),
          );
        }, LAPSE_CHECK_MS);
        lapse.unref();
        timers.push(lapse);
      }
    },
    async startRealtime() {
      if (!options.publisher) return null;
      if (!universe.length) universe = await options.api.universe();
      const groups: Array<{ source: MarketSource; assets: SourceAsset[] }> = [];
      for (const [name, source] of options.sources) {
        const assets = universe.filter((item) => sourceFor(item) === name).map(toSourceAsset);
        if (source.trades && assets.length) groups.push({ source, assets });
      }
      const watched = createWatchedSet({
        read: (since) => options.api.watchedSymbols(since),
        log: options.log,
        now: () => now().getTime(),
      });
      pump = await startTradePump({ groups, publisher: options.publisher, watched, health, log: options.log, now });
      if (stopped) pump.stop();
      return pump;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      pump?.stop();
      await inFlight?.catch(() => undefined);
    },
  };
}
