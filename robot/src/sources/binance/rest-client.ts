import { fetchJson, type JsonResponse } from '../http/fetch-json';
import { SourceError } from '../source';
import { errorDetail, wholeCallError } from '../http/status-error';
import { createWeightLimiter } from '../http/weight-limiter';
import { KLINES_WEIGHT } from './intervals';
import { klinesSchema, toKlines, type Kline } from './klines';
import type { BinanceSettings } from './settings';

/** The klines of one symbol, or why this symbol could not be read (the other symbols are unaffected). */
export type KlinesAnswer = { klines: Kline[] } | { error: string };

/** First and longest back-off after a 403 from Binance's web application firewall (it gives no Retry-After). */
const WAF_FIRST_BACKOFF_MS = 60_000;
const WAF_MAX_BACKOFF_MS = 3600_000;

/**
 * Binance's public REST market data, under the weight budget. A rate limit (429, 418) pauses every later call
 * for its Retry-After and fails the whole call; so does a 403, which on this keyless API means the firewall (WAF)
 * refused the IP, not a key: the pause doubles while 403s repeat. A 4xx about one symbol (code -1121 invalid
 * symbol) is that symbol's failure.
 */
export function createBinanceRest(settings: BinanceSettings) {
  const { clock } = settings;
  const limiter = createWeightLimiter(settings.weightPerMinute, clock);
  const request = {
    fetch: settings.fetch,
    clock,
    label: 'binance',
    timeoutMs: settings.timeoutMs,
    retries: settings.retries,
    retryDelayMs: settings.retryDelayMs,
  };
  let firewallRefusals = 0;

  const firewallBackOff = (response: JsonResponse): SourceError => {
    const wait = Math.min(WAF_MAX_BACKOFF_MS, WAF_FIRST_BACKOFF_MS * 2 ** firewallRefusals);
    firewallRefusals += 1;
    limiter.pause(clock.now() + wait);
    return new SourceError(
      `binance: HTTP 403, refused by Binance's web application firewall (too many requests or a blocked IP); backing off ${wait / 1000} s${errorDetail(response.body)}`,
      wait,
    );
  };

  return {
    async klines(symbol: string, interval: string, limit: number): Promise<KlinesAnswer> {
      await limiter.acquire(KLINES_WEIGHT);
      const query = new URLSearchParams({ symbol, interval, limit: String(limit) });
      const response = await fetchJson(`${settings.restUrl}/api/v3/klines?${query}`, request);
      limiter.observe(Number(response.headers.get('x-mbx-used-weight-1m') ?? Number.NaN));
      if (response.status === 403) throw firewallBackOff(response);
      firewallRefusals = 0;
      const failure = wholeCallError('binance', response, clock.now());
      if (failure) {
        // Without a Retry-After, wait out the minute the weight is counted in.
        if (response.status === 429 || response.status === 418)
          limiter.pause(clock.now() + (failure.retryAfterMs ?? 60_000));
        throw failure;
      }
      if (response.status !== 200) return { error: `HTTP ${response.status}${errorDetail(response.body)}` };
      const parsed = klinesSchema.safeParse(response.body);
      if (!parsed.success)
        return {
          error: `unexpected klines: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
        };
      return { klines: toKlines(parsed.data) };
    },
  };
}

export type BinanceRest = ReturnType<typeof createBinanceRest>;
