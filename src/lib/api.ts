import { takeEarly } from './early-requests';
/** Error of an /api call: the server's `{ error }` message and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The browser's own network errors ('Failed to fetch', …) are English and say nothing to a user. */
export const NO_CONNECTION = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
const BAD_ANSWER = 'O servidor respondeu de forma inesperada. Tente novamente em instantes.';

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/** JSON fetch for /api routes, with the answer's headers; every failure is an ApiError in Portuguese. */
export async function apiRequest<T>(
  url: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ data: T; headers: Headers }> {
  return answerOf<T>(
    fetch(url, {
      method: init?.method ?? 'GET',
      credentials: 'same-origin',
      headers: { ...(init?.body === undefined ? {} : { 'content-type': 'application/json' }), ...init?.headers },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}

/** An /api answer already asked for (apiRequest, or a request started early: early-requests.ts), read the same way. */
export async function answerOf<T>(pending: Promise<Response>): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  let text: string;
  try {
    response = await pending;
    text = await response.text();
  } catch {
    throw new ApiError(0, NO_CONNECTION);
  }
  const data = parseJson(text);
  if (data === undefined) throw new ApiError(response.status, BAD_ANSWER);
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : `Erro ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return { data: data as T, headers: response.headers };
}

/** JSON fetch for /api routes; the session cookie travels with it (same origin). Every failure is an ApiError in Portuguese. */
export async function apiFetch<T>(
  url: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  return (await apiRequest<T>(url, init)).data;
}

/** SWR's fetcher: takes over a request the first module started early (early-requests.ts), or asks now. */
export const swrFetcher = async <T>(url: string): Promise<T> => {
  const early = takeEarly(url);
  return early ? (await answerOf<T>(early)).data : apiFetch<T>(url);
};
