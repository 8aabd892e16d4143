import { overrideConfig } from '../../api/src/config';
import { seedUniverse } from '../../local/src/demo/seed';
import type { Store } from '../../api/src/store/types';
import { robotUniverseSchema } from '@agulhadas/domain/robot/robot-universe';
import { call, freshStore } from '../support/api-client';

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
    expect(byId.get('FX_IDC:EURUSD')).toMatchObject({ source: 'twelvedata', sourceSymbol: 'EUR/USD', marketHours: 'FX' });
    expect(byId.get('BMFBOVESPA:WIN1!')).toMatchObject({ source: null, sourceSymbol: null });
    expect(assets.every((asset) => asset.referencePrice > 0)).toBe(true);
  });
});

describe('POST /api/realtimeLapses', () => {
  it('refuses a caller without the robot key', async () => {
    const answer = await call('realtimeLapses', { method: 'POST', body: {} });
    expect(answer.status).toBe(401);
  });
});
