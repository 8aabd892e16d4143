import { gzipSync } from 'node:zlib';
import type { ChartAnswer as ChartData } from '@agulhadas/domain/chart';
import { computeReading } from '@agulhadas/domain/signals';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { candleSeries, SERIES_FORMAT, seriesId } from '../../api/src/store/candles';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import { miniPageHeaders, signedInitData } from '../support/telegram-init-data';
import { loadSp500Candles } from '../support/sp500-candles';
import { assetDoc, grantLevel, insertAssets } from '../support/fixtures';
import { call, freshStore, principalFor } from '../support/api-client';

const QUARTER = 15 * 60_000;
const DAILY = loadSp500Candles()
  .filter((c) => c.date >= '2008-01-01')
  .slice(0, 300)
  .map(({ time, open, high, low, close }): Candle => ({ time, open, high, low, close }));

/** 60 quarter-hour candles, the newest opened at the current quarter (forming). */
function quarterCandles(): Candle[] {
  const newest = Math.floor(Date.now() / QUARTER) * QUARTER;
  return Array.from({ length: 60 }, (_, i) => {
    const close = 100 + Math.sin(i / 4) * 3;
    return { time: newest - (59 - i) * QUARTER, open: close - 0.5, high: close + 1, low: close - 1, close };
  });
}

async function storeSeries(
  store: Store,
  asset: string,
  timeframe: Timeframe,
  candles: Candle[],
  lastClosed?: boolean,
): Promise<void> {
  const last = { ...candles[candles.length - 1], ...(lastClosed === undefined ? {} : { closed: lastClosed }) };
  await candleSeries(store).insertOne({
    _id: seriesId(asset, timeframe),
    asset,
    timeframe,
    candles: candles.slice(0, -1),
    lastCandle: last,
    engine: null,
    lastTime: last.time,
    reading: computeReading(candles, timeframe),
    version: 7,
    format: SERIES_FORMAT,
  });
}

