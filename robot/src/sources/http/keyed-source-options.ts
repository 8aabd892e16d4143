import { systemClock, type Clock } from './clock';
import type { FetchLike, JsonRequest } from './fetch-json';

/** What every HTTP provider behind a key (brapi, Twelve Data) lets the operator tune, with the same defaults. */
export interface KeyedSourceOptions {
  baseUrl?: string;
  concurrency?: number;
  /** 15-minute candles `latest` answers for an asset the product holds nothing of yet. */
  firstCount?: number;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  fetch?: FetchLike;
  clock?: Clock;
}

export const KEYED_SOURCE_DEFAULTS: Required<Omit<KeyedSourceOptions, 'baseUrl' | 'timeoutMs'>> = {
  concurrency: 2,
  firstCount: 96,
  retries: 1,
  retryDelayMs: 1000,
  fetch: (input, init) => fetch(input, init),
  clock: systemClock,
};

/** The request settings of one provider's calls, its key in a header (never in a URL, which logs may quote). */
export function jsonRequestOf(
  settings: Required<KeyedSourceOptions>,
  label: string,
  headers: Record<string, string>,
): JsonRequest {
  return {
    fetch: settings.fetch,
    clock: settings.clock,
    label,
    timeoutMs: settings.timeoutMs,
    retries: settings.retries,
    retryDelayMs: settings.retryDelayMs,
    headers,
  };
}
