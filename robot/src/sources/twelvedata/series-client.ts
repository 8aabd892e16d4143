import { fetchJson } from '../http/fetch-json';
import { wholeCallError } from '../http/status-error';
import { jsonRequestOf } from '../http/keyed-source-options';
import { createWeightLimiter } from '../http/weight-limiter';
import { SourceError } from '../source';
import { symbolAnswerSchema, type SymbolAnswer } from './series-schema';
import type { TwelveDataSettings } from './settings';

/** Per requested symbol: its `values`, or why it is missing. */
export type SeriesRows = Map<string, { rows: unknown } | { error: string }>;

/** Codes that concern the key or the plan, not one symbol (Twelve Data sends them in the body, often with HTTP 200). */
const WHOLE_CALL_CODES = new Set([401, 403, 429]);
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/**
 * Twelve Data's /time_series for a batch of symbols (one credit per symbol, counted against the per-minute budget).
 * Errors about one symbol stay with it; a bad key, a plan refusal or exhausted credits fail the whole call.
 */
export function createSeriesClient(settings: TwelveDataSettings) {
  const { clock } = settings;
  const limiter = createWeightLimiter(settings.creditsPerMinute, clock);
  const request = jsonRequestOf(settings, 'twelvedata', { authorization: `apikey ${settings.apiKey}` });

  const fail = (message: string, retryAfterMs?: number): never => {
    if (retryAfterMs !== undefined) limiter.pause(clock.now() + retryAfterMs);
    throw new SourceError(`twelvedata: ${message}`, retryAfterMs);
  };

  return {
    async series(symbols: readonly string[], interval: string, outputsize: number): Promise<SeriesRows> {
      await limiter.acquire(symbols.length);
      const query = new URLSearchParams({ symbol: symbols.join(','), interval, outputsize: String(outputsize), timezone: 'UTC' });
      const response = await fetchJson(`${settings.baseUrl}/time_series?${query}`, request);
      const failure = wholeCallError('twelvedata', response, clock.now());
      if (failure) {
        if (response.status !== 429) throw failure;
        const wait = failure.retryAfterMs ?? untilCreditsReset('', clock.now());
        limiter.pause(clock.now() + wait);
        throw new SourceError(failure.message, wait);
      }
      if (response.status !== 200) return fail(`HTTP ${response.status}`);

      const whole = symbolAnswerSchema.safeParse(response.body);
      if (whole.success && whole.data.status === 'error' && (symbols.length > 1 || WHOLE_CALL_CODES.has(whole.data.code ?? 0))) {
        const { code, message = '' } = whole.data;
        return fail(`error ${code ?? '?'} (${message.slice(0, 200)})`, code === 429 ? untilCreditsReset(message, clock.now()) : undefined);
      }
      if (symbols.length === 1) return new Map([[symbols[0] as string, outcome(whole.success ? whole.data : undefined)]]);
      if (typeof response.body !== 'object' || response.body === null) return fail('unexpected answer (not an object)');
      const bySymbol = response.body as Record<string, unknown>;
      return new Map(symbols.map((symbol) => [symbol, outcome(symbolAnswerSchema.safeParse(bySymbol[symbol]).data)]));
    },
  };
}

function outcome(answer: SymbolAnswer | undefined): { rows: unknown } | { error: string } {
  if (!answer) return { error: 'absent from the answer' };
  if (answer.status === 'ok') return { rows: answer.values ?? [] };
  return { error: `error ${answer.code ?? '?'} (${(answer.message ?? '').slice(0, 200)})` };
}

/** Credits reset every minute; the Basic plan's daily allowance at midnight UTC (its message says "for the day"). */
function untilCreditsReset(message: string, nowMs: number): number {
  const period = /for the day/i.test(message) ? DAY : MINUTE;
  return period - (nowMs % period);
}
