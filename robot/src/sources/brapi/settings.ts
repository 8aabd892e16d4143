import { systemClock, type Clock } from '../http/clock';
import type { FetchLike } from '../http/fetch-json';
import { withDefaults } from '../http/with-defaults';

/** Settings of the brapi source (docs/robot-sources.md, "brapi"). */
export interface BrapiOptions {
  /** BRAPI_TOKEN: sent as `Authorization: Bearer`, so it never appears in a URL or a log. */
  token: string;
  baseUrl?: string;
  /** Tickers per /api/quote call: the plan decides (a larger batch is refused with QUOTES_PER_REQUEST_EXCEEDED). */
  tickersPerRequest?: number;
  /** Calls the robot allows itself per minute. */
  requestsPerMinute?: number;
  concurrency?: number;
  /** 15-minute candles `latest` answers for an asset the product holds nothing of yet. */
  firstCount?: number;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  fetch?: FetchLike;
  clock?: Clock;
}

export type BrapiSettings = Required<BrapiOptions>;

export const BRAPI_URL = 'https://brapi.dev';

export function brapiSettings(options: BrapiOptions): BrapiSettings {
  return withDefaults<BrapiSettings>(
    {
      token: '',
      baseUrl: BRAPI_URL,
      tickersPerRequest: 20,
      requestsPerMinute: 60,
      concurrency: 2,
      firstCount: 96,
      timeoutMs: 15_000,
      retries: 1,
      retryDelayMs: 1000,
      fetch: (input, init) => fetch(input, init),
      clock: systemClock,
    },
    options,
  );
}
