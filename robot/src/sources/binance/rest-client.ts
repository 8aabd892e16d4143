import { fetchJson } from '../http/fetch-json';
import { errorDetail, wholeCallError } from '../http/status-error';
import { createWeightLimiter } from '../http/weight-limiter';
import { KLINES_WEIGHT } from './intervals';
import { klinesSchema, toKlines, type Kline } from './klines';
import type { BinanceSettings } from './settings';

/** The klines of one symbol, or why this symbol could not be read (the other symbols are unaffected). */
export type KlinesAnswer = { klines: Kline[] } | { error: string };

/**
 * Binance's public REST market data, under the weight budget. A rate limit (429, 418) pauses every later call
 * for its Retry-After and fails the whole call; a 4xx about one symbol (code -1121 invalid symbol) is that
 * symbol's failure.
 */
export function createBinanceRest(settings: BinanceSettings) {
  const { clock } = settings;
  const limiter = createWeightLimiter(settings.weightPerMinute, clock);
  const request = { fetch: settings.fetch, clock, label: 'binance', timeoutMs: settings.timeoutMs, retries: settings.retries, retryDelayMs: settings.retryDelayMs };

  return {
    async klines(symbol: string, interval: string, limit: number): Promise<KlinesAnswer> {
      await limiter.acquire(KLINES_WEIGHT);
      const query = new URLSearchParams({ symbol, interval, limit: String(limit) });
      const response = await fetchJson(`${settings.restUrl}/api/v3/klines?${query}`, request);
      limiter.observe(Number(response.headers.get('x-mbx-used-weight-1m') ?? Number.NaN));
      const failure = wholeCallError('binance', response, clock.now());
      if (failure) {
        // Without a Retry-After, wait out the minute the weight is counted in.
        if (response.status === 429 || response.status === 418) limiter.pause(clock.now() + (failure.retryAfterMs ?? 60_000));
        throw failure;
      }
      if (response.status !== 200) return { error: `HTTP ${response.status}${errorDetail(response.body)}` };
      const parsed = klinesSchema.safeParse(response.body);
      if (!parsed.success) return { error: `unexpected klines: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}` };
      return { klines: toKlines(parsed.data) };
    },
  };
}

export type BinanceRest = ReturnType<typeof createBinanceRest>;
