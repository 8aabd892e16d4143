import { call } from './api-client';

/**
 * A `fetch` that hands `/api/<route>` calls to the registered functions in this process (api-client.ts): the robot's
 * own HTTP client (robot/src/contract) runs against the real handlers without a server, for tests and benchmarks.
 */
export function inProcessFetch(): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const route = url.pathname.replace(/^\/api\//, '');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = await call(route, {
      method: init?.method ?? 'GET',
      query: Object.fromEntries(url.searchParams),
      body,
      headers,
    });
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  }) as typeof fetch;
}
