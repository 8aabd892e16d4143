import { SourceError } from '../source';
import type { Clock } from './clock';

export type FetchLike = typeof fetch;

export interface JsonRequest {
  fetch: FetchLike;
  clock: Clock;
  /** Names the source in errors, e.g. 'binance'. URLs are never quoted: some carry keys. */
  label: string;
  timeoutMs: number;
  /** Extra attempts after a network error or a 5xx (GET is safe to repeat). */
  retries: number;
  retryDelayMs: number;
  headers?: Record<string, string>;
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when the body was not JSON (an HTML error page, an empty 5xx). */
  body: unknown;
}

/** GET a JSON document with a timeout, retrying transient failures; a network failure is a whole-call SourceError. */
export async function fetchJson(url: string, request: JsonRequest): Promise<JsonResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await attemptOnce(url, request);
    const transient = outcome instanceof SourceError || outcome.status >= 500;
    if (!transient || attempt >= request.retries) {
      if (outcome instanceof SourceError) throw outcome;
      return outcome;
    }
    await request.clock.sleep(request.retryDelayMs * 2 ** attempt);
  }
}

async function attemptOnce(url: string, request: JsonRequest): Promise<JsonResponse | SourceError> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    const response = await request.fetch(url, { signal: controller.signal, headers: request.headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseJson(text) };
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${request.timeoutMs} ms`
      : `network error (${error instanceof Error ? error.message : String(error)})`;
    return new SourceError(`${request.label}: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
