import { createBinanceSource } from '../../../robot/src/sources/binance/binance-source';
import { SourceError } from '../../../robot/src/sources/source';
import { asset, fakeClock } from './support/assets';
import { deadUrl, startLocalServer, type LocalServer, type Reply, type SeenRequest } from './support/local-http';

const MIN15 = 15 * 60_000;
// 2026-11-24 18:40 UTC: the 18:30 candle is forming.
const NOW = Date.UTC(2026, 10, 24, 18, 40);
const FORMING = Date.UTC(2026, 10, 24, 18, 30);

const BTC = asset('BINANCE:BTCUSDT', 'BTCUSDT', 'crypto', 'ALWAYS');
const ETH = asset('BINANCE:ETHUSDT', 'ETHUSDT', 'crypto', 'ALWAYS');
const BAD = asset('BINANCE:NOPEUSDT', 'NOPEUSDT', 'crypto', 'ALWAYS');

/** A kline row as GET /api/v3/klines sends it (strings for prices, ms times, close time = open + length − 1). */
function kline(openTime: number, close: number, length = MIN15): unknown[] {
  return [
    openTime,
    String(close - 1),
    String(close + 2),
    String(close - 3),
    String(close),
    '12.5',
    openTime + length - 1,
    '1000',
    42,
    '6',
    '500',
    '0',
  ];
}

function klinesReply(request: SeenRequest): Reply {
  const symbol = request.query.get('symbol');
  if (symbol === 'NOPEUSDT') return { status: 400, json: { code: -1121, msg: 'Invalid symbol.' } };
  const limit = Number(request.query.get('limit'));
  const rows = Array.from({ length: limit }, (_, index) => kline(FORMING - (limit - 1 - index) * MIN15, 100 + index));
  return { json: rows, headers: { 'x-mbx-used-weight-1m': String(2 * limit) } };
}

