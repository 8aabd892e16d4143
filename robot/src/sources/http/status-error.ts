import { SourceError } from '../source';
import type { JsonResponse } from './fetch-json';
import { parseRetryAfter } from './retry-after';

/**
 * The HTTP statuses that fail a whole call whatever asset it was about: rate limits (429, and Binance's 418 ban),
 * a refused key or plan (401, 402, 403) and server errors (5xx, after fetchJson's retries). Other statuses are the
 * source's business (a 400 for one unknown symbol fails that asset only). Undefined: not a whole-call failure.
 */
export function wholeCallError(label: string, response: JsonResponse, nowMs: number): SourceError | undefined {
  const { status } = response;
  const detail = errorDetail(response.body);
  if (status === 429 || status === 418) {
    const what = status === 418 ? 'IP banned for ignoring rate limits' : 'rate limited';
    return new SourceError(
      `${label}: HTTP ${status}, ${what}${detail}`,
      parseRetryAfter(response.headers.get('retry-after'), nowMs),
    );
  }
  if (status === 401 || status === 403) return new SourceError(`${label}: HTTP ${status}, key refused${detail}`);
  if (status === 402) return new SourceError(`${label}: HTTP 402, the plan's quota is exhausted${detail}`);
  if (status >= 500) return new SourceError(`${label}: HTTP ${status}, server error${detail}`);
  return undefined;
}

/** The provider's own words, when its error body has them (Binance `msg`, brapi and Twelve Data `message`). */
export function errorDetail(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  const text =
    typeof record.message === 'string' ? record.message : typeof record.msg === 'string' ? record.msg : undefined;
  return text ? ` (${text.slice(0, 200)})` : '';
}
