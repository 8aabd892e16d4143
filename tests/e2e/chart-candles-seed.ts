import type { Candle } from '@agulhadas/domain/reading';
import { computeReading } from '@agulhadas/domain/signals';
import { assets } from '../../api/src/store/assets';
import { candleSeries, SERIES_FORMAT, seriesId } from '../../api/src/store/candles';
import { getStore } from '../../api/src/store/db';
import { reading } from '../support/fixtures';
import { loadSp500Candles } from '../support/sp500-candles';

/** 300 daily candles of a real market (S&P 500 from 2008), stored as the robot stores them under `asset`. */
export const SEEDED_CANDLES: Candle[] = loadSp500Candles()
  .filter((candle) => candle.date >= '2008-01-01')
  .slice(0, 300)
  .map(({ time, open, high, low, close }) => ({ time, open, high, low, close }));

/** Stores the daily candles for `asset` (its chart then has candles, needles and panels to show). */
export async function seedDailyCandles(asset: string): Promise<void> {
  const store = await getStore();
  const last = SEEDED_CANDLES[SEEDED_CANDLES.length - 1];
  await candleSeries(store).deleteMany({ asset });
  await candleSeries(store).insertOne({
    _id: seriesId(asset, 'D'),
    asset,
    timeframe: 'D',
    candles: SEEDED_CANDLES.slice(0, -1),
    lastCandle: { ...last, closed: true },
    engine: null,
    lastTime: last.time,
    reading: computeReading(SEEDED_CANDLES, 'D'),
    version: 1,
    format: SERIES_FORMAT,
  });
  const at = new Date().toISOString();
  await assets(store).updateOne(
    { _id: asset },
    {
      $set: { readings: { D: reading('D', { lastUpdate: at, preco: last.close }) }, preco: last.close, lastUpdate: at },
    },
  );
}
