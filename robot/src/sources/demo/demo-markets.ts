import type { Candle } from '@agulhadas/domain/reading';
import type { SourceAsset } from '../source';
import { marketPath, type MarketPath } from './market-path';
import { listingOf } from './underlyings';

/**
 * The demo's markets, one per asset, drawn on first use and shared by its candles and its real-time trades. Listings of
 * one underlying (underlyings.ts) are its market times their exchange rate and spread.
 */
export interface DemoMarkets {
  of(asset: SourceAsset): MarketPath;
}

/** A market seen through a constant factor (a currency and a venue's spread). */
function scaled(path: MarketPath, factor: number): MarketPath {
  const times = (candle: Candle): Candle => ({
    time: candle.time,
    open: candle.open * factor,
    high: candle.high * factor,
    low: candle.low * factor,
    close: candle.close * factor,
  });
  return {
    hours: path.hours,
    priceAt: (time) => {
      const price = path.priceAt(time);
      return price === null ? null : price * factor;
    },
    bars: (from, now) => path.bars(from, now).map(times),
    candles: (timeframe, count, now) => path.candles(timeframe, count, now).map(times),
    grid: (minutes, count, now, bucketOf) => path.grid(minutes, count, now, bucketOf).map(times),
  };
}

export function demoMarkets(): DemoMarkets {
  const paths = new Map<string, MarketPath>();
  const pathOf = (key: string, draw: () => MarketPath) => {
    let path = paths.get(key);
    if (!path) {
      path = draw();
      paths.set(key, path);
    }
    return path;
  };
  return {
    of(asset) {
      return pathOf(asset.asset, () => {
        const listing = listingOf(asset);
        if (!listing) return marketPath(asset);
        const { underlying, factor } = listing;
        return scaled(
          pathOf(`${underlying.asset}|${underlying.marketHours}`, () => marketPath(underlying)),
          factor,
        );
      });
    },
  };
}
