import { systemClock, type Clock } from '../http/clock';
import type { FetchLike } from '../http/fetch-json';
import { withDefaults } from '../http/with-defaults';

/** Settings of the Twelve Data source (docs/robot-sources.md, "Twelve Data"). */
export interface TwelveDataOptions {
  /** TWELVEDATA_API_KEY: sent as `Authorization: apikey …`, so it never appears in a URL or a log. */
  apiKey: string;
  baseUrl?: string;
  /** Symbols per /time_series call; each symbol costs one credit, so keep it at or under the plan's credits per minute. */
  symbolsPerRequest?: number;
  /** The plan's API credits per minute (Basic 8; Grow and Pro plans are named after theirs, e.g. Pro 610). */
  creditsPerMinute?: number;
  concurrency?: number;
  /** 15-minute candles `latest` answers for an asset the product holds nothing of yet. */
  firstCount?: number;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  fetch?: FetchLike;
  clock?: Clock;
}

export type TwelveDataSettings = Required<TwelveDataOptions>;

export const TWELVEDATA_URL = 'https://api.twelvedata.com';

export function twelveDataSettings(options: TwelveDataOptions): TwelveDataSettings {
  return withDefaults<TwelveDataSettings>(
    {
      apiKey: '',
      baseUrl: TWELVEDATA_URL,
      symbolsPerRequest: 8,
      creditsPerMinute: 8,
      concurrency: 2,
      firstCount: 96,
      timeoutMs: 20_000,
      retries: 1,
      retryDelayMs: 1000,
      fetch: (input, init) => fetch(input, init),
      clock: systemClock,
    },
    options,
  );
}
