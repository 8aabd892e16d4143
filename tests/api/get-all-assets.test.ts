import { assets } from '../../api/src/store/assets';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';
import { call, freshStore, principalFor } from '../support/api-client';
import type { Store } from '../../api/src/store/types';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('GET /api/getAllAssets', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    const latest = { '15': reading('15', { agulhado: 1, preco: 39 }) };
    const old = { '15': reading('15', { agulhado: 0, preco: 37 }) };
    await insertAssets(store, [
      assetDoc('BMFBOVESPA:PETR4', {
        free: true,
        preco: 39,
        lastUpdate: minutesAgo(1),
        readings: latest,
        captures: [
          { capturedAt: minutesAgo(31), preco: 37, readings: old },
          { capturedAt: minutesAgo(16), preco: 38, readings: old },
          { capturedAt: minutesAgo(1), preco: 39, readings: latest },
        ],
      }),
      assetDoc('BMFBOVESPA:VALE3', {
        free: false,
        preco: 60,
        readings: latest,
        captures: [{ capturedAt: minutesAgo(40), preco: 59, readings: old }],
      }),
      assetDoc('NASDAQ:AAPL', { free: true }),
    ]);
  });

  it('gives anonymous visitors free assets delayed by 20 minutes and locked assets without data', async () => {
    const res = await call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA' } });
    expect(res.status).toBe(200);
    expect(res.body.map((item) => item.asset)).toEqual(['BMFBOVESPA:PETR4', 'BMFBOVESPA:VALE3']);
    const [petr, vale] = res.body as [AssetListItem, AssetListItem];
    expect(petr).toMatchObject({ delayed: true, locked: false, preco: 37 });
    expect(petr.readings['15']?.agulhado).toBe(0);
    expect(vale).toMatchObject({ locked: true, preco: null, readings: {}, timeFrames: [] });
  });

  it('gives registered users without a paid level the same delayed view', async () => {
    const res = await call<AssetListItem[]>('getAllAssets', {
      query: { exchange: 'BMFBOVESPA' },
      as: principalFor('u1'),
    });
    expect(res.body[0]).toMatchObject({ delayed: true, preco: 37 });
    expect(res.body[1]).toMatchObject({ locked: true });
  });

  it('gives paying users every asset with the latest readings, checked against the database', async () => {
    await grantLevel(store, 'payer', 'Basico');
    // The principal claims no paid role: the database decides.
    const res = await call<AssetListItem[]>('getAllAssets', {
      query: { exchange: 'BMFBOVESPA' },
      as: principalFor('payer'),
    });
    const [petr, vale] = res.body as [AssetListItem, AssetListItem];
    expect(petr).toMatchObject({ delayed: false, preco: 39, timeFrames: ['15'] });
    expect(petr.readings['15']?.agulhado).toBe(1);
    expect(vale).toMatchObject({ locked: false, preco: 60 });
  });

  it('ignores roles a forged principal claims', async () => {
    const res = await call<AssetListItem[]>('getAllAssets', {
      query: { exchange: 'BMFBOVESPA' },
      as: principalFor('faker', undefined, ['VIP']),
    });
    expect(res.body[1]).toMatchObject({ locked: true });
  });

  it('does not count expired or cancelled subscriptions', async () => {
    await grantLevel(store, 'lapsed', 'VIP', 'active', -1);
    await grantLevel(store, 'gone', 'VIP', 'cancelled');
    for (const userId of ['lapsed', 'gone']) {
      const res = await call<AssetListItem[]>('getAllAssets', {
        query: { exchange: 'BMFBOVESPA' },
        as: principalFor(userId),
      });
      expect(res.body[1]).toMatchObject({ locked: true });
    }
  });

  it('lists several exchanges and everything with exchange=all', async () => {
    const several = await call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA,NASDAQ' } });
    expect(several.body).toHaveLength(3);
    const all = await call<AssetListItem[]>('getAllAssets', { query: { exchange: 'all' } });
    expect(all.body).toHaveLength(3);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await call('getAllAssets', { query: { exchange: 'BMFBOVESPA' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await call('getAllAssets', {
      query: { exchange: 'BMFBOVESPA' },
      headers: { 'if-none-match': etag! },
    });
    expect(second.status).toBe(304);
  });

  it('rejects a malformed exchange with 400 and a JSON error', async () => {
    const res = await call<{ error: string }>('getAllAssets', { query: { exchange: '{"$gt":""}' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Bolsa inválida/);
  });

  it('keeps own assets (userassets=1) for VIP users', async () => {
    const anonymous = await call('getAllAssets', { query: { exchange: 'all', userassets: '1' } });
    expect(anonymous.status).toBe(403);
    await grantLevel(store, 'assinante', 'Assinante');
    const subscriber = await call('getAllAssets', {
      query: { exchange: 'all', userassets: '1' },
      as: principalFor('assinante'),
    });
    expect(subscriber.status).toBe(403);
    await grantLevel(store, 'vip', 'VIP');
    const vip = await call<AssetListItem[]>('getAllAssets', {
      query: { exchange: 'all', userassets: '1' },
      as: principalFor('vip'),
    });
    expect(vip.status).toBe(200);
    expect(vip.body).toEqual([]);
  });

  it('tells a delayed viewer how many locked assets of the list have an agulhada now, as a count only', async () => {
    const visitor = await call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA' } });
    expect(visitor.headers.get('x-hidden-agulhadas')).toBe('1');
    expect(visitor.body.find((item) => item.asset === 'BMFBOVESPA:VALE3')).toMatchObject({
      locked: true,
      readings: {},
    });
    await grantLevel(store, 'paid', 'VIP');
    const paid = await call('getAllAssets', { query: { exchange: 'BMFBOVESPA' }, as: principalFor('paid') });
    expect(paid.headers.get('x-hidden-agulhadas')).toBeNull();
  });

  it('sends indicator values with five significant digits, prices exact; precision=full sends every digit', async () => {
    await grantLevel(store, 'paid', 'VIP');
    const exact = {
      '15': reading('15', { preco: 39.123456789, didiCurta: 0.0123456789, adx: [31.234567891, 29.87654321] }),
    };
    await assets(store).updateOne({ _id: 'BMFBOVESPA:PETR4' }, { $set: { readings: exact } });
    const wire = (
      await call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA' }, as: principalFor('paid') })
    ).body[0]!.readings['15']!;
    expect(wire).toMatchObject({ preco: 39.123456789, didiCurta: 0.012346, adx: [31.235, 29.877] });
    const full = (
      await call<AssetListItem[]>('getAllAssets', {
        query: { exchange: 'BMFBOVESPA', precision: 'full' },
        as: principalFor('paid'),
      })
    ).body[0]!.readings['15']!;
    expect(full).toMatchObject({ preco: 39.123456789, didiCurta: 0.0123456789, adx: [31.234567891, 29.87654321] });
  });
});