describe('GET /api/getChart', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    await insertAssets(store, [
      assetDoc('SP:SPX', { free: false, marketHours: 'ALWAYS' }),
      assetDoc('BINANCE:BTCUSDT', { free: true, marketHours: 'ALWAYS', assetType: 'crypto' }),
    ]);
    await storeSeries(store, 'SP:SPX', 'D', DAILY, true);
    await storeSeries(store, 'BINANCE:BTCUSDT', '15', quarterCandles());
    await grantLevel(store, 'payer', 'VIP');
  });

  it('answers a payer every stored candle with the indicator lines, marks and track record', async () => {
    const res = await call<ChartData>('getChart', {
      query: { asset: 'SP:SPX', timeframe: 'D' },
      as: principalFor('payer'),
    });
    expect(res.status).toBe(200);
    expect(res.body.time).toEqual(DAILY.map((c) => c.time));
    expect(res.body.forming).toBe(false);
    expect(res.body.marks.some((m) => m.kind === 'agulhado')).toBe(true);
    // The mark of the last candle is the stored reading's (the cards' engine).
    const reading = computeReading(DAILY, 'D');
    const lastMarks = res.body.marks.filter((m) => m.time === DAILY[DAILY.length - 1].time);
    expect(lastMarks.find((m) => m.kind === 'alerta')?.side ?? 0).toBe(reading?.alerta);
    expect(res.body.trackRecord.length).toBeGreaterThan(0);
    expect(res.body).not.toHaveProperty('delayMinutes');
  });

  it('says the timeframes the asset has and the digits its prices show', async () => {
    const stock = await call<ChartData>('getChart', {
      query: { asset: 'SP:SPX', timeframe: 'D' },
      as: principalFor('payer'),
    });
    expect(stock.body.timeFrames).toEqual(['W', 'D', '60', '15']);
    expect(stock.body.priceDigits).toEqual({ min: 2, max: 2 });
    const crypto = await call<ChartData>('getChart', {
      query: { asset: 'BINANCE:BTCUSDT', timeframe: '15' },
      as: principalFor('payer'),
    });
    expect(crypto.body.timeFrames).toEqual(['W', 'D', '240', '60', '15']);
    // Bitcoin near 100 in these candles: five significant digits are cents.
    expect(crypto.body.priceDigits).toEqual({ min: 2, max: 2 });
  });

  it('a forming last candle is said to be forming', async () => {
    const res = await call<ChartData>('getChart', {
      query: { asset: 'BINANCE:BTCUSDT', timeframe: '15' },
      as: principalFor('payer'),
    });
    expect(res.body.time).toHaveLength(60);
    expect(res.body.forming).toBe(true);
  });

  it('a visitor sees a free asset only up to the delay: no candle that closed after it, none forming', async () => {
    const res = await call<ChartData>('getChart', { query: { asset: 'BINANCE:BTCUSDT', timeframe: '15' } });
    expect(res.status).toBe(200);
    const cutoff = Date.now() - 20 * 60_000;
    expect(res.body.forming).toBe(false);
    expect(res.body.delayMinutes).toBe(20);
    expect(res.body.time.every((t) => t + QUARTER <= cutoff)).toBe(true);
    expect(res.body.time.length).toBeGreaterThanOrEqual(57);
    expect(res.body.time.length).toBeLessThanOrEqual(58);
  });

  it('unchanged chart: the ETag answers 304 without a body', async () => {
    const first = await call('getChart', { query: { asset: 'SP:SPX', timeframe: 'D' }, as: principalFor('payer') });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"c3-7-/);
    const again = await call('getChart', {
      query: { asset: 'SP:SPX', timeframe: 'D' },
      as: principalFor('payer'),
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('compresses the answer for browsers: 300 candles stay under 30 kB gzipped', async () => {
    const zipped = await call('getChart', {
      query: { asset: 'SP:SPX', timeframe: 'D' },
      as: principalFor('payer'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await call('getChart', { query: { asset: 'SP:SPX', timeframe: 'D' }, as: principalFor('payer') });
    expect(gzipSync(plain.text).length).toBeLessThan(30_000);
  });

  it('a locked asset is refused to a visitor and to a free user, in Portuguese', async () => {
    const visitor = await call('getChart', { query: { asset: 'SP:SPX', timeframe: 'D' } });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({ error: 'O gráfico deste ativo está disponível apenas para assinantes.' });
    const free = await call('getChart', { query: { asset: 'SP:SPX', timeframe: 'D' }, as: principalFor('free') });
    expect(free.status).toBe(403);
  });

  it('unknown asset 404; a bad asset or timeframe 400', async () => {
    expect(
      await call('getChart', { query: { asset: 'NASDAQ:NOPE', timeframe: 'D' }, as: principalFor('payer') }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Ativo não encontrado.' },
    });
    expect(await call('getChart', { query: { asset: 'SPX', timeframe: 'D' } })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Ativo inválido') },
    });
    expect(await call('getChart', { query: { asset: 'SP:SPX', timeframe: '5' } })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Tempo gráfico inválido') },
    });
  });

  it('opened from the Telegram mini-page: the signed chat of a payer sees a locked asset; anything else is refused', async () => {
    await users(store).updateOne(
      { _id: 'payer' },
      { $set: { telegram: { id: '4242', active: true } } },
      { upsert: true },
    );
    const query = { asset: 'SP:SPX', timeframe: 'D', u: 'payer' };
    const res = await call<ChartData>('getChart', { query, headers: miniPageHeaders(signedInitData('4242')) });
    expect(res.status).toBe(200);
    expect(res.body.time).toHaveLength(300);
    const forged = await call('getChart', { query, headers: miniPageHeaders(signedInitData('1111')) });
    expect(forged).toMatchObject({ status: 403, body: { error: 'Essa pagina só funciona no Telegram' } });
  });

  it('an asset without stored candles for the timeframe: an empty chart', async () => {
    const res = await call<ChartData>('getChart', {
      query: { asset: 'SP:SPX', timeframe: 'W' },
      as: principalFor('payer'),
    });
    expect(res).toMatchObject({ status: 200, body: { time: [], marks: [], forming: false } });
  });
});
