import { z } from 'zod';
import { inSpan, SpanKind } from '@agulhadas/delivery/telemetry/spans';
import { traceHeaders } from '@agulhadas/delivery/telemetry/trace-context';
import { candleSchema } from '@agulhadas/domain/reading-schema';
import { realtimeWatchedSchema, type RealtimeWatched } from '@agulhadas/domain/realtime/watched';
import {
  robotLeaseAnswerSchema,
  type RobotLeaseAnswer,
  type RobotLeaseRequest,
} from '@agulhadas/domain/robot/robot-lease';
import { robotUniverseSchema, type RobotUniverseAsset } from '@agulhadas/domain/robot/robot-universe';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * The API as the robot sees it: the documented HTTP contract (docs/robot.md), nothing else. Every call carries the
 * robot key; an answer that does not parse is an error, never guessed at.
 */
const stateSchema = z.object({
  series: z.array(z.object({ asset: z.string(), timeframe: z.string(), lastCandle: candleSchema.nullable() })),
});
const ingestAnswerSchema = z.object({
  results: z.array(
    z.object({
      asset: z.string().nullable(),
      timeframe: z.string().nullable(),
      status: z.enum(['stored', 'unchanged', 'refused']),
      error: z.string().optional(),
    }),
  ),
});

export type IngestResult = z.infer<typeof ingestAnswerSchema>['results'][number];

export interface CandleItem {
  asset: string;
  timeframe: Timeframe;
  candles: Array<Candle & { closed?: boolean }>;
}

export interface RobotApi {
  universe(): Promise<RobotUniverseAsset[]>;
  /** The last candle the product holds per series ('asset|timeframe'). */
  heldCandles(): Promise<Map<string, Candle>>;
  ingest(capturedAt: Date, items: readonly CandleItem[]): Promise<IngestResult[]>;
  /** Closes the real-time connections of users whose plan lapsed (the publisher calls it every minute). */
  closeLapsedConnections(): Promise<number>;
  /** The symbols real-time connections watch, and those subscribed at or after `since` (epoch ms of the server). */
  watchedSymbols(since: number | null): Promise<RealtimeWatched>;
  /** Takes, renews or releases the lease that lets one robot run the rounds. */
  lease(request: RobotLeaseRequest): Promise<RobotLeaseAnswer>;
  /** HTTP requests made so far, but the watched-set reads (reported per round, which they would blur once a second). */
  requests(): number;
}

export const seriesKey = (asset: string, timeframe: string) => `${asset}|${timeframe}`;

/**
 * A request that failed because the connection was reset before any answer: the classic race of a kept-alive socket
 * that the server closes as the client reuses it. Usually nothing reached the handler, and the robot's calls are
 * idempotent (ingest stores and alerts once per candle), so one more try on a fresh socket is safe.
 */
function isConnectionReset(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return error instanceof TypeError && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET');
}

export function createRobotApi(options: { apiUrl: string; robotKey: string; fetch?: typeof fetch }): RobotApi {
  const send = options.fetch ?? fetch;
  let requests = 0;
  async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}, counted = true): Promise<T> {
    if (counted) requests += 1;
    const request = () =>
      send(`${options.apiUrl}${path}`, {
        ...init,
        // The active trace (a round's ingest span) goes along: the API continues it.
        headers: {
          'x-robot-key': options.robotKey,
          'content-type': 'application/json',
          ...traceHeaders(),
          ...init.headers,
        },
      });
    const answer = await request().catch((error: unknown) => {
      if (isConnectionReset(error)) return request();
      throw error;
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
    return schema.parse(JSON.parse(text));
  }
  /** A round's POST /api/ingest, in its client span: the trace an alert follows starts here. */
  const ingest = (capturedAt: Date, items: readonly CandleItem[]) =>
    inSpan(
      'robot.ingest',
      { kind: SpanKind.CLIENT, attributes: { 'http.request.method': 'POST', 'agulhadas.items': items.length } },
      async () =>
        (
          await call('/api/ingest', ingestAnswerSchema, {
            method: 'POST',
            body: JSON.stringify({ capturedAt: capturedAt.toISOString(), items }),
          })
        ).results,
    );
  return {
    universe: async () => (await call('/api/robotUniverse', robotUniverseSchema)).assets,
    async heldCandles() {
      const { series } = await call('/api/ingestState', stateSchema);
      return new Map(
        series
          .filter((item) => item.lastCandle)
          .map((item) => [seriesKey(item.asset, item.timeframe), item.lastCandle!]),
      );
    },
    ingest,
    closeLapsedConnections: async () =>
      (await call('/api/realtimeLapses', z.object({ closed: z.number() }), { method: 'POST', body: '{}' })).closed,
    watchedSymbols: (since) =>
      call(`/api/realtimeWatched${since === null ? '' : `?since=${since}`}`, realtimeWatchedSchema, {}, false),
    lease: (request) =>
      call('/api/robotLease', robotLeaseAnswerSchema, { method: 'POST', body: JSON.stringify(request) }, false),
    requests: () => requests,
  };
}
