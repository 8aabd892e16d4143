import { expectedOpen } from '@agulhadas/domain/candle-grid';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { assets } from '../../../api/src/store/assets';
import { candleSeries } from '../../../api/src/store/candles';
import type { Store } from '../../../api/src/store/types';

/** The timeframes whose grid moved for some market (15-minute candles never did). */
const MOVED_GRIDS: Timeframe[] = ['D', 'W', '60', '240'];

/**
 * Drops the stored series whose last candle is off its market's grid, with the reading they fed: the daily and weekly
 * series of FX, CFDs and CME futures kept from when their days were cut at 00:00 UTC (weeks on Monday), and the 60
 * and 240 series of US stocks and funds kept from when their hours were UTC hours rather than counted from the 09:30
 * open. Kept, they would hold candles of the old cut in their history and quarter hours the robot cannot fold into
 * them until the next candle of the new grid opens after their last; dropped, the robot sees a series the product
 * does not hold and backfills it from its source at the next round. Answers how many series were dropped (0 on an
 * up-to-date store, without writing).
 */
export async function dropOffGridSeries(store: Store): Promise<number> {
  const heads = await candleSeries(store)
    .find({ timeframe: { $in: MOVED_GRIDS } }, { projection: { _id: 1, asset: 1, timeframe: 1, lastTime: 1 } })
    .toArray();
  if (heads.length === 0) return 0;
  const hoursOf = new Map(
    (
      await assets(store)
        .find({}, { projection: { _id: 1, marketHours: 1 } })
        .toArray()
    ).map((doc) => [doc._id, doc.marketHours ?? 'ALWAYS']),
  );
  let dropped = 0;
  for (const head of heads) {
    const hours = hoursOf.get(head.asset);
    if (hours === undefined || expectedOpen(head.lastTime, head.timeframe, MARKET_HOURS[hours]) === null) continue;
    await candleSeries(store).deleteOne({ _id: head._id });
    await assets(store).updateOne(
      { _id: head.asset },
      { $unset: { [`readings.${head.timeframe}`]: '' }, $inc: { version: 1 } },
    );
    dropped += 1;
  }
  return dropped;
}
