/**
 * The robot's own account of itself, per source: when it last read its market, how stale that is, what went wrong and
 * which assets it could not read; plus the last round and the real-time stream. Logged after each round and served
 * as JSON (health-server.ts) for the host's probe and the operator.
 */
export interface SourceHealth {
  source: string;
  assets: number;
  lastSuccess: string | null;
  /** Seconds since the last successful read (null before the first). */
  lagSeconds: number | null;
  errors: number;
  lastError: string | null;
  /** Assets the last round could not read, with the source's reason (at most 50 listed). */
  unreadable: Array<{ asset: string; error: string }>;
  unreadableCount: number;
  /** The source asked to wait (rate limit) until then. */
  pausedUntil: string | null;
}

export interface RoundFigures {
  at: string;
  durationMs: number;
  cpuMs: number;
  /** Requests to the market-data sources, per source. */
  sourceRequests: Record<string, number>;
  apiRequests: number;
  seriesSent: number;
  candlesSent: number;
  refused: number;
}

/** Whether this robot runs the rounds ('active') or waits for the one that does ('standby'), and that one's lease. */
export interface LeaseState {
  role: 'active' | 'standby';
  holder: string | null;
  until: string | null;
}

export interface HealthReport {
  startedAt: string;
  lease: LeaseState | null;
  sources: SourceHealth[];
  /** Assets no configured source reads (a market without a source is reported, never silently empty). */
  unassigned: { count: number; markets: string[] };
  lastRound: RoundFigures | null;
  realtime: { symbols: number; lastTradeAt: string | null; silentSymbols: number } | null;
}

export interface Health {
  sourceAssets(source: string, count: number): void;
  succeeded(source: string, at: Date, unreadable: ReadonlyArray<{ asset: string; error: string }>): void;
  failed(source: string, error: string, pausedUntil?: Date): void;
  pausedUntil(source: string): number;
  unassigned(assets: ReadonlyArray<{ asset: string }>): void;
  round(figures: RoundFigures): void;
  realtime(state: HealthReport['realtime']): void;
  lease(state: LeaseState): void;
  report(now?: Date): HealthReport;
}

const LISTED = 50;

export function createHealth(startedAt = new Date()): Health {
  const sources = new Map<string, SourceHealth & { lastSuccessMs: number | null; pausedMs: number }>();
  let unassigned: HealthReport['unassigned'] = { count: 0, markets: [] };
  let lastRound: RoundFigures | null = null;
  let realtime: HealthReport['realtime'] = null;
  let lease: LeaseState | null = null;
  const of = (source: string) => {
    let found = sources.get(source);
    if (!found) {
      found = {
        source,
        assets: 0,
        lastSuccess: null,
        lagSeconds: null,
        errors: 0,
        lastError: null,
        unreadable: [],
        unreadableCount: 0,
        pausedUntil: null,
        lastSuccessMs: null,
        pausedMs: 0,
      };
      sources.set(source, found);
    }
    return found;
  };
  return {
    sourceAssets: (source, count) => void (of(source).assets = count),
    succeeded(source, at, unreadable) {
      const entry = of(source);
      entry.lastSuccessMs = at.getTime();
      entry.lastSuccess = at.toISOString();
      entry.unreadable = unreadable.slice(0, LISTED);
      entry.unreadableCount = unreadable.length;
    },
    failed(source, error, pausedUntil) {
      const entry = of(source);
      entry.errors += 1;
      entry.lastError = error;
      if (pausedUntil) {
        entry.pausedMs = pausedUntil.getTime();
        entry.pausedUntil = pausedUntil.toISOString();
      }
    },
    pausedUntil: (source) => of(source).pausedMs,
    unassigned(assets) {
      unassigned = {
        count: assets.length,
        markets: [...new Set(assets.map((item) => item.asset.split(':')[0]!))].sort(),
      };
    },
    round: (figures) => void (lastRound = figures),
    realtime: (state) => void (realtime = state),
    lease: (state) => void (lease = state),
    report(now = new Date()) {
      const list = [...sources.values()].map(({ lastSuccessMs, pausedMs, ...entry }) => ({
        ...entry,
        lagSeconds: lastSuccessMs === null ? null : Math.round((now.getTime() - lastSuccessMs) / 1000),
        pausedUntil: pausedMs > now.getTime() ? entry.pausedUntil : null,
      }));
      return { startedAt: startedAt.toISOString(), lease, sources: list, unassigned, lastRound, realtime };
    },
  };
}
