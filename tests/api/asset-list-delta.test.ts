import { config } from '../../api/src/config';
import type { Store } from '../../api/src/store/types';
import type { AssetListItem } from '@agulhadas/domain/asset';
import { applyAssetDelta, type AssetListDelta } from '@agulhadas/domain/asset-list-delta';
import { call, freshStore, principalFor } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';

/**
 * An open dashboard follows the rounds with deltas: `since=<version>` answers only the assets a round
 * changed, and the list it keeps by merging them is exactly what a fresh load answers.
 */
const vip = principalFor('vip');
const list = (query: Record<string, string>, as = vip) =>
  call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA', ...query }, as });
const delta = (since: number, as = vip) =>
  call<AssetListDelta<AssetListItem>>('getAllAssets', { query: { exchange: 'BMFBOVESPA', since: String(since) }, as });
const round = (asset: string, preco: number, minute: number) =>
  call('ingest', {
    method: 'POST',
    headers: { 'x-robot-key': config().robotKey },
    body: {
      items: [
        {
          asset,
          timeframe: '15',
          reading: reading('15', { preco, lastUpdate: new Date(Date.UTC(2026, 10, 24, 12, minute)).toISOString() }),
        },
      ],
    },
  });

describe('asset list deltas', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    await grantLevel(store, 'vip', 'VIP');
    await insertAssets(
      store,
      ['PETR4', 'VALE3', 'ITUB4'].map((symbol) =>
        assetDoc(`BMFBOVESPA:${symbol}`, { free: symbol === 'PETR4', preco: 10, readings: { '15': reading('15') } }),
      ),
    );
  });

  it('answers the data version with the full list, then only what each round changed', async () => {
    const first = await list({});
    const version = Number(first.headers.get('x-data-version'));
    expect(Number.isInteger(version)).toBe(true);
    expect((await round('BMFBOVESPA:VALE3', 11, 0)).status).toBe(200);
    const changed = await delta(version);
    expect(changed.status).toBe(200);
    expect(changed.body.full).toBe(false);
    expect(changed.body.items.map((item) => [item.asset, item.preco])).toEqual([['BMFBOVESPA:VALE3', 11]]);
    expect(changed.body.version).toBeGreaterThan(version);
    // Nothing new since: nothing sent.
    expect((await delta(changed.body.version)).body.items).toEqual([]);
  });

  it('a dashboard left open through rounds holds exactly what a fresh load shows', async () => {
    let held = (await list({})).body;
    let version = Number((await list({})).headers.get('x-data-version'));
    for (const [minute, asset, preco] of [
      [0, 'VALE3', 11],
      [15, 'PETR4', 12],
      [30, 'VALE3', 13],
      [45, 'ITUB4', 14],
    ] as const) {
      await round(`BMFBOVESPA:${asset}`, preco, minute);
      const answer = (await delta(version)).body;
      held = applyAssetDelta(held, answer);
      version = answer.version;
    }
    expect(held).toEqual((await list({})).body);
  });

  it('answers a viewer without live data the whole delayed list, never the changes', async () => {
    const visitor = principalFor('visitor');
    const answer = await delta(0, visitor);
    expect(answer.body.full).toBe(true);
    expect(answer.body.items).toEqual((await list({}, visitor)).body);
    expect(answer.body.items.find((item) => item.asset === 'BMFBOVESPA:VALE3')).toMatchObject({
      locked: true,
      readings: {},
    });
  });
});
