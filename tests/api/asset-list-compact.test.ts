import { config } from '../../api/src/config';
import type { Store } from '../../api/src/store/types';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { applyAssetDelta } from '@agulhadas/domain/asset-list-delta';
import { decodeAssetList, encodeAssetList, type CompactAssetList } from '@agulhadas/domain/asset-list-wire';
import { call, freshStore, principalFor } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';

/**
 * The screens' compact list (`format=compact`, docs/asset-list.md): the same items as the objects once decoded, the
 * same deltas through rounds, its own ETag, and the objects staying the default for other clients.
 */
type CompactDelta = CompactAssetList & { version: number; full: boolean };
const vip = principalFor('vip');
const compact = (query: Record<string, string> = {}, as = vip, headers: Record<string, string> = {}) =>
  call<CompactAssetList>('getAllAssets', {
    query: { exchange: 'BMFBOVESPA', format: 'compact', ...query },
    as,
    headers,
  });
const objects = (query: Record<string, string> = {}, as = vip) =>
  call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA', ...query }, as });
const round = (asset: string, preco: number, minute: number) =>
  call('ingest', {
    method: 'POST',
    headers: { 'x-robot-key': config().robotKey },
    body: {
      items: [
        {
          asset,
          timeframe: '15',
          reading: reading('15', {
            preco,
            adx: [24.567, 22.04],
            didiCurta: 0.012345,
            lastUpdate: new Date(Date.UTC(2026, 10, 24, 12, minute)).toISOString(),
          }),
        },
      ],
    },
  });

describe('the compact asset list', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    await grantLevel(store, 'vip', 'VIP');
    await insertAssets(
      store,
      ['PETR4', 'VALE3', 'ITUB4'].map((symbol, i) =>
        assetDoc(`BMFBOVESPA:${symbol}`, {
          free: symbol === 'PETR4',
          preco: 10 + i,
          readings: {
            '15': reading('15', { preco: 10 + i, adx: [31.26, 29.9], diPlus: 27.777, didiLonga: -0.004321 }),
            D: reading('D', { preco: 10 + i, fechado: false }),
          },
        }),
      ),
    );
  });

  it('decodes to what the full-fidelity objects encode to, for a payer and for a visitor', async () => {
    for (const as of [vip, principalFor('visitor')]) {
      const answer = await compact({}, as);
      expect(answer.status).toBe(200);
      expect(answer.body.format).toBe('c1');
      const full = (await objects({ precision: 'full' }, as)).body;
      expect(decodeAssetList(answer.body)).toEqual(decodeAssetList(encodeAssetList(full)));
      expect(decodeAssetList(answer.body).map((item) => item.asset)).toEqual(full.map((item) => item.asset));
    }
  });

  it('is the smaller answer and has its own ETag that revalidates with 304', async () => {
    const plain = await compact();
    const objectsAnswer = await objects();
    expect(plain.text.length).toBeLessThan(objectsAnswer.text.length / 2);
    expect(plain.headers.get('etag')).not.toBe(objectsAnswer.headers.get('etag'));
    const again = await compact({}, vip, { 'if-none-match': plain.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('a dashboard left open through rounds on compact deltas holds exactly what a fresh compact load shows', async () => {
    const first = await compact();
    let held = decodeAssetList(first.body);
    let version = Number(first.headers.get('x-data-version'));
    for (const [minute, asset, preco] of [
      [0, 'VALE3', 11.5],
      [15, 'PETR4', 12.25],
      [30, 'VALE3', 13],
      [45, 'ITUB4', 14.75],
    ] as const) {
      expect((await round(`BMFBOVESPA:${asset}`, preco, minute)).status).toBe(200);
      const answer = await call<CompactDelta>('getAllAssets', {
        query: { exchange: 'BMFBOVESPA', format: 'compact', since: String(version) },
        as: vip,
      });
      expect(answer.body.full).toBe(false);
      expect(answer.body.items.map((item) => item[0])).toEqual([`BMFBOVESPA:${asset}`]);
      held = applyAssetDelta(held, { version: answer.body.version, full: false, items: decodeAssetList(answer.body) });
      version = answer.body.version;
    }
    expect(held).toEqual(decodeAssetList((await compact()).body));
    expect(held.find((item) => item.asset === 'BMFBOVESPA:ITUB4')?.readings['15']).toMatchObject({
      preco: 14.75,
      adx: [24.6],
      didiCurta: 1,
    });
  });

  it('answers a visitor’s `since` with the whole delayed list in the compact form', async () => {
    const visitor = principalFor('visitor');
    const answer = await call<CompactDelta>('getAllAssets', {
      query: { exchange: 'BMFBOVESPA', format: 'compact', since: '0' },
      as: visitor,
    });
    expect(answer.body).toMatchObject({ full: true, format: 'c1' });
    expect(decodeAssetList(answer.body)).toEqual(decodeAssetList((await compact({}, visitor)).body));
    expect(decodeAssetList(answer.body).find((item) => item.asset === 'BMFBOVESPA:VALE3')).toMatchObject({
      locked: true,
      readings: {},
    });
  });

  it('refuses an unknown format with a Portuguese error and leaves objects as the default', async () => {
    const bad = await call<{ error: string }>('getAllAssets', { query: { format: 'xml' }, as: vip });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
    expect(Array.isArray((await objects()).body)).toBe(true);
  });
});
