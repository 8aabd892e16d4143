import { isCandleClosed } from '@agulhadas/domain/market-hours';
import { hashSeed } from '@agulhadas/domain/seeded-random';
import type { MarketSource, SourceAsset, SourceCandle } from '../source';
import { demoTrades, type DemoTradeOptions } from './demo-trades';
import { BASE_MS, type MarketPath } from './market-path';
import { demoMarkets } from './demo-markets';
import { gridDecimals, onTick } from './price-tick';

/**
 * The demo market (the default of `npm start`): one market per asset on the wall clock (market-path.ts), the same for
 * every timeframe, the real-time trades and a restarted robot. Each call to `latest` answers the 15-minute candles
 * from the one the product holds to the one holding the clock, so nothing is ever dated after it, a restart fills the
 * hours it was off, and outside the market's sessions the last candle is closed.
 */
/** A restart after a long stop fills at most this many 15-minute candles (the product keeps 300). */
const MAX_FILL = 300;
/** How far back a fill looks for them: the longest pause between two sessions (a weekend) and then some. */
const FILL_REACH_MS = 10 * 86_400_000;

export interface DemoSourceOptions extends DemoTradeOptions {
  /**
   * Within a 15-minute candle, each call answers for one asset in `turns` (each in its turn), as real markets do not
   * all trade between two looks; a new candle answers for every asset. Keeps a local round light (default 4).
   */
  turns?: number;
}

export function createDemoSource(options: DemoSourceOptions = {}): MarketSource {
  const turns = options.turns ?? 4;
  const markets = demoMarkets();
  /** The 15-minute candle each asset's last answer ended with. */
  const answered = new Map<string, SourceCandle>();
  let calls = 0;

  const ticked = (asset: SourceAsset, candles: readonly SourceCandle[]) =>
    candles.map((candle) => onTick(candle, gridDecimals(asset, asset.referencePrice)));

  function latestOf(asset: SourceAsset, path: MarketPath, from: number, now: number): SourceCandle[] {
    const bars = path.bars(Math.max(from, now - FILL_REACH_MS), now).slice(-MAX_FILL);
    return ticked(
      asset,
      bars.map((bar) => ({ ...bar, closed: bar.time + BASE_MS <= now })),
    );
  }

  return {
    name: 'demo',
    async latest({ assets: list, after, now }) {
      const candles = new Map<string, SourceCandle[]>();
      const at = now.getTime();
      calls += 1;
      for (const asset of list) {
        const path = markets.of(asset);
        const held = after.get(asset.asset)?.time;
        const current = path.bars(at - BASE_MS, at).at(-1)?.time;
        const last = answered.get(asset.asset);
        const newCandle = current !== undefined && current !== (last?.time ?? held);
        if (!newCandle && hashSeed(asset.asset) % turns !== calls % turns) continue;
        const answer = latestOf(asset, path, held ?? current ?? at, at);
        const final = answer[answer.length - 1];
        // Outside the session nothing moves: the closed candle already answered is not sent again.
        if (!final || (final.closed && last?.closed && last.time === final.time)) continue;
        answered.set(asset.asset, final);
        candles.set(asset.asset, answer);
      }
      return { candles, failed: [], requests: 0 };
    },
    async history(asset, timeframe, count, now) {
      const path = markets.of(asset);
      const at = now.getTime();
      const candles = path
        .candles(timeframe, count, at)
        .map((candle) => ({ ...candle, closed: isCandleClosed(candle.time, timeframe, path.hours, at) }));
      return { candles: ticked(asset, candles), requests: 0 };
    },
    trades: demoTrades(markets, options),
  };
}