describe('Binance source: klines', () => {
  let server: LocalServer;
  afterEach(async () => server?.close());

  it('answers from the held candle on, the forming candle last, and counts one request per asset', async () => {
    server = await startLocalServer(klinesReply);
    const source = createBinanceSource({ restUrl: server.url, clock: fakeClock(NOW) });
    const held = { time: FORMING - 2 * MIN15, open: 1, high: 1, low: 1, close: 1 };
    const answer = await source.latest({
      assets: [BTC, ETH, BAD],
      after: new Map([[BTC.asset, held]]),
      now: new Date(NOW),
    });

    expect(answer.requests).toBe(3);
    const btc = answer.candles.get(BTC.asset) ?? [];
    expect(btc.map((candle) => candle.time)).toEqual([FORMING - 2 * MIN15, FORMING - MIN15, FORMING]);
    expect(btc.map((candle) => candle.closed)).toEqual([true, true, false]);
    expect(btc[2]).toMatchObject({ open: 101, high: 104, low: 99, close: 102, volume: 12.5 });
    // Asked for exactly the buckets since the held one.
    expect(server.requests.find((request) => request.query.get('symbol') === 'BTCUSDT')?.query.get('limit')).toBe('3');
    expect(server.requests.find((request) => request.query.get('symbol') === 'ETHUSDT')?.query.get('interval')).toBe(
      '15m',
    );
    // Nothing held: the first count.
    expect(answer.candles.get(ETH.asset)).toHaveLength(96);
    // One unknown symbol fails alone.
    expect(answer.failed).toEqual([{ asset: BAD.asset, error: 'HTTP 400 (Invalid symbol.)' }]);
  });

  it('reads a history of any timeframe, normalised to bucket starts', async () => {
    const dayOpen = Date.UTC(2026, 10, 24);
    server = await startLocalServer(() => ({
      json: [kline(dayOpen - 86_400_000, 10, 86_400_000), kline(dayOpen, 11, 86_400_000)],
    }));
    const source = createBinanceSource({ restUrl: server.url, clock: fakeClock(NOW) });
    const answer = await source.history(BTC, 'D', 2, new Date(NOW));
    expect(server.requests[0]?.query.get('interval')).toBe('1d');
    expect(answer.candles.map((candle) => [candle.time, candle.closed])).toEqual([
      [dayOpen - 86_400_000, true],
      [dayOpen, false],
    ]);
    expect(answer.requests).toBe(1);
  });

  it('warms the real-time feed with closed candles only', async () => {
    const minute = Date.UTC(2026, 10, 24, 18, 39);
    server = await startLocalServer(() => ({
      json: [kline(minute - 120_000, 1, 60_000), kline(minute - 60_000, 2, 60_000), kline(minute, 3, 60_000)],
    }));
    const source = createBinanceSource({ restUrl: server.url, clock: fakeClock(NOW) });
    const answer = await source.trades?.history(BTC, '1', 2, new Date(minute + 30_000));
    expect(server.requests[0]?.query.get('interval')).toBe('1m');
    expect(server.requests[0]?.query.get('limit')).toBe('3');
    expect(answer?.candles.map((candle) => candle.close)).toEqual([1, 2]);
  });

  it('fails a bad row of one asset only', async () => {
    server = await startLocalServer((request) =>
      request.query.get('symbol') === 'ETHUSDT' ? { json: [[FORMING, 'abc']] } : klinesReply(request),
    );
    const source = createBinanceSource({ restUrl: server.url, clock: fakeClock(NOW) });
    const answer = await source.latest({ assets: [BTC, ETH], after: new Map(), now: new Date(NOW) });
    expect(answer.candles.has(BTC.asset)).toBe(true);
    expect(answer.failed.map((failure) => failure.asset)).toEqual([ETH.asset]);
  });

  it('turns a 429 into a SourceError carrying Retry-After, and waits it out before the next call', async () => {
    let limited = true;
    server = await startLocalServer((request) =>
      limited
        ? { status: 429, json: { code: -1003, msg: 'Too many requests' }, headers: { 'retry-after': '7' } }
        : klinesReply(request),
    );
    const clock = fakeClock(NOW);
    const source = createBinanceSource({ restUrl: server.url, clock });
    const error = (await source.latest({ assets: [BTC], after: new Map(), now: new Date(NOW) })).interrupted;
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).retryAfterMs).toBe(7000);
    limited = false;
    await source.latest({ assets: [BTC], after: new Map(), now: new Date(NOW) });
    expect(clock.slept).toContain(7000);
  });

  it('treats a 418 ban like a rate limit', async () => {
    server = await startLocalServer(() => ({
      status: 418,
      json: { code: -1003, msg: 'IP banned' },
      headers: { 'retry-after': '120' },
    }));
    const source = createBinanceSource({ restUrl: server.url, clock: fakeClock(NOW) });
    expect((await source.latest({ assets: [BTC], after: new Map(), now: new Date(NOW) })).interrupted).toMatchObject({
      retryAfterMs: 120_000,
    });
  });

  it('retries a 500 once, then fails the whole call', async () => {
    server = await startLocalServer(() => ({ status: 500, text: '<html>oops</html>' }));
    const source = createBinanceSource({ restUrl: server.url, clock: fakeClock(NOW) });
    expect((await source.latest({ assets: [BTC], after: new Map(), now: new Date(NOW) })).interrupted?.message).toMatch(
      /HTTP 500/,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('fails the whole call on a network error', async () => {
    const source = createBinanceSource({ restUrl: await deadUrl(), clock: fakeClock(NOW), retries: 0 });
    expect((await source.latest({ assets: [BTC], after: new Map(), now: new Date(NOW) })).interrupted?.message).toMatch(
      /binance: network error/,
    );
  });

  it('stays under its weight budget, waiting for the next minute', async () => {
    server = await startLocalServer((request) => ({ json: klinesReply(request).json }));
    const clock = fakeClock(NOW);
    // Two klines calls (weight 2 each) per minute.
    const source = createBinanceSource({ restUrl: server.url, clock, weightPerMinute: 4, concurrency: 1 });
    await source.latest({ assets: [BTC, ETH, BTC], after: new Map(), now: new Date(NOW) });
    expect(clock.slept).toHaveLength(1);
    expect(clock.slept[0]).toBeLessThanOrEqual(60_000);
  });

  it("adopts Binance's own count of the minute's weight (X-MBX-USED-WEIGHT-1M)", async () => {
    server = await startLocalServer((request) => ({
      json: klinesReply(request).json,
      headers: { 'x-mbx-used-weight-1m': '2999' },
    }));
    const clock = fakeClock(NOW);
    const source = createBinanceSource({ restUrl: server.url, clock, weightPerMinute: 3000, concurrency: 1 });
    await source.latest({ assets: [BTC, ETH], after: new Map(), now: new Date(NOW) });
    expect(clock.slept).toHaveLength(1);
  });
});
