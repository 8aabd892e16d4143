import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { dropOffGridSeries } from '../../local/src/maintenance/drop-off-grid-series';
import { assets } from '../../api/src/store/assets';
import { candleSeries, SERIES_FORMAT, seriesId, type CandleSeriesDoc } from '../../api/src/store/candles';
import type { Store } from '../../api/src/store/types';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { freshStore } from '../support/api-client';
import { assetDoc, insertAssets, reading } from '../support/fixtures';

/**
 * A data folder written when forex days were cut at 00:00 UTC, or US hours were UTC hours, starts on the new grid
 * (docs/robot.md, "The candle grid").
 */
const EURUSD = 'FX_IDC:EURUSD';
const GBPUSD = 'FX_IDC:GBPUSD';
const PETR4 = 'BMFBOVESPA:PETR4';
const AAPL = 'NASDAQ:AAPL';
const MSFT = 'NASDAQ:MSFT';
const ms = (iso: string) => Date.parse(iso);

function series(asset: string, timeframe: Timeframe, lastTime: number): CandleSeriesDoc {
  const lastCandle = { time: lastTime, open: 1, high: 1.2, low: 0.9, close: 1.1 };
  return {
    _id: seriesId(asset, timeframe),
    asset,
    timeframe,
    candles: [],
    engine: null,
    lastTime,
    lastCandle,
    reading: null,
    version: 3,
    format: SERIES_FORMAT,
  };
}

describe('dropOffGridSeries', () => {
  let store: Store;
  beforeEach(async () => {
    store = await freshStore();
    const readings = { D: reading('D'), W: reading('W'), '60': reading('60') };
    await insertAssets(store, [
      assetDoc(EURUSD, { assetType: 'forex', marketHours: 'FX', readings }),
      assetDoc(GBPUSD, { assetType: 'forex', marketHours: 'FX', readings }),
      assetDoc(PETR4, { assetType: 'stock', marketHours: 'B3', readings }),
      assetDoc(AAPL, { assetType: 'stock', marketHours: 'US', readings: { ...readings, '240': reading('240') } }),
      assetDoc(MSFT, { assetType: 'stock', marketHours: 'US', readings: { ...readings, '240': reading('240') } }),
    ]);
    await candleSeries(store).insertMany([
      series(EURUSD, 'D', ms('2026-11-24T00:00:00Z')),
      series(EURUSD, 'W', ms('2026-11-23T00:00:00Z')),
      series(EURUSD, '60', ms('2026-11-24T10:00:00Z')),
      series(GBPUSD, 'D', ms('2026-11-23T22:00:00Z')),
      series(GBPUSD, 'W', ms('2026-11-22T22:00:00Z')),
      series(PETR4, 'D', ms('2026-11-24T00:00:00Z')),
      series(PETR4, 'W', ms('2026-11-23T00:00:00Z')),
      series(PETR4, '60', ms('2026-11-24T20:00:00Z')),
      series(PETR4, '240', ms('2026-11-24T20:00:00Z')),
      // US hours of the UTC grid (20:00 UTC held 15:00–16:00 New York) and of the session-open one (15:30 New York).
      series(AAPL, '60', ms('2026-11-24T20:00:00Z')),
      series(AAPL, '240', ms('2026-11-24T16:00:00Z')),
      series(AAPL, '15', ms('2026-11-24T20:45:00Z')),
      series(AAPL, 'D', ms('2026-11-24T00:00:00Z')),
      series(MSFT, '60', ms('2026-11-24T20:30:00Z')),
      series(MSFT, '240', ms('2026-11-24T18:30:00Z')),
    ]);
  });
  afterEach(async () => {
    await store.close();
  });

  it('drops the forex days and weeks and the US hours of the old UTC cut with their readings, keeps the rest, once', async () => {
    expect(await dropOffGridSeries(store)).toBe(4);
    const ids = (await candleSeries(store).find({}).toArray()).map((doc) => doc._id).sort();
    expect(ids).toEqual(
      [
        seriesId(EURUSD, '60'),
        seriesId(GBPUSD, 'D'),
        seriesId(GBPUSD, 'W'),
        seriesId(PETR4, 'D'),
        seriesId(PETR4, 'W'),
        seriesId(PETR4, '60'),
        seriesId(PETR4, '240'),
        seriesId(AAPL, '15'),
        seriesId(AAPL, 'D'),
        seriesId(MSFT, '60'),
        seriesId(MSFT, '240'),
      ].sort(),
    );
    expect(Object.keys((await assets(store).findOne({ _id: AAPL }))!.readings).sort()).toEqual(['D', 'W']);
    expect(Object.keys((await assets(store).findOne({ _id: MSFT }))!.readings).sort()).toEqual(['240', '60', 'D', 'W']);
    const eurusd = (await assets(store).findOne({ _id: EURUSD }))!;
    expect(Object.keys(eurusd.readings)).toEqual(['60']);
    expect(Object.keys((await assets(store).findOne({ _id: GBPUSD }))!.readings).sort()).toEqual(['60', 'D', 'W']);
    expect(await dropOffGridSeries(store)).toBe(0);
  });
});
