import { createBrapiSource } from '../../../robot/src/sources/brapi/brapi-source';
import { SourceError } from '../../../robot/src/sources/source';
import { asset, fakeClock } from './support/assets';
import { deadUrl, startLocalServer, type LocalServer, type Reply, type SeenRequest } from './support/local-http';

const MIN15 = 15 * 60_000;
// Tuesday 2026-11-24 14:40 UTC = 11:40 in São Paulo: the B3 session opened at 13:00 UTC, the 14:30 candle is forming.
const NOW = Date.UTC(2026, 10, 24, 14, 40);
const OPEN = Date.UTC(2026, 10, 24, 13, 0);

const PETR4 = asset('BMFBOVESPA:PETR4', 'PETR4', 'stock', 'B3');
const VALE3 = asset('BMFBOVESPA:VALE3', 'VALE3', 'stock', 'B3');
const MXRF11 = asset('BMFBOVESPA:MXRF11', 'MXRF11', 'fund', 'B3');
const GONE3 = asset('BMFBOVESPA:GONE3', 'GONE3', 'stock', 'B3');

/** historicalDataPrice rows as brapi sends them: `date` in epoch seconds, numbers. */
function rows(from: number, count: number, step = MIN15, base = 30) {
  return Array.from({ length: count }, (_, index) => ({
    date: (from + index * step) / 1000,
    open: base + index,
    high: base + index + 1,
    low: base + index - 1,
    close: base + index + 0.5,
    volume: 1000,
    adjustedClose: base + index + 0.5,
  }));
}

function quoteReply(request: SeenRequest, rowsOf: (ticker: string) => unknown = () => rows(OPEN, 7)): Reply {
  const tickers = request.path.replace('/api/quote/', '').split(',');
  if (tickers.includes('GONE3')) return { status: 404, json: { error: true, message: 'Não encontramos a ação GONE3' } };
  return {
    json: {
      results: tickers.map((symbol) => ({ symbol, currency: 'BRL', historicalDataPrice: rowsOf(symbol) })),
      requestedAt: '2026-11-24T14:40:00.000Z',
      took: '8ms',
    },
  };
}

