import { SourceError } from '../source';
import { fetchJson } from '../http/fetch-json';
import { errorDetail, wholeCallError } from '../http/status-error';
import { jsonRequestOf } from '../http/keyed-source-options';
import { createWeightLimiter } from '../http/weight-limiter';
import { quoteAnswerSchema } from './quote-schema';
import type { BrapiSettings } from './settings';

/** Per ticker (upper case): its historicalDataPrice rows, or why it is missing. */
export type QuoteRows = Map<string, { rows: unknown } | { error: string }>;

/**
 * brapi's /api/quote for a batch of tickers. brapi answers 404 for the whole batch when one ticker is unknown, so
 * a refused batch is halved until the unknown ticker stands alone (a few extra calls, the others still answered).
 * A 400 (a batch larger than the plan allows, an interval or range outside it) concerns every call: SourceError.
 */
export function createQuoteClient(settings: BrapiSettings) {
  const { clock } = settings;
  const limiter = createWeightLimiter(settings.requestsPerMinute, clock);
  const request = jsonRequestOf(settings, 'brapi', { authorization: `Bearer ${settings.token}` });

  async function quotes(
    tickers: readonly string[],
    range: string,
    interval: string,
  ): Promise<{ rows: QuoteRows; requests: number }> {
    await limiter.acquire(1);
    const query = new URLSearchParams({ range, interval });
    const response = await fetchJson(
      `${settings.baseUrl}/api/quote/${tickers.map(encodeURIComponent).join(',')}?${query}`,
      request,
    );
    const failure = wholeCallError('brapi', response, clock.now());
    if (failure) {
      if (response.status === 429) limiter.pause(clock.now() + (failure.retryAfterMs ?? 60_000));
      throw failure;
    }
    if (response.status === 404) return notFound(tickers, range, interval, errorDetail(response.body));
    if (response.status !== 200) throw new SourceError(`brapi: HTTP ${response.status}${errorDetail(response.body)}`);
    const parsed = quoteAnswerSchema.safeParse(response.body);
    if (!parsed.success)
      throw new SourceError(`brapi: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    const byTicker = new Map(parsed.data.results.map((result) => [result.symbol.toUpperCase(), result]));
    const rows: QuoteRows = new Map(
      tickers.map((ticker): [string, { rows: unknown } | { error: string }] => {
        const found = byTicker.get(ticker.toUpperCase());
        if (found === undefined) return [ticker.toUpperCase(), { error: 'absent from the answer' }];
        // Rows of another interval would be stored as candles of the wrong timeframe: refused, nothing stored.
        if (found.usedInterval && found.usedInterval !== interval)
          return [
            ticker.toUpperCase(),
            { error: `answered interval ${found.usedInterval} for the ${interval} asked (the plan's limit?); refused` },
          ];
        return [ticker.toUpperCase(), { rows: found.historicalDataPrice ?? [] }];
      }),
    );
    return { rows, requests: 1 };
  }

  async function notFound(
    tickers: readonly string[],
    range: string,
    interval: string,
    detail: string,
  ): Promise<{ rows: QuoteRows; requests: number }> {
    if (tickers.length === 1)
      return { rows: new Map([[(tickers[0] as string).toUpperCase(), { error: `not found${detail}` }]]), requests: 1 };
    const half = Math.ceil(tickers.length / 2);
    const [first, second] = [
      await quotes(tickers.slice(0, half), range, interval),
      await quotes(tickers.slice(half), range, interval),
    ];
    return { rows: new Map([...first.rows, ...second.rows]), requests: 1 + first.requests + second.requests };
  }

  return { quotes };
}
