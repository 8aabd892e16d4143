import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { config } from '../../api/src/config';
import { assets } from '../../api/src/store/assets';
import { candleSeries, seriesId } from '../../api/src/store/candles';
import type { Store } from '../../api/src/store/types';
import { previousBucketStart } from '@agulhadas/domain/candle-buckets';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import { fakeDateOnly } from '../support/fake-date';
import { call } from '../support/api-client';
import { assetDoc, insertAssets } from '../support/fixtures';
import { PETR4, arrangeAlertsWorld } from './alerts-support';

/** The robot's candles must sit on their timeframe's grid (docs/robot.md, "The candle grid"). */
const KEY = { 'x-robot-key': config().robotKey };
const EURUSD = 'FX_IDC:EURUSD';
const BTC = 'BINANCE:BTCUSDT';
const AAPL = 'NASDAQ:AAPL';
const MSFT = 'NASDAQ:MSFT';
const ITUB4 = 'BMFBOVESPA:ITUB4';
interface Answer {
  accepted: number;
  refused: number;
  results: Array<{ asset: string | null; timeframe: string | null; status: string; error?: string }>;
}
const post = (items: unknown[]) => call<Answer>('ingest', { method: 'POST', body: { items }, headers: KEY });
const ms = (iso: string) => Date.parse(iso);
const candle = (time: number, close: number, closed?: boolean): Candle => ({
  time,
  open: close - 0.002,
  high: close + 0.004,
  low: close - 0.004,
  close,
  ...(closed === undefined ? {} : { closed }),
});
const statuses = (answer: Answer) =>
  answer.results.map((result) => [result.asset, result.timeframe, result.status, result.error ?? null]);

/** `count` forex days ending with the one opened at `last` (17:00 New York the evening before each trading date). */
function forexDays(last: number, count: number): Candle[] {
  const times = [last];
  while (times.length < count) times.unshift(previousBucketStart(times[0]!, 'D', MARKET_HOURS.FX));
  return times.map((time, i) => candle(time, 1.08 + 0.01 * Math.sin(i / 4) + i * 0.0005));
}

