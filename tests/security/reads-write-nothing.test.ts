import { ensureUser } from '../../api/src/identity/ensure-user';
import { call, principalFor } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';
import { recordingStore, type RecordingStore } from './support/recording-store';

/**
 * The screens' GETs write nothing: `getUserInfo` used to upsert the user on every call (a journal record
 * of the whole user document per page load); sign-in (GetRoles) keeps it. Counted at the store: zero writes.
 */
const vip = principalFor('vip', 'vip@x.app');
const SCREEN_READS: Array<[string, Record<string, string>]> = [
  ['getUserInfo', {}],
  ['getAllAssets', {}],
  ['getChart', { asset: 'BMFBOVESPA:PETR4', timeframe: 'D' }],
  ['getTotalAgulhadas', {}],
  ['userNotifications', {}],
  ['getUserAssetTypes', { userassets: 'true' }],
];

describe('screen reads', () => {
  let store: RecordingStore;
  beforeEach(async () => {
    store = await recordingStore();
    await ensureUser(store, { userId: 'vip', email: 'vip@x.app', name: 'Vip' }, new Date());
    await grantLevel(store, 'vip', 'VIP');
    await insertAssets(store, [assetDoc('BMFBOVESPA:PETR4', { free: true, preco: 10, readings: { D: reading('D') } })]);
  });

  it.each(SCREEN_READS)('GET /api/%s writes nothing for a signed-in user', async (route, query) => {
    const before = store.writes;
    const res = await call(route, { as: vip, query });
    expect(res.status).toBe(200);
    expect(store.writes - before).toBe(0);
  });

  it('getUserInfo creates a user sign-in never recorded, once', async () => {
    const stranger = principalFor('stranger', 'stranger@x.app');
    const before = store.writes;
    expect((await call('getUserInfo', { as: stranger })).status).toBe(200);
    const afterFirst = store.writes;
    expect(afterFirst).toBeGreaterThan(before);
    expect((await call('getUserInfo', { as: stranger })).status).toBe(200);
    expect(store.writes).toBe(afterFirst);
  });
});
