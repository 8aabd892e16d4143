import { expectedOpen } from '@agulhadas/domain/candle-grid';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { createTwelveDataSource } from '../../../robot/src/sources/twelvedata/twelvedata-source';
import { SourceError } from '../../../robot/src/sources/source';
import { asset, fakeClock } from './support/assets';
import { deadUrl, startLocalServer, type LocalServer, type Reply, type SeenRequest } from './support/local-http';

const MIN15 = 15 * 60_000;
// Tuesday 2026-11-24 15:10 UTC = 10:10 in New York: the US session opened at 14:30 UTC, the 15:00 candle is forming.
const NOW = Date.UTC(2026, 10, 24, 15, 10);
const US_OPEN = Date.UTC(2026, 10, 24, 14, 30);

const AAPL = asset('NASDAQ:AAPL', 'AAPL', 'stock', 'US');
const EURUSD = asset('FX_IDC:EURUSD', 'EUR/USD', 'forex', 'FX');
const NOPE = asset('NYSE:NOPE', 'NOPE', 'stock', 'US');

const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** `values` as Twelve Data sends them: newest first, prices as strings, no volume for forex. */
function values(lastOpen: number, count: number, withVolume = true) {
  return Array.from({ length: count }, (_, index) => {
    const price = 100 + count - 1 - index;
    return {
      datetime: stamp(lastOpen - index * MIN15),
      open: `${price}`,
      high: `${price + 1}`,
      low: `${price - 1}`,
      close: `${price + 0.5}`,
      ...(withVolume ? { volume: '1500' } : {}),
    };
  });
}

function ok(symbol: string, rows: unknown[]) {
  return {
    meta: { symbol, interval: '15min', currency: 'USD', exchange_timezone: 'UTC', type: 'Common Stock' },
    values: rows,
    status: 'ok',
  };
}

function seriesReply(request: SeenRequest): Reply {
  const symbols = (request.query.get('symbol') ?? '').split(',');
  const answer = (symbol: string) =>
    symbol === 'NOPE'
      ? { code: 404, message: '**symbol** or **figi** parameter is missing or invalid.', status: 'error' }
      : ok(symbol, symbol === 'EUR/USD' ? values(NOW - (NOW % MIN15), 4, false) : values(US_OPEN + 2 * MIN15, 3));
  return {
    json:
      symbols.length === 1
        ? answer(symbols[0] as string)
        : Object.fromEntries(symbols.map((symbol) => [symbol, answer(symbol)])),
  };
}

