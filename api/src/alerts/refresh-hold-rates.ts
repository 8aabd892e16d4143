import { addHoldCounts, needleHoldCount } from '@agulhadas/domain/alerts/hold-rate';
import type { HoldCount } from '@agulhadas/domain/alerts/hold-rate-text';
import { PRE_CLOSE_MINUTES_BY_TIMEFRAME, type PreCloseMinutes } from '@agulhadas/domain/alerts/pre-close';
import { isCandleClosed, MARKET_HOURS, type MarketHours, type MarketHoursKey } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { assets } from '../store/assets';
import { candleSeries, SERIES_FORMAT, seriesId, type CandleSeriesDoc } from '../store/candles';
import { holdRateId, holdRates } from '../store/hold-rates';
import { meta } from '../store/meta';
import type { Store } from '../store/types';

/**
 * Timeframes whose pre-close figure the 15-minute history can answer. A 15-minute candle five minutes before its
 * close is a third of one stored candle, which the history cannot show: its figure stays 'ainda sem histórico'.
 */
const MEASURED: readonly Timeframe[] = ['60', '240', 'D', 'W'];
/**
 * Assets read per market: the figure is a market's, and a sample this size gives it hundreds of cases while keeping
 * the daily refresh to a few seconds of one instance (each case computes two readings).
 */
export const HOLD_RATE_ASSETS_PER_MARKET = 60;
const REFRESH_ID = 'hold-rates';

/** The stored candles of a series closed by `now`, oldest first (the last one only once closed). */
function closedCandles(doc: CandleSeriesDoc | null, timeframe: Timeframe, hours: MarketHours, now: number): Candle[] {
  if (!doc) return [];
  if (doc.format !== SERIES_FORMAT || !doc.lastCandle)
    return doc.candles.filter((candle) => isCandleClosed(candle.time, timeframe, hours, now));
  const last = doc.lastCandle;
  return (last.closed ?? isCandleClosed(last.time, timeframe, hours, now)) ? [...doc.candles, last] : doc.candles;
}

/**
 * Recomputes every market's hold rates from the stored candles (15-minute history and each timeframe's closed
 * candles) and stores them, stamped with `now`. `demo` marks figures computed from the local demo market.
 */
export async function refreshHoldRates(store: Store, now: Date, demo: boolean): Promise<number> {
  const listed = await assets(store)
    .find({}, { sort: { _id: 1 } })
    .toArray();
  const byMarket = new Map<MarketHoursKey, string[]>();
  for (const asset of listed) {
    const market = asset.marketHours ?? 'ALWAYS';
    const members = byMarket.get(market) ?? [];
    if (members.length < HOLD_RATE_ASSETS_PER_MARKET) members.push(asset._id);
    byMarket.set(market, members);
  }
  const at = now.toISOString();
  let written = 0;
  for (const [market, members] of byMarket) {
    const hours = MARKET_HOURS[market];
    const counts = new Map<string, HoldCount[]>();
    for (const asset of members) {
      const ids = ['15', ...MEASURED].map((timeframe) => seriesId(asset, timeframe as Timeframe));
      const docs = new Map(
        (
          await candleSeries(store)
            .find({ _id: { $in: ids } })
            .toArray()
        ).map((doc) => [doc.timeframe, doc]),
      );
      const quarters = closedCandles(docs.get('15') ?? null, '15', hours, now.getTime());
      if (!quarters.length) continue;
      for (const timeframe of MEASURED) {
        const series = closedCandles(docs.get(timeframe) ?? null, timeframe, hours, now.getTime());
        for (const minutes of PRE_CLOSE_MINUTES_BY_TIMEFRAME[timeframe]) {
          const key = `${timeframe}|${minutes}`;
          counts.set(key, [...(counts.get(key) ?? []), needleHoldCount(series, quarters, timeframe, hours, minutes)]);
        }
      }
    }
    for (const [key, list] of counts) {
      const [timeframe, minutesText] = key.split('|') as [Timeframe, string];
      const minutes = Number(minutesText) as PreCloseMinutes;
      const total = addHoldCounts(list);
      await holdRates(store).updateOne(
        { _id: holdRateId(market, timeframe, minutes) },
        { $set: { market, timeframe, minutes, cases: total.cases, held: total.held, demo, computedAt: at } },
        { upsert: true },
      );
      written += 1;
    }
  }
  return written;
}

const utcDay = (iso: string) => iso.slice(0, 10);

/**
 * The daily step, run after a robot round (SWA functions have no timers): the first round of each UTC day claims
 * the refresh (a conditional write, so two instances do not both run it) and recomputes the figures. Answers
 * whether it ran.
 */
export async function refreshHoldRatesDaily(store: Store, now: Date, demo: boolean): Promise<boolean> {
  const today = utcDay(now.toISOString());
  const last = await meta(store).findOne({ _id: REFRESH_ID });
  if (last && utcDay(last.updatedAt) === today) return false;
  const claim = last
    ? await meta(store).updateOne(
        { _id: REFRESH_ID, updatedAt: last.updatedAt },
        { $set: { updatedAt: now.toISOString() }, $inc: { version: 1 } },
      )
    : await meta(store)
        .insertOne({ _id: REFRESH_ID, version: 1, updatedAt: now.toISOString() })
        .then(
          () => ({ modifiedCount: 1 }),
          () => ({ modifiedCount: 0 }),
        );
  if (claim.modifiedCount !== 1) return false;
  await refreshHoldRates(store, now, demo);
  return true;
}
