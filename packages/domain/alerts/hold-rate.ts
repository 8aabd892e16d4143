import { candleCloseTime, type MarketHours } from '../market-hours';
import type { Candle } from '../reading';
import { computeReading } from '../signals/compute-reading';
import { WARMUP_CANDLES } from '../signals/warm-up';
import type { Timeframe } from '../timeframes';
import type { HoldCount } from './hold-rate-text';
import type { PreCloseMinutes } from './pre-close';

const QUARTER_MS = 15 * 60_000;
/** Candles of the timeframe read before each case: the warm-up and a margin, so each case costs the same. */
const LOOK_BACK = WARMUP_CANDLES + 40;

/** The forming candle as the 15-minute candles opened in [open, cut) build it; null when none of them is known. */
function formingAt(quarters: readonly Candle[], open: number, cut: number): Candle | null {
  const inside = quarters.filter((quarter) => quarter.time >= open && quarter.time + QUARTER_MS <= cut);
  const first = inside[0];
  if (!first) return null;
  return {
    time: open,
    open: first.open,
    high: Math.max(...inside.map((quarter) => quarter.high)),
    low: Math.min(...inside.map((quarter) => quarter.low)),
    close: inside[inside.length - 1]!.close,
  };
}

/**
 * Of the needles (agulhada) a round saw on a forming candle `minutes` before its close, how many the closed candle
 * kept (same side). `series`: the timeframe's closed candles, oldest first; `quarters`: the same asset's 15-minute
 * candles, oldest first. A case is a candle of `series` with enough candles before it for a reading and whose
 * 15-minute candles cover it from its first trade (the first one known opens at the candle's open): the forming candle at the cut is folded from the 15-minute candles closed
 * by then (with 15-minute history, the 5-minute lead reads the candle as it stood at the last quarter hour before it,
 * 15 minutes before the close of a candle closing on the quarter hour).
 */
export function needleHoldCount(
  series: readonly Candle[],
  quarters: readonly Candle[],
  timeframe: Timeframe,
  hours: MarketHours,
  minutes: PreCloseMinutes,
): HoldCount {
  const count: HoldCount = { cases: 0, held: 0 };
  if (!quarters.length) return count;
  for (let i = WARMUP_CANDLES - 1; i < series.length; i++) {
    const candle = series[i]!;
    const cut = candleCloseTime(candle.time, timeframe, hours) - minutes * 60_000;
    const forming = formingAt(quarters, candle.time, cut);
    // The history must hold the candle from its first trade: a forming candle that opens elsewhere misses its start.
    if (!forming || forming.open !== candle.open) continue;
    const before = series.slice(Math.max(0, i - LOOK_BACK), i);
    const seen = computeReading([...before, forming], timeframe)?.agulhado ?? 0;
    if (seen === 0) continue;
    count.cases += 1;
    if (computeReading([...before, candle], timeframe)?.agulhado === seen) count.held += 1;
  }
  return count;
}

/** Sums the counts of many assets (a market's figure). */
export const addHoldCounts = (counts: Iterable<HoldCount>): HoldCount => {
  const total: HoldCount = { cases: 0, held: 0 };
  for (const count of counts) {
    total.cases += count.cases;
    total.held += count.held;
  }
  return total;
};