describe('Twelve Data source', () => {
  let server: LocalServer;
  afterEach(async () => server?.close());
  const source = (overrides: Partial<Parameters<typeof createTwelveDataSource>[0]> = {}) =>
    createTwelveDataSource({
      apiKey: 'secret',
      baseUrl: server.url,
      clock: fakeClock(NOW),
      symbolsPerRequest: 120,
      creditsPerMinute: 1000,
      ...overrides,
    });

  it('reads a batch of symbols in one call, converts strings, sorts oldest first and marks the forming candle', async () => {
    server = await startLocalServer(seriesReply);
    const answer = await source().latest({ assets: [AAPL, EURUSD, NOPE], after: new Map(), now: new Date(NOW) });

    expect(answer.requests).toBe(1);
    const request = server.requests[0] as SeenRequest;
    expect(request.path).toBe('/time_series');
    expect(request.query.get('symbol')).toBe('AAPL,EUR/USD,NOPE');
    expect(request.query.get('interval')).toBe('15min');
    expect(request.query.get('timezone')).toBe('UTC');
    expect(request.headers.authorization).toBe('apikey secret');
    expect(request.query.has('apikey')).toBe(false);

    const aapl = answer.candles.get(AAPL.asset) ?? [];
    expect(aapl.map((candle) => [candle.time, candle.closed])).toEqual([
      [US_OPEN, true],
      [US_OPEN + MIN15, true],
      [US_OPEN + 2 * MIN15, false],
    ]);
    expect(aapl[0]).toEqual({ time: US_OPEN, open: 100, high: 101, low: 99, close: 100.5, volume: 1500, closed: true });
    const eur = answer.candles.get(EURUSD.asset) ?? [];
    expect(eur).toHaveLength(4);
    expect(eur[3]).not.toHaveProperty('volume');
    expect(answer.failed).toEqual([
      { asset: NOPE.asset, error: 'error 404 (**symbol** or **figi** parameter is missing or invalid.)' },
    ]);
  });

  it('chunks the universe into batches and asks only for the rows since the held candle', async () => {
    server = await startLocalServer(seriesReply);
    const held = { time: US_OPEN + MIN15, open: 1, high: 1, low: 1, close: 1 };
    const answer = await source({ symbolsPerRequest: 1 }).latest({
      assets: [AAPL, EURUSD],
      after: new Map([
        [AAPL.asset, held],
        [EURUSD.asset, { ...held, time: NOW - (NOW % MIN15) }],
      ]),
      now: new Date(NOW),
    });
    expect(answer.requests).toBe(2);
    expect(server.requests.map((request) => [request.query.get('symbol'), request.query.get('outputsize')])).toEqual(
      expect.arrayContaining([
        ['AAPL', '2'],
        ['EUR/USD', '1'],
      ]),
    );
    expect(answer.candles.get(AAPL.asset)?.map((candle) => candle.time)).toEqual([
      US_OPEN + MIN15,
      US_OPEN + 2 * MIN15,
    ]);
  });

  it('fails one asset for a bad row, the others answered', async () => {
    server = await startLocalServer((request) => {
      const reply = seriesReply(request).json as Record<string, unknown>;
      return { json: { ...reply, 'EUR/USD': ok('EUR/USD', [{ datetime: 'soon', open: 'x' }]) } };
    });
    const answer = await source().latest({ assets: [AAPL, EURUSD], after: new Map(), now: new Date(NOW) });
    expect(answer.candles.has(AAPL.asset)).toBe(true);
    expect(answer.failed.map((failure) => failure.asset)).toEqual([EURUSD.asset]);
  });

  it('fails one symbol alone when a one-symbol call is about that symbol', async () => {
    server = await startLocalServer(seriesReply);
    const answer = await source().latest({ assets: [NOPE], after: new Map(), now: new Date(NOW) });
    expect(answer.failed).toHaveLength(1);
  });

  it('builds 60-minute candles from 15-minute rows and weekly ones from daily rows', async () => {
    server = await startLocalServer((request) => {
      if (request.query.get('interval') === '1day') {
        const days = [0, 1, 2, 3, 4, 7, 8].map((offset) => ({
          datetime: stamp(Date.UTC(2026, 10, 16 + offset)).slice(0, 10),
          open: '1',
          high: '2',
          low: '0.5',
          close: '1.5',
        }));
        return { json: ok('EUR/USD', days.reverse()) };
      }
      return { json: ok('EUR/USD', values(NOW - (NOW % MIN15), 6, false)) };
    });
    const hourly = await source().history(EURUSD, '60', 2, new Date(NOW));
    expect(server.requests[0]?.query.get('outputsize')).toBe('12');
    expect(
      hourly.candles.map((candle) => [
        new Date(candle.time).toISOString().slice(11, 16),
        candle.open,
        candle.close,
        candle.closed,
      ]),
    ).toEqual([
      ['14:00', 101, 104.5, true],
      ['15:00', 105, 105.5, false],
    ]);
    const weekly = await source().history(EURUSD, 'W', 2, new Date(NOW));
    expect(server.requests[1]?.query.get('interval')).toBe('1day');
    // Forex weeks open on Sunday at 17:00 New York (22:00 UTC in November).
    expect(weekly.candles.map((candle) => new Date(candle.time).toISOString())).toEqual([
      '2026-11-15T22:00:00.000Z',
      '2026-11-22T22:00:00.000Z',
    ]);
  });

  it('cuts daily rows dated in UTC into forex days ending at 17:00 New York, on the grid ingest checks', async () => {
    const row = (date: string, open: number, close: number) => ({
      datetime: date,
      open: `${open}`,
      high: `${Math.max(open, close) + 1}`,
      low: `${Math.min(open, close) - 1}`,
      close: `${close}`,
    });
    server = await startLocalServer(() => ({
      // A Sunday row holds the hours traded from Sunday's 17:00 New York open: Monday's trading day.
      json: ok('EUR/USD', [
        row('2026-11-24', 14, 15),
        row('2026-11-23', 12, 13),
        row('2026-11-22', 11, 12),
        row('2026-11-20', 10, 11),
      ]),
    }));
    const daily = await source().history(EURUSD, 'D', 5, new Date(NOW));
    expect(
      daily.candles.map((candle) => [new Date(candle.time).toISOString(), candle.open, candle.close, candle.closed]),
    ).toEqual([
      ['2026-11-19T22:00:00.000Z', 10, 11, true],
      ['2026-11-22T22:00:00.000Z', 11, 13, true],
      ['2026-11-23T22:00:00.000Z', 14, 15, false],
    ]);
    expect(daily.candles.map((candle) => expectedOpen(candle.time, 'D', MARKET_HOURS.FX))).toEqual([null, null, null]);
  });

  it('drops a weekend row that would open a forex day after the clock: on Saturday the newest day is Friday’s', async () => {
    const saturday = Date.UTC(2026, 10, 28, 12);
    server = await startLocalServer(() => ({
      json: ok('EUR/USD', [
        { datetime: '2026-11-28', open: '12', high: '13', low: '11', close: '12.5' },
        { datetime: '2026-11-27', open: '11', high: '12', low: '10', close: '11.5' },
      ]),
    }));
    const daily = await source().history(EURUSD, 'D', 5, new Date(saturday));
    // Friday's forex day opened on Thursday at 17:00 New York and closed on Friday at 17:00.
    expect(daily.candles.map((candle) => [new Date(candle.time).toISOString(), candle.closed])).toEqual([
      ['2026-11-26T22:00:00.000Z', true],
    ]);
  });

  it('fails the whole call when credits run out (code 429 in the body), until the next minute', async () => {
    server = await startLocalServer(() => ({
      json: {
        code: 429,
        message:
          'You have run out of API credits for the current minute. 12 API credits were used, with the current limit being 8.',
        status: 'error',
      },
    }));
    const error = (await source().latest({ assets: [AAPL, EURUSD], after: new Map(), now: new Date(NOW) })).interrupted;
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).retryAfterMs).toBe(60_000 - (NOW % 60_000));
  });

  it('honours an HTTP 429 Retry-After', async () => {
    server = await startLocalServer(() => ({
      status: 429,
      json: { code: 429, message: 'Too many requests', status: 'error' },
      headers: { 'retry-after': '12' },
    }));
    expect((await source().latest({ assets: [AAPL], after: new Map(), now: new Date(NOW) })).interrupted).toMatchObject(
      { retryAfterMs: 12_000 },
    );
  });

  it('fails the whole call on a bad key, a server error or no network', async () => {
    server = await startLocalServer(() => ({
      json: { code: 401, message: '**apikey** parameter is incorrect or not specified.', status: 'error' },
    }));
    expect(
      (await source().latest({ assets: [AAPL], after: new Map(), now: new Date(NOW) })).interrupted?.message,
    ).toMatch(/twelvedata: error 401/);
    await server.close();

    server = await startLocalServer(() => ({ status: 500, text: 'oops' }));
    expect(
      (await source().latest({ assets: [AAPL], after: new Map(), now: new Date(NOW) })).interrupted?.message,
    ).toMatch(/HTTP 500/);
    expect(server.requests).toHaveLength(2);

    expect(
      (
        await createTwelveDataSource({
          apiKey: 'k',
          baseUrl: await deadUrl(),
          clock: fakeClock(NOW),
          retries: 0,
        }).latest({
          assets: [AAPL],
          after: new Map(),
          now: new Date(NOW),
        })
      ).interrupted?.message,
    ).toMatch(/twelvedata: network error/);
  });

  it('spends at most its credits per minute, waiting for the next minute', async () => {
    server = await startLocalServer(seriesReply);
    const clock = fakeClock(NOW);
    await createTwelveDataSource({
      apiKey: 'k',
      baseUrl: server.url,
      clock,
      symbolsPerRequest: 2,
      creditsPerMinute: 2,
      concurrency: 1,
    }).latest({
      assets: [AAPL, EURUSD, AAPL, EURUSD],
      after: new Map(),
      now: new Date(NOW),
    });
    expect(server.requests).toHaveLength(2);
    expect(clock.slept).toEqual([60_000 - (NOW % 60_000)]);
  });
});
