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
export function needlesPerThousand(candles: readonly Candle[]): { needles: number; candles: number; perThousand: number } {
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
    if (timeframe === 'D' || timeframe === 'W') return isMarketOpen(hours, candleCloseTime(candle.time, timeframe, hours) - 1);
    for (let time = candle.time; time < candle.time + TIMEFRAME_MINUTES[timeframe] * 60_000; time += QUARTER) if (isMarketOpen(hours, time)) return true;
    return false;
  };
  return candles.filter((candle) => !inside(candle)).length;
}
