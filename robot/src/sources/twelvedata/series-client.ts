import { fetchJson } from '../http/fetch-json';
import { jsonRequestOf } from '../http/keyed-source-options';
import { parseRetryAfter } from '../http/retry-after';
import { wholeCallError } from '../http/status-error';
import { createWeightLimiter } from '../http/weight-limiter';
import { SourceError } from '../source';
import { symbolAnswerSchema, type SymbolAnswer } from './series-schema';
import type { TwelveDataSettings } from './settings';

/** Per requested symbol: its `values`, or why it is missing. */
export type SeriesRows = Map<string, { rows: unknown } | { error: string }>;

export interface SeriesAnswer {
  rows: SeriesRows;
  /** HTTP calls made, the retries of rate-limited symbols included. */
  requests: number;
  /** Credits ran out part-way through a batch and stay out (the day's): the symbols missing from `rows` wait for it. */
  interrupted?: SourceError;
}

/** Codes that concern the key or the plan, not one symbol (Twelve Data sends them in the body, often with HTTP 200). */
const WHOLE_CALL_CODES = new Set([401, 403, 429]);
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** How its 429 message tells the Basic plan's daily cap (reset at 00:00 UTC) from the per-minute one. */
const DAILY_CAP = /for the day|daily/i;
/** Times the rate-limited symbols of a batch are asked again after the minute's reset before the source gives up. */
const LIMITED_RETRIES = 2;

/**
 * Twelve Data's /time_series for a batch of symbols (one credit per symbol, counted against the per-minute budget).
 * Errors about one symbol stay with it; a bad key or a plan refusal fails the whole call. Out of credits (HTTP 429 or
 * code 429, for the whole call or some symbols of a batch) pauses every later call until the credits reset: the next
 * minute, or 00:00 UTC for the daily cap. Symbols refused for the minute are asked again after the pause, so they
 * are never counted as failed assets.
 */
export function createSeriesClient(settings: TwelveDataSettings) {
  const { clock } = settings;
  const limiter = createWeightLimiter(settings.creditsPerMinute, clock);
  const request = jsonRequestOf(settings, 'twelvedata', { authorization: `apikey ${settings.apiKey}` });

  const outOfCredits = (message: string, retryAfterMs?: number): SourceError => {
    const daily = DAILY_CAP.test(message);
    const period = daily ? DAY : MINUTE;
    const wait = retryAfterMs ?? period - (clock.now() % period);
    limiter.pause(clock.now() + wait);
    const what = daily
      ? "the day's API credits are spent, waiting for the daily reset at 00:00 UTC"
      : "out of the minute's API credits";
    return new SourceError(`twelvedata: ${what} (${message.slice(0, 200)})`, wait);
  };

  async function series(
    symbols: readonly string[],
    interval: string,
    outputsize: number,
    retries = LIMITED_RETRIES,
  ): Promise<SeriesAnswer> {
    await limiter.acquire(symbols.length);
    const query = new URLSearchParams({
      symbol: symbols.join(','),
      interval,
      outputsize: String(outputsize),
      timezone: 'UTC',
    });
    const response = await fetchJson(`${settings.baseUrl}/time_series?${query}`, request);
    const whole = symbolAnswerSchema.safeParse(response.body);
    const message = whole.data?.message ?? '';
    if (response.status === 429)
      throw outOfCredits(message, parseRetryAfter(response.headers.get('retry-after'), clock.now()));
    const failure = wholeCallError('twelvedata', response, clock.now());
    if (failure) throw failure;
    if (response.status !== 200) throw new SourceError(`twelvedata: HTTP ${response.status}`);
    if (
      whole.success &&
      whole.data.status === 'error' &&
      (symbols.length > 1 || WHOLE_CALL_CODES.has(whole.data.code ?? 0))
    ) {
      if (whole.data.code === 429) throw outOfCredits(message);
      throw new SourceError(`twelvedata: error ${whole.data.code ?? '?'} (${message.slice(0, 200)})`);
    }
    if (symbols.length > 1 && (typeof response.body !== 'object' || response.body === null))
      throw new SourceError('twelvedata: unexpected answer (not an object)');
    const answerOf = (symbol: string) =>
      symbols.length === 1
        ? whole.data
        : symbolAnswerSchema.safeParse((response.body as Record<string, unknown>)[symbol]).data;

    const rows: SeriesRows = new Map();
    const limited: string[] = [];
    let limitMessage = '';
    for (const symbol of symbols) {
      const answer = answerOf(symbol);
      if (answer?.status === 'error' && answer.code === 429) {
        limited.push(symbol);
        limitMessage = answer.message ?? '';
      } else rows.set(symbol, outcome(answer));
    }
    if (limited.length === 0) return { rows, requests: 1 };
    const limit = outOfCredits(limitMessage);
    if (DAILY_CAP.test(limitMessage) || retries === 0) return { rows, requests: 1, interrupted: limit };
    const again = await series(limited, interval, outputsize, retries - 1);
    return { rows: new Map([...rows, ...again.rows]), requests: 1 + again.requests, interrupted: again.interrupted };
  }

  return { series };
}

function outcome(answer: SymbolAnswer | undefined): { rows: unknown } | { error: string } {
  if (!answer) return { error: 'absent from the answer' };
  if (answer.status === 'ok') return { rows: answer.values ?? [] };
  return { error: `error ${answer.code ?? '?'} (${(answer.message ?? '').slice(0, 200)})` };
}
