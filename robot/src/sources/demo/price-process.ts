import type { AssetType } from '../../../../src/domain/categories';
import type { Candle } from '../../../../src/domain/reading';
import { gaussian, type Random } from '../../../../src/lib/seeded-random';

/**
 * A synthetic market for one asset: a geometric random walk whose drift and volatility switch
 * between regimes (calm/volatile, up/flat/down trends), so the indicators see trends start, speed
 * up and end, bands open and close, and needles form.
 */
export interface PriceProcess {
  price: number;
  drift: number;
  volatility: number;
  /** Per-15-minute base volatility of this asset (crypto moves more than a bank stock). */
  baseVolatility: number;
}

/** Typical 15-minute volatility per asset type (log-return standard deviation); the real-time feed scales it to 1 s. */
export const VOLATILITY_15M: Record<AssetType, number> = {
  stock: 0.004,
  futures: 0.003,
  fund: 0.0025,
  forex: 0.0012,
  index: 0.0025,
  commodity: 0.003,
  crypto: 0.007,
  cryptocfd: 0.007,
};

const DRIFTS = [-1, 0, 0, 1];

export function createProcess(price: number, baseVolatility: number): PriceProcess {
  return { price, drift: 0, volatility: baseVolatility, baseVolatility };
}

function maybeSwitchRegime(process: PriceProcess, random: Random, steps: number): void {
  // About one regime change per ~40 candles of the timeframe being generated.
  if (random() < Math.min(1, 0.025 * Math.sqrt(steps))) process.drift = DRIFTS[Math.floor(random() * DRIFTS.length)]! * process.baseVolatility * 0.35;
  if (random() < Math.min(1, 0.02 * Math.sqrt(steps))) process.volatility = process.baseVolatility * (random() < 0.3 ? 2.2 : 0.8 + random() * 0.6);
}

/**
 * One candle spanning `steps` base (15-minute) periods, moving the process forward. The candle's
 * high and low come from the sub-path, so bodies sit inside the wicks.
 */
export function stepCandle(process: PriceProcess, random: Random, time: number, steps = 1): Candle {
  maybeSwitchRegime(process, random, steps);
  const open = process.price;
  let high = open;
  let low = open;
  const subSteps = Math.min(steps, 8);
  const scale = Math.sqrt(steps / subSteps);
  let price = open;
  for (let i = 0; i < subSteps; i += 1) {
    price *= Math.exp((process.drift * steps) / subSteps + process.volatility * scale * gaussian(random));
    high = Math.max(high, price);
    low = Math.min(low, price);
  }
  const wick = process.volatility * Math.sqrt(steps) * 0.3;
  high *= 1 + Math.abs(gaussian(random)) * wick;
  low *= 1 - Math.min(0.5, Math.abs(gaussian(random)) * wick);
  process.price = price;
  return { time, open, high, low, close: price };
}

/** A move of the price within the forming candle, over `fraction` of a base (15-minute) period; returns the new price. */
export function gaussianStep(process: PriceProcess, random: Random, fraction: number): number {
  process.price *= Math.exp(process.drift * fraction + process.volatility * Math.sqrt(fraction) * gaussian(random));
  return process.price;
}

/**
 * `count` candles of `steps` base periods ending at the process's current price at `endTime`
 * (generated backwards, then reversed), so every timeframe's history meets at today's price.
 */
export function backfill(process: PriceProcess, random: Random, endTime: number, periodMs: number, steps: number, count: number): Candle[] {
  const backwards = createProcess(process.price, process.baseVolatility);
  const candles: Candle[] = [];
  for (let i = 0; i < count; i += 1) {
    const candle = stepCandle(backwards, random, endTime - i * periodMs, steps);
    // Walking back in time: the generated open is this candle's close.
    candles.push({ time: candle.time, open: candle.close, high: candle.high, low: candle.low, close: candle.open });
  }
  return candles.reverse();
}
