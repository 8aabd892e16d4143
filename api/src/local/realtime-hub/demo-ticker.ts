import type { AssetType } from '../../../../src/domain/categories';
import type { Candle } from '../../../../src/domain/reading';
import { REALTIME_TIMEFRAME_MINUTES, REALTIME_TIMEFRAMES, realtimeBucketStart, type RealtimeTimeframe } from '../../../../src/domain/realtime/timeframes';
import type { FeedSymbolInput } from '../../realtime/feed/realtime-feed';
import type { UniverseAsset } from '../../seed/universe/index';
import { backfill, createProcess, VOLATILITY_15M, type PriceProcess } from '../demo-robot/price-process';
import { gaussian, hashSeed, seededRandom, type Random } from '../../lib/seeded-random';

/**
 * Seeded 1-second trades for the local real-time feed: the demo robot's price process (regimes of
 * drift and volatility) scaled from 15 minutes down to one second, with history backfilled per
 * timeframe so every indicator is warm from the first tick. Not every asset trades every second.
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
/** Enough candles for every indicator to be ready (the engine's warm-up is 29). */
const HISTORY = 34;
const DRIFTS = [-1, 0, 0, 1];

interface TickingAsset {
  key: string;
  process: PriceProcess;
  random: Random;
  chance: number;
}

export interface DemoTicker {
  /** Adds assets with their history ending at `startTime` (for createRealtimeFeed / feed.add). */
  add(items: readonly UniverseAsset[], startTime: number): FeedSymbolInput[];
  /** One second of trading: the assets that traded and their new prices. */
  step(): Array<{ key: string; price: number }>;
}

function history(process: PriceProcess, random: Random, timeframe: RealtimeTimeframe, startTime: number): Candle[] {
  const minutes = REALTIME_TIMEFRAME_MINUTES[timeframe];
  const end = realtimeBucketStart(startTime, timeframe);
  // Below 15 minutes, a one-step candle of a process with the volatility scaled to its length.
  const scaled = minutes < 15 ? { ...process, baseVolatility: process.baseVolatility * Math.sqrt(minutes / 15) } : process;
  return backfill(scaled, random, end, minutes * 60_000, Math.max(1, minutes / 15), HISTORY);
}

export function createDemoTicker({ tradeEverySecond = false } = {}): DemoTicker {
  const assets: TickingAsset[] = [];
  return {
    add(items, startTime) {
      return items.map((item) => {
        const random = seededRandom(hashSeed(`${item.asset}:rt`));
        const process = createProcess(item.referencePrice, VOLATILITY_15M[item.assetType]);
        const byTimeframe = Object.fromEntries(REALTIME_TIMEFRAMES.map((tf) => [tf, history(process, random, tf, startTime)])) as Record<RealtimeTimeframe, Candle[]>;
        assets.push({ key: item.asset, process, random, chance: tradeEverySecond ? 1 : TRADE_CHANCE[item.assetType] });
        return { key: item.asset, asset: item.asset, nome: item.nome, history: byTimeframe };
      });
    },
    step() {
      const trades: Array<{ key: string; price: number }> = [];
      for (const asset of assets) {
        const { process, random } = asset;
        // About one regime change per 15 minutes, as the robot's per-candle switch.
        if (random() < 1 / SECONDS_PER_BASE) process.drift = DRIFTS[Math.floor(random() * DRIFTS.length)]! * process.baseVolatility * 0.35;
        if (random() < 1 / SECONDS_PER_BASE) process.volatility = process.baseVolatility * (random() < 0.3 ? 2.2 : 0.8 + random() * 0.6);
        if (random() >= asset.chance) continue;
        process.price *= Math.exp(process.drift / SECONDS_PER_BASE + (process.volatility / Math.sqrt(SECONDS_PER_BASE)) * gaussian(random));
        trades.push({ key: asset.key, price: process.price });
      }
      return trades;
    },
  };
}
