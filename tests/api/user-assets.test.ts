import { ensureUser } from '../../api/src/identity/ensure-user';
import type { Store } from '../../api/src/store/types';
import { userAssets, type UserAssetDoc } from '../../api/src/store/user-assets';
import { call, freshStore, principalFor } from '../support/api-client';
import { assetDoc, grantLevel } from '../support/fixtures';

const now = new Date('2026-11-20T12:00:00.000Z');
const vip = principalFor('vip');

function own(userId: string, asset: string, patch: Partial<UserAssetDoc> = {}): UserAssetDoc {
  return { ...assetDoc(asset), _id: `${userId}|${asset}`, userId, ...patch };
}

const count = (store: Store, userId: string) => userAssets(store).countDocuments({ userId });

describe('own assets: DELETE /api/userAssets and GET /api/getUserAssetTypes', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    for (const userId of ['vip', 'vip2', 'ana'])
      await ensureUser(store, { userId, email: `${userId}@x.app`, name: userId }, now);
    await grantLevel(store, 'vip', 'VIP');
    await grantLevel(store, 'vip2', 'VIP');
    await grantLevel(store, 'ana', 'Assinante');
    await userAssets(store).insertMany([
      own('vip', 'BMFBOVESPA:PETR4'),
      own('vip', 'BMFBOVESPA:VALE3'),
      own('vip', 'BINANCE:BTCUSDT', { exchange: 'BINANCE', assetType: 'crypto' }),
      own('vip', 'MYBROKER:XYZ', { exchange: 'MYBROKER', assetType: 'futures' }),
      own('vip2', 'BMFBOVESPA:PETR4'),
    ]);
  });

  it('deletes one own asset and answers the count; a second delete answers 0', async () => {
    const res = await call<{ result: { deleted: number } }>('userAssets', {
      method: 'DELETE',
      body: { asset: 'BMFBOVESPA:PETR4' },
      as: vip,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { deleted: 1 } });
    expect(await count(store, 'vip')).toBe(3);
    expect(await count(store, 'vip2')).toBe(1);
    const again = await call<{ result: { deleted: number } }>('userAssets', {
      method: 'DELETE',
      body: { asset: 'BMFBOVESPA:PETR4' },
      as: vip,
    });
    expect(again.body).toEqual({ result: { deleted: 0 } });
  });

  it('refuses anonymous (401), non-VIP (403), bad bodies and injection (400), changing nothing', async () => {
    expect((await call('userAssets', { method: 'DELETE', body: { asset: 'BMFBOVESPA:PETR4' } })).status).toBe(401);
    expect(
      (await call('userAssets', { method: 'DELETE', body: { asset: 'BMFBOVESPA:PETR4' }, as: principalFor('ana') }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('userAssets', {
          method: 'DELETE',
          body: { asset: 'BMFBOVESPA:PETR4' },
          as: principalFor('ana', undefined, ['VIP']),
        })
      ).status,
    ).toBe(403);
    for (const body of [
      { asset: { $ne: '' } },
      { asset: { $regex: '.*' } },
      { asset: 'PETR4' },
      {},
      { asset: 'A:B', userId: 'vip2' },
    ]) {
      const res = await call('userAssets', { method: 'DELETE', body, as: vip });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), body && 'userId' in body ? 200 : 400]);
    }
    expect(await count(store, 'vip')).toBe(4);
    expect(await count(store, 'vip2')).toBe(1);
    expect((await call('userAssets', { method: 'GET', as: vip })).status).toBe(405);
  });

  it('lists the distinct exchange/type pairs of own assets with labels', async () => {
    const res = await call<Array<{ label: string; exchanges: string; assetType: string }>>('getUserAssetTypes', {
      query: { userassets: 'true' },
      as: vip,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { label: 'Ações BR', exchanges: 'BMFBOVESPA', assetType: 'stock' },
      { label: 'Crypto', exchanges: 'BINANCE', assetType: 'crypto' },
      { label: 'MYBROKER Futuros', exchanges: 'MYBROKER', assetType: 'futures' },
    ]);
    const empty = await call('getUserAssetTypes', { query: { userassets: 'true' }, as: principalFor('vip2') });
    expect(empty.body).toEqual([{ label: 'Ações BR', exchanges: 'BMFBOVESPA', assetType: 'stock' }]);
  });

  it('refuses asset types to anonymous (401), non-VIP (403) and without userassets=true (400)', async () => {
    expect((await call('getUserAssetTypes', { query: { userassets: 'true' } })).status).toBe(401);
    expect((await call('getUserAssetTypes', { query: { userassets: 'true' }, as: principalFor('ana') })).status).toBe(
      403,
    );
    expect((await call('getUserAssetTypes', { as: vip })).status).toBe(400);
    expect((await call('getUserAssetTypes', { query: { userassets: '{"$ne":1}' }, as: vip })).status).toBe(400);
  });
});
