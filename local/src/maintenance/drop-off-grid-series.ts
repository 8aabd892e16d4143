import { expectedOpen } from '@agulhadas/domain/candle-grid';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { assets } from '../../../api/src/store/assets';
import { candleSeries } from '../../../api/src/store/candles';
import type { Store } from '../../../api/src/store/types';

/**
 * Drops the stored series whose last candle is off its market's grid, with the reading they fed: the daily and weekly
 * series of FX, CFDs and CME futures kept from when their days were cut at 00:00 UTC (weeks on Monday). Kept, they
 * would hold up to a day (a week for W) of quarter hours the robot cannot fold into them, and one candle of the old
 * cut in their history; dropped, the robot sees a series the product does not hold and backfills it from its source
 * at the next round. Answers how many series were dropped (0 on an up-to-date store, without writing).
 */
export async function dropOffGridSeries(store: Store): Promise<number> {
  const heads = await candleSeries(store)
    .find({ timeframe: { $in: ['D', 'W'] } }, { projection: { _id: 1, asset: 1, timeframe: 1, lastTime: 1 } })
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
