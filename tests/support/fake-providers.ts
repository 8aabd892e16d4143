import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the keyed providers, answering any symbol with a gentle line in their documented formats, on a
 * clock the caller moves: brapi's GET /api/quote/{tickers}?range&interval (results[].historicalDataPrice[] with `date`
 * in epoch seconds) and Twelve Data's GET /time_series?symbol=a,b&interval&outputsize (keyed by symbol when several,
 * `values` newest first as strings). For the robot's benchmark and tests: no internet, no rate limit.
 */
const MINUTE = 60_000;
const BRAPI_INTERVAL: Record<string, number> = { '15m': 15 * MINUTE, '1h': 60 * MINUTE, '1d': 1440 * MINUTE, '1wk': 10_080 * MINUTE };
const BRAPI_RANGE_DAYS: Record<string, number> = { '1d': 1, '5d': 5, '1mo': 28, '3mo': 89, '6mo': 181, '1y': 365, '2y': 730, '5y': 1826, '10y': 3652, max: 3652 };
const TWELVE_INTERVAL: Record<string, number> = { '15min': 15 * MINUTE, '1h': 60 * MINUTE, '4h': 240 * MINUTE, '1day': 1440 * MINUTE, '1week': 10_080 * MINUTE };

export interface FakeProvider {
  url: string;
  requests: number;
  close(): Promise<void>;
}

const price = (symbol: string, time: number) => 20 + (symbol.length % 7) + Math.sin(time / (6 * 3600_000)) * 2;

async function serve(handler: (url: URL) => unknown): Promise<FakeProvider> {
  const provider: FakeProvider = { url: '', requests: 0, close: async () => undefined };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    provider.requests += 1;
    const body = handler(new URL(request.url ?? '/', 'http://localhost'));
    response.writeHead(body === null ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? { error: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return provider;
}

/** Open times of the `count` buckets of `size` ending at the one containing `now`, newest last. */
const buckets = (now: number, size: number, count: number) => Array.from({ length: count }, (_, i) => (Math.floor(now / size) - (count - 1 - i)) * size);

export function startFakeBrapi(now: () => number): Promise<FakeProvider> {
  return serve((url) => {
    if (!url.pathname.startsWith('/api/quote/')) return null;
    const size = BRAPI_INTERVAL[url.searchParams.get('interval') ?? ''] ?? 1440 * MINUTE;
    const days = BRAPI_RANGE_DAYS[url.searchParams.get('range') ?? '5d'] ?? 5;
    const count = Math.min(2000, Math.max(1, Math.floor((days * 1440 * MINUTE) / size)));
    const tickers = decodeURIComponent(url.pathname.slice('/api/quote/'.length)).split(',');
    return {
      results: tickers.map((symbol) => ({
        symbol,
        currency: 'BRL',
        historicalDataPrice: buckets(now(), size, count).map((time) => {
          const close = price(symbol, time);
          return { date: time / 1000, open: close * 0.999, high: close * 1.002, low: close * 0.997, close, volume: 1000, adjustedClose: close };
        }),
      })),
      requestedAt: new Date(now()).toISOString(),
      took: '1ms',
    };
  });
}

export function startFakeTwelveData(now: () => number): Promise<FakeProvider> {
  return serve((url) => {
    if (url.pathname !== '/time_series') return null;
    const size = TWELVE_INTERVAL[url.searchParams.get('interval') ?? ''] ?? 15 * MINUTE;
    const count = Math.min(5000, Number(url.searchParams.get('outputsize') ?? 30));
    const symbols = (url.searchParams.get('symbol') ?? '').split(',');
    const series = (symbol: string) => ({
      meta: { symbol, interval: url.searchParams.get('interval'), exchange_timezone: 'UTC' },
      values: buckets(now(), size, count)
        .reverse()
        .map((time) => {
          const close = price(symbol, time);
          const stamp = new Date(time).toISOString().replace('T', ' ').slice(0, 19);
          return { datetime: stamp, open: String(close * 0.999), high: String(close * 1.002), low: String(close * 0.997), close: String(close), volume: '1500' };
        }),
      status: 'ok',
    });
    return symbols.length === 1 ? series(symbols[0]!) : Object.fromEntries(symbols.map((symbol) => [symbol, series(symbol)]));
  });
}
