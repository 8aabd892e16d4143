import type { AssetType } from '@agulhadas/domain/categories';
import { REALTIME_TIMEFRAME_MINUTES, realtimeBucketStart } from '@agulhadas/domain/realtime/timeframes';
import { hashSeed, seededRandom } from '@agulhadas/domain/seeded-random';
import type { SourceAsset, TradeCapability } from '../source';
import type { DemoMarkets } from './demo-markets';
import { gridDecimals, priceOnTick } from './price-tick';

/**
 * The demo's 1-second trades: the price of the asset's market (market-path.ts) at that second, on its tick, only while
 * its market is open, so the real-time chart and the card show one market. Not every asset trades every second.
 */
/** Chance that an asset trades in a given second: funds are quiet, currencies never stop. */
const TRADE_CHANCE: Record<AssetType, number> = {
  stock: 0.6,
  futures: 0.8,
  fund: 0.3,
  forex: 0.9,
  index: 0.8,
  commodity: 0.7,
  crypto: 0.9,
  cryptocfd: 0.8,
};

export interface DemoTradeOptions {
  /** Every asset whose market is open trades every second (benchmarks, tests). */
  tradeEverySecond?: boolean;
  intervalMs?: number;
}

export interface DemoTrades extends TradeCapability {
  /** One second of trading at `now` for these assets (the stream's timer calls it; benchmarks call it directly). */
  step(assets: readonly SourceAsset[], now: number): Array<{ asset: string; price: number }>;
}

export function demoTrades(markets: DemoMarkets, options: DemoTradeOptions = {}): DemoTrades {
  const random = seededRandom(hashSeed('demo trades'));
  const trades: DemoTrades = {
    async history(asset, timeframe, count, now) {
      const minutes = REALTIME_TIMEFRAME_MINUTES[timeframe];
      const candles = markets
        .of(asset)
        .grid(Math.min(minutes, 15), count, now.getTime(), (time) => realtimeBucketStart(time, timeframe));
      return { candles, requests: 0 };
    },
    step(list, now) {
      const out: Array<{ asset: string; price: number }> = [];
      for (const asset of list) {
        if (!options.tradeEverySecond && random() >= TRADE_CHANCE[asset.assetType]) continue;
        const price = markets.of(asset).priceAt(now);
        if (price === null) continue;
        out.push({ asset: asset.asset, price: priceOnTick(price, gridDecimals(asset, asset.referencePrice)) });
      }
      return out;
    },
    subscribe(list, onTrade) {
      const timer = setInterval(() => {
        const now = Date.now();
        for (const trade of trades.step(list, now)) onTrade(trade.asset, trade.price, now);
      }, options.intervalMs ?? 1000);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
  return trades;
}
