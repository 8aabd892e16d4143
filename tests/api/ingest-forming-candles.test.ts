import { beforeEach, describe, expect, it } from '@jest/globals';
import { config } from '../../api/src/config';
import { assets } from '../../api/src/store/assets';
import { notifications } from '../../api/src/store/notifications';
import type { Store } from '../../api/src/store/types';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { call } from '../support/api-client';
import { assetDoc, insertAssets, reading } from '../support/fixtures';
import { arrangeAlertsWorld, createAlert } from './alerts-support';

/** Forming versus closed candles at ingest: every reading says whether its candle closed. */
const BTC = 'BINANCE:BTCUSDT';
const KEY = { 'x-robot-key': config().robotKey };
const MINUTE = 60_000;
const post = (items: unknown[]) =>
  call<{ alertsFired: number; results: Array<{ status: string }> }>('ingest', {
    method: 'POST',
    body: { items },
    headers: KEY,
  });
const storedReading = async (store: Store, timeframe: '60' | 'W') =>
  (await assets(store).findOne({ _id: BTC }))?.readings[timeframe];

/** 60 hourly candles on the hour grid, the last the hour forming now (for a market that always trades). */
function hourly(): Candle[] {
  const lastOpen = Math.floor(Date.now() / (60 * MINUTE)) * 60 * MINUTE;
  return Array.from({ length: 60 }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 5) + i * 0.2;
    return { time: lastOpen - (59 - i) * 60 * MINUTE, open: close - 0.5, high: close + 1, low: close - 1, close };
  });
}

describe('ingest: forming and closed candles', () => {
  let store: Store;
  beforeEach(async () => {
    store = await arrangeAlertsWorld();
    await insertAssets(store, [assetDoc(BTC, { assetType: 'crypto', marketHours: 'ALWAYS', free: true })]);
  });

  it('marks a reading on a candle still open as forming, and as closed once the robot says the candle closed', async () => {
    const candles = hourly();
    await post([{ asset: BTC, timeframe: '60', candles }]);
    expect((await storedReading(store, '60'))?.fechado).toBe(false);
    const last = candles[candles.length - 1]!;
    const res = await post([{ asset: BTC, timeframe: '60', candles: [{ ...last, closed: true }] }]);
    expect(res.body.results[0]?.status).toBe('stored');
    expect((await storedReading(store, '60'))?.fechado).toBe(true);
  });

  it('decides from the market hours when the candles do not say: a candle past its close is closed', async () => {
    const candles = hourly().map((candle) => ({ ...candle, time: candle.time - 2 * 60 * MINUTE }));
    await post([{ asset: BTC, timeframe: '60', candles }]);
    expect((await storedReading(store, '60'))?.fechado).toBe(true);
  });

  it('a close-only alert stays quiet on the forming candle, fires once at its close; a plain one fires at once', async () => {
    const weekOpen = new Date(Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE).toISOString();
    const needle = (patch: Partial<Reading>) => ({
      asset: BTC,
      timeframe: 'W',
      reading: reading('W', { lastUpdate: weekOpen, agulhado: 1, ...patch }),
    });
    const rules = [{ name: 'agulhada', value: 1 }];
    expect(
      (await createAlert(BTC, 'W', { rules, message: 'no fechamento', frequency: '15', closeOnly: true })).status,
    ).toBe(200);
    expect((await createAlert(BTC, 'W', { rules, message: 'na hora', frequency: 'tf' })).status).toBe(200);

    expect((await post([needle({})])).body.alertsFired).toBe(1);
    expect((await storedReading(store, 'W'))?.fechado).toBe(false);
    expect((await post([needle({ preco: 101 })])).body.alertsFired).toBe(0);
    expect((await post([needle({ preco: 101, fechado: true })])).body.alertsFired).toBe(1);
    expect((await post([needle({ preco: 102, fechado: true })])).body.alertsFired).toBe(0);
    const messages = (await notifications(store).find({}).toArray()).map((note) => JSON.stringify(note));
    expect(messages.filter((text) => text.includes('no fechamento'))).toHaveLength(1);
    expect(messages.filter((text) => text.includes('na hora'))).toHaveLength(1);
  });
});