describe('POST /api/ingest: the candle grid', () => {
  let store: Store;
  const setClock = (iso: string) => jest.setSystemTime(ms(iso));
  beforeEach(async () => {
    fakeDateOnly(ms('2026-11-24T03:00:00Z'));
    store = await arrangeAlertsWorld();
    await insertAssets(store, [
      assetDoc(EURUSD, { assetType: 'forex', marketHours: 'FX' }),
      assetDoc(BTC, { assetType: 'crypto', marketHours: 'ALWAYS' }),
      assetDoc(AAPL, { assetType: 'stock', marketHours: 'US' }),
      assetDoc(MSFT, { assetType: 'stock', marketHours: 'US' }),
      assetDoc(ITUB4, { assetType: 'stock', marketHours: 'B3' }),
    ]);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses a candle off its grid, naming the expected open; the other items of the round are stored', async () => {
    const answer = await post([
      {
        asset: BTC,
        timeframe: '15',
        candles: [candle(ms('2026-11-24T02:15:00Z'), 95_000), candle(ms('2026-11-24T02:31:00Z'), 95_100)],
      },
      { asset: PETR4, timeframe: '15', candles: [candle(ms('2026-11-24T02:30:00Z'), 38.4)] },
      // The old UTC day of a forex series: its day opened at 17:00 New York the evening before.
      { asset: EURUSD, timeframe: 'D', candles: [candle(ms('2026-11-23T00:00:00Z'), 1.08)] },
      { asset: EURUSD, timeframe: '60', candles: [candle(ms('2026-11-24T02:00:00Z'), 1.081)] },
    ]);
    expect(answer.status).toBe(200);
    expect(statuses(answer.body)).toEqual([
      [BTC, '15', 'refused', 'vela fora da grade do tempo gráfico 15: 02:31 UTC deveria abrir às 02:30 UTC'],
      [PETR4, '15', 'stored', null],
      [
        EURUSD,
        'D',
        'refused',
        'vela fora da grade do tempo gráfico D: 23/11/2026 00:00 UTC deveria abrir às 22/11/2026 22:00 UTC',
      ],
      [EURUSD, '60', 'stored', null],
    ]);
    expect(answer.body).toMatchObject({ accepted: 2, refused: 2 });
    // A refused item changes nothing of its series, not even the candles before the bad one.
    const ids = (await candleSeries(store).find({}).toArray()).map((doc) => doc._id).sort();
    expect(ids).toEqual([seriesId(EURUSD, '60'), seriesId(PETR4, '15')].sort());
  });

  it('puts an FX quarter hour at 22:30 UTC on the next day’s candle: the day before closed and stays as sent', async () => {
    setClock('2026-11-23T21:50:00Z');
    const days = forexDays(ms('2026-11-22T22:00:00Z'), 60);
    expect((await post([{ asset: EURUSD, timeframe: 'D', candles: days }])).body.accepted).toBe(1);
    expect((await assets(store).findOne({ _id: EURUSD }))!.readings.D).toMatchObject({ fechado: false });

    // 22:30 UTC (17:30 in New York): the robot sends Monday's day closed and Tuesday's, opened at 22:00 UTC, forming.
    setClock('2026-11-23T22:30:00Z');
    const monday = { time: ms('2026-11-22T22:00:00Z'), open: 1.095, high: 1.105, low: 1.09, close: 1.1, closed: true };
    const tuesday = candle(ms('2026-11-23T22:00:00Z'), 1.101, false);
    const answer = await post([{ asset: EURUSD, timeframe: 'D', candles: [monday, tuesday] }]);
    expect(statuses(answer.body)).toEqual([[EURUSD, 'D', 'stored', null]]);
    const series = (await candleSeries(store).findOne({ _id: seriesId(EURUSD, 'D') }))!;
    expect(series.lastCandle).toMatchObject({ time: ms('2026-11-23T22:00:00Z'), close: 1.101 });
    expect(series.candles[series.candles.length - 1]).toMatchObject({ time: ms('2026-11-22T22:00:00Z'), close: 1.1 });
    const reading = (await assets(store).findOne({ _id: EURUSD }))!.readings.D!;
    expect(reading).toMatchObject({ fechado: false, preco: 1.101 });

    // The UTC day the providers date (00:00 UTC) is not this market's day.
    const utcDay = await post([{ asset: EURUSD, timeframe: 'D', candles: [candle(ms('2026-11-23T00:00:00Z'), 1.1)] }]);
    expect(utcDay.body.results[0]!.error).toBe(
      'vela fora da grade do tempo gráfico D: 23/11/2026 00:00 UTC deveria abrir às 22/11/2026 22:00 UTC',
    );
  });

  it('opens the forex week on Sunday at 17:00 New York: a week candle dated Monday 00:00 UTC is refused', async () => {
    setClock('2026-11-23T12:00:00Z');
    const answer = await post([
      { asset: EURUSD, timeframe: 'W', candles: [candle(ms('2026-11-16T00:00:00Z'), 1.07)] },
      { asset: BTC, timeframe: 'W', candles: [candle(ms('2026-11-16T00:00:00Z'), 94_000)] },
    ]);
    expect(statuses(answer.body)).toEqual([
      [
        EURUSD,
        'W',
        'refused',
        'vela fora da grade do tempo gráfico W: 16/11/2026 00:00 UTC deveria abrir às 15/11/2026 22:00 UTC',
      ],
      [BTC, 'W', 'stored', null],
    ]);
  });

  it('counts US hours from the 09:30 New York open: 14:30 UTC accepted in winter, 14:00 refused for 13:30', async () => {
    setClock('2026-11-24T16:10:00Z');
    const answer = await post([
      {
        asset: AAPL,
        timeframe: '60',
        candles: [candle(ms('2026-11-24T14:30:00Z'), 190), candle(ms('2026-11-24T15:30:00Z'), 191)],
      },
      { asset: MSFT, timeframe: '60', candles: [candle(ms('2026-11-24T14:00:00Z'), 420)] },
      // B3 opens on the hour: its hours stay on UTC hours.
      { asset: ITUB4, timeframe: '60', candles: [candle(ms('2026-11-24T13:00:00Z'), 38.4)] },
    ]);
    expect(statuses(answer.body)).toEqual([
      [AAPL, '60', 'stored', null],
      [MSFT, '60', 'refused', 'vela fora da grade do tempo gráfico 60: 14:00 UTC deveria abrir às 13:30 UTC'],
      [ITUB4, '60', 'stored', null],
    ]);
    const series = (await candleSeries(store).findOne({ _id: seriesId(AAPL, '60') }))!;
    expect(series.lastCandle).toMatchObject({ time: ms('2026-11-24T15:30:00Z'), close: 191 });
    // At 11:10 New York the 09:30 hour has closed (at 10:30) and the 10:30 one is forming.
    expect(series.candles.map((one) => one.time)).toEqual([ms('2026-11-24T14:30:00Z')]);
  });
});
