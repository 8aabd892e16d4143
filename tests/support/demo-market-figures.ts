import type { AssetType } from '@agulhadas/domain/categories';
import { candleCloseTime, isMarketOpen, type MarketHours } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import { createReadingEngine, pushReading } from '@agulhadas/domain/signals';
import { TIMEFRAME_MINUTES, type Timeframe } from '@agulhadas/domain/timeframes';

/**
 * The measures of a market that a trader would recognise as real, shared by the demo market's benchmark and its
 * tests: the size of its moves, how far a chart wanders, how often the needle forms, and whether it keeps to its hours.
 */

/** What the demo market aims at (the same goals in the benchmark and the tests). */
export const DEMO_MARKET_GOALS = {
  /** Widest high ÷ lowest low over one daily or weekly chart of 300 candles. */
  widestRange: 8,
  /** Needles per 1 000 daily candles, as a ratio to the real S&P 500's. */
  needleRatio: [0.5, 2] as const,
};

/** Median absolute daily move each asset type should show (what its real markets show). */
export const DAILY_MOVE_GOALS: Record<AssetType, readonly [number, number]> = {
  stock: [0.008, 0.018],
  fund: [0.004, 0.012],
  futures: [0.006, 0.015],
  index: [0.005, 0.012],
  commodity: [0.007, 0.016],
  forex: [0.0025, 0.006],
  crypto: [0.015, 0.035],
  cryptocfd: [0.015, 0.035],
};

/** Absolute close-to-close moves of consecutive candles. */
export function absoluteMoves(candles: readonly Candle[]): number[] {
  return candles.slice(1).map((candle, i) => Math.abs(candle.close / candles[i]!.close - 1));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
}

/** Highest high ÷ lowest low of a chart. */
export function widestRange(candles: readonly Candle[]): number {
  return Math.max(...candles.map((candle) => candle.high)) / Math.min(...candles.map((candle) => candle.low));
}

/** Needles (agulhado on the candle) per 1 000 daily candles, once the engine has warmed up. */
export function needlesPerThousand(candles: readonly Candle[]): {
  needles: number;
  candles: number;
  perThousand: number;
} {
  const engine = createReadingEngine('D');
  let [needles, counted] = [0, 0];
  for (const candle of candles) {
    const reading = pushReading(engine, candle);
    if (!reading) continue;
    counted += 1;
    if (reading.agulhado !== 0) needles += 1;
  }
  return { needles, candles: counted, perThousand: counted === 0 ? 0 : (1000 * needles) / counted };
}

const QUARTER = 15 * 60_000;

/**
 * Candles that trade while their market is closed: an intraday candle with no 15 minutes inside a session (an hourly
 * candle of New York's stocks opens at 13:00 UTC on the grid for a session opening at 13:30), a day or week whose last
 * moment is not in one.
 */
export function outsideHours(candles: readonly Candle[], timeframe: Timeframe, hours: MarketHours): number {
  const inside = (candle: Candle) => {
    if (timeframe === 'D' || timeframe === 'W')
      return isMarketOpen(hours, candleCloseTime(candle.time, timeframe, hours) - 1);
    for (let time = candle.time; time < candle.time + TIMEFRAME_MINUTES[timeframe] * 60_000; time += QUARTER)
      if (isMarketOpen(hours, time)) return true;
    return false;
  };
  return candles.filter((candle) => !inside(candle)).length;
}

/** Limits no demo candle may pass, as its high ÷ low − 1 (a real crash day of the S&P 500 spans about 10 %). */
export const CANDLE_LIMITS = {
  daily: { other: 0.25, crypto: 0.35 },
  quarter: { other: 0.05, crypto: 0.08 },
};

/** The candle spanning most, as its high ÷ low − 1, with its open time. */
export function worstCandle(candles: readonly Candle[]): { span: number; time: number } {
  let worst = { span: 0, time: Number.NaN };
  for (const candle of candles) {
    const span = candle.high / candle.low - 1;
    if (span > worst.span) worst = { span, time: candle.time };
  }
  return worst;
}

/** Standard deviation of the daily log moves over every window of `days` closes, at its highest. */
export function maxWindowVolatility(closes: readonly number[], days: number): number {
  const moves = closes.slice(1).map((close, i) => Math.log(close / closes[i]!));
  let [sum, squares, max] = [0, 0, 0];
  for (let i = 0; i < moves.length; i += 1) {
    [sum, squares] = [sum + moves[i]!, squares + moves[i]! ** 2];
    if (i >= days) [sum, squares] = [sum - moves[i - days]!, squares - moves[i - days]! ** 2];
    if (i >= days - 1) max = Math.max(max, Math.sqrt(Math.max(0, squares / days - (sum / days) ** 2)));
  }
  return max;
}

/** Share of days opening away from the previous close by more than a basis point. */
export function gapShare(candles: readonly Candle[]): number {
  const gaps = candles.slice(1).filter((candle, i) => Math.abs(candle.open / candles[i]!.close - 1) > 1e-4).length;
  return candles.length < 2 ? 0 : gaps / (candles.length - 1);
}

/** Forex majors: the dollar against the six most traded currencies. */
const FX_MAJORS = new Set(['EURUSD', 'GBPUSD', 'USDJPY', 'USDCHF', 'AUDUSD', 'USDCAD', 'NZDUSD']);

export interface DemoClass {
  name: string;
  /** Median absolute daily move the class should show, or null for a class measured without a goal of its own. */
  goal: readonly [number, number] | null;
}

/**
 * The classes a trader judges the demo by, each with the median |daily move| its real markets show: B3 stocks 1–2 %,
 * US stocks 0.6–1.5 %, forex majors 0.2–0.5 %, indices 0.5–1 %, crypto 1.5–3 %; every other asset by its type.
 */
export function demoClassOf(asset: { asset: string; assetType: AssetType; marketHours: string }): DemoClass {
  const symbol = asset.asset.split(':')[1] ?? '';
  if (asset.assetType === 'stock')
    return asset.marketHours === 'B3'
      ? { name: 'B3 stocks', goal: [0.01, 0.02] }
      : { name: 'US stocks', goal: [0.006, 0.015] };
  if (asset.assetType === 'forex')
    return FX_MAJORS.has(symbol) ? { name: 'FX majors', goal: [0.002, 0.005] } : { name: 'FX crosses', goal: null };
  if (asset.assetType === 'index') return { name: 'indices', goal: [0.005, 0.01] };
  if (asset.assetType === 'crypto' || asset.assetType === 'cryptocfd') return { name: 'crypto', goal: [0.015, 0.03] };
  return { name: asset.assetType, goal: null };
}
