import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the keyed providers, answering any symbol with a gentle line in their documented formats, on a
 * clock the caller moves: brapi's GET /api/quote/{tickers}?range&interval (results[].historicalDataPrice[] with `date`
 * in epoch seconds, `usedInterval` the interval the rows have) and Twelve Data's GET
 * /time_series?symbol=a,b&interval&outputsize (keyed by symbol when several, `values` newest first as strings). For
 * the robot's benchmark and tests: no internet and, unless a plan is given, no limit.
 */
const MINUTE = 60_000;
const BRAPI_INTERVAL: Record<string, number> = {
  '15m': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '1d': 1440 * MINUTE,
  '1wk': 10_080 * MINUTE,
};
const BRAPI_RANGE_DAYS: Record<string, number> = {
  '1d': 1,
  '5d': 5,
  '1mo': 28,
  '3mo': 89,
  '6mo': 181,
  '1y': 365,
  '2y': 730,
  '5y': 1826,
  '10y': 3652,
  max: 3652,
};
const TWELVE_INTERVAL: Record<string, number> = {
  '15min': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1day': 1440 * MINUTE,
  '1week': 10_080 * MINUTE,
};

export interface FakeProvider {
  url: string;
  requests: number;
  close(): Promise<void>;
}

const price = (symbol: string, time: number) => 20 + (symbol.length % 7) + Math.sin(time / (6 * 3600_000)) * 2;

/** A stand-in's answer: a JSON body, with its HTTP status when not 200. */
interface Answer {
  status?: number;
  body: unknown;
}

async function serve(handler: (url: URL) => Answer | null): Promise<FakeProvider> {
  const provider: FakeProvider = { url: '', requests: 0, close: async () => undefined };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    provider.requests += 1;
    const answer = handler(new URL(request.url ?? '/', 'http://localhost')) ?? { status: 404, body: { error: true } };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return provider;
}

/** Open times of the `count` buckets of `size` ending at the one containing `now`, newest last. */
const buckets = (now: number, size: number, count: number) =>
  Array.from({ length: count }, (_, i) => (Math.floor(now / size) - (count - 1 - i)) * size);

/**
 * brapi; `intraday: false` is a plan without intraday data that answers an intraday request with daily rows, saying
 * so in `usedInterval`.
 */
export function startFakeBrapi(now: () => number, plan: { intraday?: boolean } = {}): Promise<FakeProvider> {
  return serve((url) => {
    if (!url.pathname.startsWith('/api/quote/')) return null;
    const asked = url.searchParams.get('interval') ?? '1d';
    const interval = plan.intraday === false && !['1d', '1wk'].includes(asked) ? '1d' : asked;
    const size = BRAPI_INTERVAL[interval] ?? 1440 * MINUTE;
    const days = BRAPI_RANGE_DAYS[url.searchParams.get('range') ?? '5d'] ?? 5;
    const count = Math.min(2000, Math.max(1, Math.floor((days * 1440 * MINUTE) / size)));
    const tickers = decodeURIComponent(url.pathname.slice('/api/quote/'.length)).split(',');
    const body = {
      results: tickers.map((symbol) => ({
        symbol,
        currency: 'BRL',
        usedInterval: interval,
        usedRange: url.searchParams.get('range') ?? '5d',
        historicalDataPrice: buckets(now(), size, count).map((time) => {
          const close = price(symbol, time);
          return {
            date: time / 1000,
            open: close * 0.999,
            high: close * 1.002,
            low: close * 0.997,
            close,
            volume: 1000,
            adjustedClose: close,
          };
        }),
      })),
      requestedAt: new Date(now()).toISOString(),
      took: '1ms',
    };
    return { body };
  });
}

/** A Twelve Data plan's credits: per minute on every plan, per day (reset at 00:00 UTC) on the Basic plan only. */
export interface TwelveDataPlan {
  creditsPerMinute?: number;
  creditsPerDay?: number;
}

/** Its documented 429 answer, the day's or the minute's (each symbol costs one credit). */
const outOfCredits = (period: 'for the day' | 'for the current minute', used: number, limit: number) => ({
  code: 429,
  message: `You have run out of API credits ${period}. ${used} API credits were used, with the current limit being ${limit}. Wait for the next ${period === 'for the day' ? 'day' : 'minute'} or consider switching to a higher tier plan at https://twelvedata.com/pricing`,
  status: 'error',
});

/**
 * Twelve Data. With a plan, credits are counted on the stand-in's clock: past the day's cap every call answers HTTP
 * 429; past the minute's, a one-symbol call answers HTTP 429 and a batch answers 429 for its symbols beyond the
 * credits left, the others with their series.
 */
export function startFakeTwelveData(now: () => number, plan: TwelveDataPlan = {}): Promise<FakeProvider> {
  const used = { minute: -1, inMinute: 0, day: -1, inDay: 0 };
  const spend = (): 'ok' | 'minute' | 'day' => {
    const minute = Math.floor(now() / MINUTE);
    const day = Math.floor(now() / (1440 * MINUTE));
    if (minute !== used.minute) Object.assign(used, { minute, inMinute: 0 });
    if (day !== used.day) Object.assign(used, { day, inDay: 0 });
    if (plan.creditsPerDay !== undefined && used.inDay >= plan.creditsPerDay) return 'day';
    if (plan.creditsPerMinute !== undefined && used.inMinute >= plan.creditsPerMinute) return 'minute';
    used.inMinute += 1;
    used.inDay += 1;
    return 'ok';
  };
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
          return {
            datetime: stamp,
            open: String(close * 0.999),
            high: String(close * 1.002),
            low: String(close * 0.997),
            close: String(close),
            volume: '1500',
          };
        }),
      status: 'ok',
    });
    const spent = symbols.map(spend);
    if (spent.includes('day'))
      return { status: 429, body: outOfCredits('for the day', used.inDay, plan.creditsPerDay ?? 0) };
    if (symbols.length === 1)
      return spent[0] === 'ok'
        ? { body: series(symbols[0]!) }
        : { status: 429, body: outOfCredits('for the current minute', used.inMinute, plan.creditsPerMinute ?? 0) };
    return {
      body: Object.fromEntries(
        symbols.map((symbol, index) => [
          symbol,
          spent[index] === 'ok'
            ? series(symbol)
            : outOfCredits('for the current minute', used.inMinute, plan.creditsPerMinute ?? 0),
        ]),
      ),
    };
  });
}