describe('brapi source', () => {
  let server: LocalServer;
  afterEach(async () => server?.close());
  const source = (overrides: Partial<Parameters<typeof createBrapiSource>[0]> = {}) =>
    createBrapiSource({ token: 'secret', baseUrl: server.url, clock: fakeClock(NOW), ...overrides });

  it('reads batches of tickers with 15-minute rows, the forming candle last, the token in a header', async () => {
    server = await startLocalServer((request) => quoteReply(request));
    const held = { time: OPEN + 4 * MIN15, open: 1, high: 1, low: 1, close: 1 };
    const answer = await source({ tickersPerRequest: 2 }).latest({
      assets: [PETR4, VALE3, MXRF11],
      after: new Map([[PETR4.asset, held]]),
      now: new Date(NOW),
    });

    expect(answer.requests).toBe(2);
    expect(server.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/api/quote/PETR4,VALE3', '/api/quote/MXRF11']),
    );
    expect(server.requests[0]?.query.get('interval')).toBe('15m');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret');
    expect(server.requests.some((request) => request.query.has('token'))).toBe(false);
    const petr = answer.candles.get(PETR4.asset) ?? [];
    expect(petr.map((candle) => (candle.time - OPEN) / MIN15)).toEqual([4, 5, 6]);
    expect(petr.map((candle) => candle.closed)).toEqual([true, true, false]);
    expect(petr[2]).toEqual({
      time: OPEN + 6 * MIN15,
      open: 36,
      high: 37,
      low: 35,
      close: 36.5,
      volume: 1000,
      closed: false,
    });
    expect(answer.candles.get(MXRF11.asset)).toHaveLength(7);
    expect(answer.failed).toEqual([]);
  });

  it('asks for a range covering the oldest held candle', async () => {
    server = await startLocalServer((request) => quoteReply(request));
    const yesterday = { time: OPEN - 86_400_000 + 31 * MIN15, open: 1, high: 1, low: 1, close: 1 };
    await source().latest({ assets: [PETR4], after: new Map([[PETR4.asset, yesterday]]), now: new Date(NOW) });
    await source().latest({
      assets: [PETR4],
      after: new Map([[PETR4.asset, { ...yesterday, time: OPEN }]]),
      now: new Date(NOW),
    });
    expect(server.requests.map((request) => request.query.get('range'))).toEqual(['5d', '1d']);
  });

  it('fails the asset whose rows are bad, and answers the others', async () => {
    server = await startLocalServer((request) =>
      quoteReply(request, (ticker) => (ticker === 'VALE3' ? [{ date: 'yesterday', open: 1 }] : rows(OPEN, 7))),
    );
    const answer = await source().latest({ assets: [PETR4, VALE3], after: new Map(), now: new Date(NOW) });
    expect(answer.candles.has(PETR4.asset)).toBe(true);
    expect(answer.failed).toHaveLength(1);
    expect(answer.failed[0]?.asset).toBe(VALE3.asset);
  });

  it('isolates an unknown ticker by halving the refused batch', async () => {
    server = await startLocalServer((request) => quoteReply(request));
    const answer = await source().latest({
      assets: [PETR4, VALE3, GONE3, MXRF11],
      after: new Map(),
      now: new Date(NOW),
    });
    expect([...answer.candles.keys()].sort()).toEqual([MXRF11.asset, PETR4.asset, VALE3.asset].sort());
    expect(answer.failed).toEqual([{ asset: GONE3.asset, error: 'not found (Não encontramos a ação GONE3)' }]);
    // The batch of four, its two halves, then GONE3 alone.
    expect(answer.requests).toBe(5);
    expect(server.requests).toHaveLength(5);
  });

  it('builds 60-minute candles from 15-minute rows and weekly candles from daily rows', async () => {
    server = await startLocalServer((request) =>
      quoteReply(request, () =>
        request.query.get('interval') === '1d' ? rows(Date.UTC(2026, 10, 16, 13), 9, 86_400_000) : rows(OPEN, 7),
      ),
    );
    const hourly = await source().history(PETR4, '60', 2, new Date(NOW));
    expect(server.requests[0]?.query.get('interval')).toBe('15m');
    expect(hourly.candles).toEqual([
      { time: OPEN, open: 30, high: 34, low: 29, close: 33.5, volume: 4000, closed: true },
      { time: OPEN + 4 * MIN15, open: 34, high: 37, low: 33, close: 36.5, volume: 3000, closed: false },
    ]);
    const weekly = await source().history(PETR4, 'W', 2, new Date(NOW));
    expect(server.requests[1]?.query.get('interval')).toBe('1d');
    // Monday 16th … Sunday 22nd, then Monday 23rd and Tuesday 24th (the forming week).
    expect(weekly.candles.map((candle) => [new Date(candle.time).toISOString().slice(0, 10), candle.closed])).toEqual([
      ['2026-11-16', true],
      ['2026-11-23', false],
    ]);
  });

  it('turns a 429 into a SourceError carrying Retry-After', async () => {
    server = await startLocalServer(() => ({
      status: 429,
      json: { error: true, message: 'Too many requests' },
      headers: { 'retry-after': '30' },
    }));
    const error = (await source().latest({ assets: [PETR4], after: new Map(), now: new Date(NOW) })).interrupted;
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).retryAfterMs).toBe(30_000);
  });

  it('fails the whole call on a refused token, a batch above the plan, a server error or no network', async () => {
    server = await startLocalServer(() => ({ status: 401, json: { error: true, message: 'Token inválido' } }));
    expect(
      (await source().latest({ assets: [PETR4], after: new Map(), now: new Date(NOW) })).interrupted?.message,
    ).toMatch(/HTTP 401, key refused \(Token inválido\)/);
    await server.close();

    server = await startLocalServer(() => ({
      status: 400,
      json: {
        error: true,
        code: 'QUOTES_PER_REQUEST_EXCEEDED',
        message: 'Seu plano permite no máximo 10 ativos por requisição',
      },
    }));
    expect(
      (await source().latest({ assets: [PETR4, VALE3], after: new Map(), now: new Date(NOW) })).interrupted?.message,
    ).toMatch(/HTTP 400 \(Seu plano permite/);
    await server.close();

    server = await startLocalServer(() => ({ status: 503, text: 'unavailable' }));
    expect(
      (await source().latest({ assets: [PETR4], after: new Map(), now: new Date(NOW) })).interrupted?.message,
    ).toMatch(/HTTP 503, server error/);
    expect(server.requests).toHaveLength(2);

    expect(
      (
        await createBrapiSource({ token: 't', baseUrl: await deadUrl(), clock: fakeClock(NOW), retries: 0 }).latest({
          assets: [PETR4],
          after: new Map(),
          now: new Date(NOW),
        })
      ).interrupted?.message,
    ).toMatch(/brapi: network error/);
  });
});
