import { overrideConfig } from '../../api/src/config';
import { seedUniverse } from '../../local/src/demo/seed';
import type { Store } from '../../api/src/store/types';
import { alerts } from '../../api/src/store/alerts';
import { robotUniverseSchema } from '@agulhadas/domain/robot/robot-universe';
import { call, freshStore } from '../support/api-client';
import { alertDoc } from '../support/fixtures';

const KEY = 'universe-test-robot-key';
let store: Store;

beforeEach(async () => {
  overrideConfig({ robotKey: KEY });
  store = await freshStore();
  await seedUniverse(store);
});
afterEach(async () => {
  await store.close();
});

describe('GET /api/robotUniverse', () => {
  it('refuses a caller without the robot key', async () => {
    const answer = await call('robotUniverse');
    expect(answer).toMatchObject({ status: 401, body: { error: 'Chave do robô inválida.' } });
  });

  it('answers every asset with its market hours, its source and the symbol there', async () => {
    const answer = await call('robotUniverse', { headers: { 'x-robot-key': KEY } });
    expect(answer.status).toBe(200);
    const { assets } = robotUniverseSchema.parse(answer.body);
    expect(assets).toHaveLength(1446);
    const byId = new Map(assets.map((asset) => [asset.asset, asset]));
    expect(byId.get('BINANCE:BTCUSDT')).toMatchObject({
      source: 'binance',
      sourceSymbol: 'BTCUSDT',
      marketHours: 'ALWAYS',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
    });
    expect(byId.get('BMFBOVESPA:PETR4')).toMatchObject({ source: 'brapi', sourceSymbol: 'PETR4', marketHours: 'B3' });
    expect(byId.get('FX_IDC:EURUSD')).toMatchObject({
      source: 'twelvedata',
      sourceSymbol: 'EUR/USD',
      marketHours: 'FX',
    });
    expect(byId.get('BMFBOVESPA:WIN1!')).toMatchObject({ source: null, sourceSymbol: null });
    expect(assets.every((asset) => asset.referencePrice > 0)).toBe(true);
  });
});

describe('GET /api/robotUniverse: the assets pre-close alerts watch', () => {
  const watched = async () => {
    const answer = await call('robotUniverse', { headers: { 'x-robot-key': KEY } });
    expect(answer.status).toBe(200);
    const { assets } = robotUniverseSchema.parse(answer.body);
    return assets.filter((asset) => asset.preCloseWatched).map((asset) => asset.asset);
  };

  it('marks an asset with an enabled pre-close alert, not one whose pre-close alert is off or whose alerts warn only at the close', async () => {
    await alerts(store).insertMany([
      alertDoc('ana', 'petr', 'BMFBOVESPA:PETR4', { active: true, preCloseMinutes: 5 }),
      alertDoc('ana', 'petr-also', 'BMFBOVESPA:PETR4', { active: true, preCloseMinutes: 30 }),
      alertDoc('ana', 'vale', 'BMFBOVESPA:VALE3', { active: false, preCloseMinutes: 15 }),
      alertDoc('ana', 'eur', 'FX_IDC:EURUSD', { active: true, closeOnly: true, preCloseMinutes: null }),
      // Made before pre-close alerts existed: no `preCloseMinutes` at all.
      alertDoc('ana', 'btc', 'BINANCE:BTCUSDT'),
    ]);
    expect(await watched()).toEqual(['BMFBOVESPA:PETR4']);
    // Switched on, the next round's universe marks it too; switched off, the mark goes.
    await alerts(store).updateOne({ _id: 'ana|vale' }, { $set: { active: true } });
    await alerts(store).updateMany({ asset: 'BMFBOVESPA:PETR4' }, { $set: { active: false } });
    expect(await watched()).toEqual(['BMFBOVESPA:VALE3']);
  });

  it('marks nothing without pre-close alerts', async () => {
    expect(await watched()).toEqual([]);
  });
});

describe('POST /api/realtimeLapses', () => {
  it('refuses a caller without the robot key', async () => {
    const answer = await call('realtimeLapses', { method: 'POST', body: {} });
    expect(answer.status).toBe(401);
  });
});
