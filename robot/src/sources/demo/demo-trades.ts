import type { AssetType } from '../../../../src/domain/categories';
import { REALTIME_TIMEFRAME_MINUTES, realtimeBucketStart } from '../../../../src/domain/realtime/timeframes';
import { gaussian, hashSeed, seededRandom, type Random } from '../../../../src/lib/seeded-random';
import type { SourceAsset, TradeCapability } from '../source';
import { backfill, createProcess, VOLATILITY_15M, type PriceProcess } from './price-process';

/**
 * The demo's 1-second trades: the same price process as its candles, scaled from 15 minutes down to one second,
 * with history per real-time timeframe ending at the price trading starts from. Not every asset trades every second.
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

const SECONDS_PER_BASE = 900;
const DRIFTS = [-1, 0, 0, 1];

interface TickingAsset {
  process: PriceProcess;
  random: Random;
}

export interface DemoTradeOptions {
  /** Every asset trades every second (benchmarks, tests). */
  tradeEverySecond?: boolean;
  intervalMs?: number;
}

export interface DemoTrades extends TradeCapability {
  /** One second of trading for these assets (the stream's timer calls it; benchmarks call it directly). */
  step(assets: readonly SourceAsset[]): Array<{ asset: string; price: number }>;
}

export function demoTrades(options: DemoTradeOptions = {}): DemoTrades {
  const assets = new Map<string, TickingAsset>();
  function ticking(asset: SourceAsset): TickingAsset {
    let found = assets.get(asset.asset);
    if (!found) {
      found = { process: createProcess(asset.referencePrice, VOLATILITY_15M[asset.assetType]), random: seededRandom(hashSeed(`${asset.asset}:rt`)) };
      assets.set(asset.asset, found);
    }
    return found;
  }
  const trades: DemoTrades = {
    async history(asset, timeframe, count, now) {
      const { process, random } = ticking(asset);
      const minutes = REALTIME_TIMEFRAME_MINUTES[timeframe];
      // Below 15 minutes, a one-step candle of a process with the volatility scaled to its length.
      const scaled = minutes < 15 ? { ...process, baseVolatility: process.baseVolatility * Math.sqrt(minutes / 15) } : process;
      const candles = backfill(scaled, random, realtimeBucketStart(now.getTime(), timeframe), minutes * 60_000, Math.max(1, minutes / 15), count);
      return { candles, requests: 0 };
    },
    step(list) {
      const out: Array<{ asset: string; price: number }> = [];
      for (const asset of list) {
        const { process, random } = ticking(asset);
        // About one regime change per 15 minutes, as the candles' per-candle switch.
        if (random() < 1 / SECONDS_PER_BASE) process.drift = DRIFTS[Math.floor(random() * DRIFTS.length)]! * process.baseVolatility * 0.35;
        if (random() < 1 / SECONDS_PER_BASE) process.volatility = process.baseVolatility * (random() < 0.3 ? 2.2 : 0.8 + random() * 0.6);
        if (random() >= (options.tradeEverySecond ? 1 : TRADE_CHANCE[asset.assetType])) continue;
        process.price *= Math.exp(process.drift / SECONDS_PER_BASE + (process.volatility / Math.sqrt(SECONDS_PER_BASE)) * gaussian(random));
        out.push({ asset: asset.asset, price: process.price });
      }
      return out;
    },
    subscribe(list, onTrade) {
      const timer = setInterval(() => {
        const now = Date.now();
        for (const trade of trades.step(list)) onTrade(trade.asset, trade.price, now);
      }, options.intervalMs ?? 1000);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
  return trades;
}
