import { beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { assets } from '../../api/src/store/assets';
import { candleSeries } from '../../api/src/store/candles';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import type { Candle, Reading } from '../../src/domain/reading';
import { call } from '../support/api-client';
import { reading } from '../support/fixtures';
import { PETR4, VALE3, arrangeAlertsWorld, buyAgulhada, createAlert } from './alerts-support';

const KEY = { 'x-robot-key': config().robotKey };
const post = (body: unknown, headers: Record<string, string> = KEY) => call<{ accepted?: number; changed?: number; unchanged?: number; alertsFired?: number; error?: string }>('ingest', { method: 'POST', body, headers });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 0, minute)).toISOString();
const item = (asset: string, patch: Partial<Reading> = {}) => ({ asset, timeframe: 'D', reading: reading('D', { lastUpdate: at(0), ...patch }) });

const HOUR = 3_600_000;
const candles = (count: number): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 5) + i * 0.2;
    return { time: Date.UTC(2026, 10, 1) + i * HOUR, open: close - 0.5, high: close + 1, low: close - 1, close };
  });

async function stored(store: Store) {
  return { assets: await assets(store).find({}, { sort: { _id: 1 } }).toArray(), series: await candleSeries(store).find({}).toArray(), notes: await notifications(store).find({}).toArray() };
}

describe('POST /api/ingest', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
  });

  it('requires the robot key (401), changing nothing', async () => {
    const before = await stored(store);
    expect((await post({ items: [item(PETR4)] }, {})).status).toBe(401);
    expect((await post({ items: [item(PETR4)] }, { 'x-robot-key': 'wrong' })).status).toBe(401);
    expect(await stored(store)).toEqual(before);
  });

  it('answers 400 for malformed batches', async () => {
    const before = await stored(store);
    const bad: unknown[] = [
      {},
      { items: [] },
      { items: [{ ...item(PETR4), timeframe: 'M' }] },
      { items: [item(PETR4, { preco: -1 })] },
      { items: [{ ...item(PETR4), extra: 1 }] },
      { items: [item(PETR4), item(PETR4)] },
      { items: [{ asset: PETR4, timeframe: '60', candles: [candles(2)[1], candles(2)[0]] }] },
      { items: [{ asset: { $gt: '' }, timeframe: 'D', reading: reading('D') }] },
    ];
    for (const body of bad) expect((await post(body)).status).toBe(400);
    expect((await call('ingest', { method: 'POST', rawBody: '{"items": [', headers: KEY })).status).toBe(400);
    expect(await stored(store)).toEqual(before);
  });

  it('answers 404 for an unknown asset and stores nothing of the batch', async () => {
    const before = await stored(store);
    const res = await post({ items: [item(PETR4, { agulhado: 1 }), item('BMFBOVESPA:NADA3')] });
    expect(res.status).toBe(404);
    expect(await stored(store)).toEqual(before);
  });

  it('answers 409 for out-of-order readings or candles and stores nothing of the batch', async () => {
    expect((await post({ items: [item(PETR4, { lastUpdate: at(30) })] })).status).toBe(200);
    expect((await post({ items: [{ asset: VALE3, timeframe: '60', candles: candles(40) }] })).status).toBe(200);
    const before = await stored(store);
    expect((await post({ items: [item(VALE3, { lastUpdate: at(45) }), item(PETR4, { lastUpdate: at(15) })] })).status).toBe(409);
    const changedOld = { ...candles(40)[5]!, close: 90, low: 89 };
    expect((await post({ items: [item(PETR4, { lastUpdate: at(45) }), { asset: VALE3, timeframe: '60', candles: [changedOld] }] })).status).toBe(409);
    expect(await stored(store)).toEqual(before);
  });

  it('computes readings from about 60 candles', async () => {
    const res = await post({ items: [{ asset: VALE3, timeframe: '60', candles: candles(60) }] });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(1);
    const doc = await assets(store).findOne({ _id: VALE3 });
    const computed = doc!.readings['60']!;
    expect(computed.lastUpdate).toBe(new Date(candles(60)[59]!.time).toISOString());
    expect(computed.preco).toBeCloseTo(candles(60)[59]!.close);
    expect(computed.adx.every(Number.isFinite)).toBe(true);
    expect([1, -1, 0]).toContain(computed.agulhado);
    expect((await candleSeries(store).findOne({ _id: `${VALE3}|60` }))?.candles).toHaveLength(60);
  });

  it('treats a replay of the same batch as harmless: no second notification', async () => {
    await createAlert(PETR4, 'D', buyAgulhada);
    const batch = { items: [item(PETR4, { agulhado: 1 }), { asset: VALE3, timeframe: '60', candles: candles(60) }] };
    expect((await post(batch)).body).toMatchObject({ changed: 2, alertsFired: 1 });
    const after = await stored(store);
    const replay = await post(JSON.parse(JSON.stringify(batch)));
    expect(replay.body).toMatchObject({ changed: 0, unchanged: 2, alertsFired: 0 });
    expect(await notifications(store).countDocuments({})).toBe(1);
    expect((await stored(store)).series).toEqual(after.series);
  });

  it('moves getTotalAgulhadas with each change', async () => {
    await createAlert(PETR4, 'D', buyAgulhada);
    await post({ items: [item(PETR4, { agulhado: 1 }), item(VALE3, { agulhado: -1 })] });
    type Totals = { agulhadas: Array<{ direcao: string; total: number }>; totalRecentAlerts: number };
    const totals = (await call<Totals>('getTotalAgulhadas')).body;
    expect(totals.agulhadas).toEqual([{ direcao: 'compra', total: 1 }, { direcao: 'venda', total: 1 }]);
    expect(totals.totalRecentAlerts).toBe(1);
    await post({ items: [item(PETR4, { lastUpdate: at(15), agulhado: 0 }), item(VALE3, { lastUpdate: at(15), agulhado: 1 })] });
    expect((await call<Totals>('getTotalAgulhadas')).body.agulhadas).toEqual([{ direcao: 'compra', total: 1 }, { direcao: 'venda', total: 0 }]);
  });
});
