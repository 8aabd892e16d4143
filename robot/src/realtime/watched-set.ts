import { WATCH_REFRESH_MS, WATCH_SINCE_OVERLAP_MS, type RealtimeWatched } from '@agulhadas/domain/realtime/watched';
import { createPeerLog } from '../health/peer-log';

/**
 * The symbols someone watches, read from the API (GET /api/realtimeWatched) every `everyMs`, so the 1-second publisher
 * sends only those. Each read hands the keys that owe a subscriber its first frame (newly watched, or named by a
 * subscribe since the previous read) to `onNew`. While the API does not answer the last set read stays in force.
 */
export interface WatchedSet {
  /** Watched as of the last read; nothing is before the first. */
  has(key: string): boolean;
  size(): number;
  /** Reads now, then every `everyMs`; a read still running is not overlapped. */
  start(onNew: (keys: string[]) => void): void;
  stop(): void;
}

export interface WatchedSetOptions {
  read: (since: number | null) => Promise<RealtimeWatched>;
  log: (line: string) => void;
  everyMs?: number;
  /** While the API does not answer: one log line at the first failure, then a summary this often. */
  logSummaryMs?: number;
  now?: () => number;
}

export function createWatchedSet(options: WatchedSetOptions): WatchedSet {
  let watched = new Set<string>();
  let lastAt: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reading = false;
  const apiLog = createPeerLog('API (watched symbols)', options.log, options.logSummaryMs ?? 60_000, options.now);

  async function refresh(onNew: (keys: string[]) => void) {
    const answer = await options.read(lastAt === null ? null : lastAt - WATCH_SINCE_OVERLAP_MS);
    const fresh = new Set(answer.subscribed);
    for (const key of answer.symbols) if (!watched.has(key)) fresh.add(key);
    watched = new Set(answer.symbols);
    lastAt = answer.at;
    if (fresh.size) onNew([...fresh]);
  }

  return {
    has: (key) => watched.has(key),
    size: () => watched.size,
    start(onNew) {
      const tick = () => {
        if (reading) return;
        reading = true;
        refresh(onNew)
          .then(
            () => apiLog.succeeded(),
            (error: unknown) => apiLog.failed(error),
          )
          .finally(() => (reading = false));
      };
      tick();
      timer = setInterval(tick, options.everyMs ?? WATCH_REFRESH_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
