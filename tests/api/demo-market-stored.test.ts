import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { overrideConfig } from '../../api/src/config';
import { startRuntime, type Runtime } from '../../local/src/runtime/runtime';
import { assets } from '../../api/src/store/assets';
import { candleSeries, seriesId } from '../../api/src/store/candles';
import type { Store } from '../../api/src/store/types';
import { bucketStart } from '@agulhadas/domain/candle-buckets';
import { timeframesOf } from '@agulhadas/domain/categories';
import { isMarketOpen, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { freshStore } from '../support/api-client';

/**
 * The demo market as the product stores it after the robot's backfill: one market per asset, so where the stored
 * 15-minute history reaches, every stored hourly, 4-hour and daily candle is the fold of the 15-minute ones it holds.
 */
jest.setTimeout(180_000);

const ASSETS = ['BMFBOVESPA:PETR4', 'NASDAQ:AAPL', 'FX_IDC:EURUSD', 'BINANCE:BTCUSDT'];

async function stored(store: Store, asset: string, timeframe: Timeframe): Promise<Candle[]> {
  const doc = await candleSeries(store).findOne({ _id: seriesId(asset, timeframe) });
  if (!doc) return [];
  return [...doc.candles, ...(doc.lastCandle ? [doc.lastCandle] : [])].map(({ time, open, high, low, close }) => ({
    time,
    open,
    high,
    low,
    close,
  }));
}

describe('the demo market as stored after a fresh start', () => {
  let runtime: Runtime | null = null;
  afterAll(async () => {
    await runtime?.close();
  });

  it('agrees across timeframes where they overlap, trades inside market hours and never after the clock', async () => {
    const store = await freshStore();
    overrideConfig({ dataDir: '' });
    const staticDir = mkdtempSync(path.join(tmpdir(), 'agulhadas-demo-market-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>demo market</title>');
    runtime = await startRuntime({
      rootDir: process.cwd(),
      port: 0,
      apiPort: 0,
      staticDir,
      robot: 'prime',
      realtimePort: 0,
    });
    const now = Date.now();
    for (const asset of ASSETS) {
      const doc = (await assets(store).findOne({ _id: asset }))!;
      const hours = MARKET_HOURS[doc.marketHours ?? 'ALWAYS'];
      const base = await stored(store, asset, '15');
      expect(base.length).toBeGreaterThan(100);
      expect(base.filter((candle) => !isMarketOpen(hours, candle.time) || candle.time > now)).toEqual([]);
      let compared = 0;
      for (const timeframe of timeframesOf(doc.assetType).filter((one) => one !== '15' && one !== 'W')) {
        const larger = await stored(store, asset, timeframe);
        expect(larger.at(-1)!.time).toBeLessThanOrEqual(now);
        // Buckets whose 15-minute candles all lie in the stored 15-minute history (the first may be cut).
        const first = base[0]!.time;
        for (const candle of larger.filter((one) => one.time > bucketStart(first, timeframe, hours))) {
          const inside = base.filter((one) => bucketStart(one.time, timeframe, hours) === candle.time);
          expect(inside.length).toBeGreaterThan(0);
          expect({ asset, timeframe, candle }).toEqual({
            asset,
            timeframe,
            candle: {
              time: candle.time,
              open: inside[0]!.open,
              high: Math.max(...inside.map((one) => one.high)),
              low: Math.min(...inside.map((one) => one.low)),
              close: inside.at(-1)!.close,
            },
          });
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(5);
    }
  });
});
