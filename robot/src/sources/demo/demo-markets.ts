import type { SourceAsset } from '../source';
import { marketPath, type MarketPath } from './market-path';

/** The demo's markets, one per asset, drawn on first use and shared by its candles and its real-time trades. */
export interface DemoMarkets {
  of(asset: SourceAsset): MarketPath;
}

export function demoMarkets(): DemoMarkets {
  const paths = new Map<string, MarketPath>();
  return {
    of(asset) {
      let path = paths.get(asset.asset);
      if (!path) {
        path = marketPath(asset);
        paths.set(asset.asset, path);
      }
      return path;
    },
  };
}
