import type { AssetListItem } from '@agulhadas/domain/asset';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';
import { call, freshStore, principalFor } from '../support/api-client';

/** What the card needs to say 'sem dados recentes' (data-freshness.ts): the market's hours, and a delayed view's delay. */
describe('GET /api/getAllAssets: freshness fields', () => {
  beforeEach(async () => {
    const store = await freshStore();
    const readings = { '15': reading('15', { preco: 39 }) };
    const capture = { capturedAt: new Date(Date.now() - 30 * 60_000).toISOString(), preco: 39, readings };
    await insertAssets(store, [
      assetDoc('BMFBOVESPA:PETR4', {
        free: true,
        marketHours: 'B3',
        preco: 39,
        lastUpdate: capture.capturedAt,
        readings,
        captures: [capture],
      }),
      assetDoc('BMFBOVESPA:VALE3', { free: false, marketHours: 'B3', preco: 60, readings }),
      assetDoc('BMFBOVESPA:OLD3', { free: false, preco: 60, readings }),
    ]);
    await grantLevel(store, 'payer', 'VIP');
  });

  it('sends payers each asset’s market hours, and no delay', async () => {
    const res = await call<AssetListItem[]>('getAllAssets', {
      query: { exchange: 'BMFBOVESPA' },
      as: principalFor('payer'),
    });
    const byAsset = new Map(res.body.map((item) => [item.asset, item]));
    expect(byAsset.get('BMFBOVESPA:PETR4')).toMatchObject({ marketHours: 'B3', delayed: false });
    expect(byAsset.get('BMFBOVESPA:PETR4')).not.toHaveProperty('delayMinutes');
    // Stored before market hours existed: nothing is sent (the client reads it as always trading, as ingest does).
    expect(byAsset.get('BMFBOVESPA:OLD3')).not.toHaveProperty('marketHours');
  });

  it('sends delayed viewers the delay their data is behind, and nothing for locked assets', async () => {
    const res = await call<AssetListItem[]>('getAllAssets', { query: { exchange: 'BMFBOVESPA' } });
    const byAsset = new Map(res.body.map((item) => [item.asset, item]));
    expect(byAsset.get('BMFBOVESPA:PETR4')).toMatchObject({ marketHours: 'B3', delayed: true, delayMinutes: 20 });
    expect(byAsset.get('BMFBOVESPA:VALE3')).not.toHaveProperty('marketHours');
    expect(byAsset.get('BMFBOVESPA:VALE3')).not.toHaveProperty('delayMinutes');
  });
});
