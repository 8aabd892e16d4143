import { bucketStart } from '@agulhadas/domain/candle-buckets';
import type { MarketHours } from '@agulhadas/domain/market-hours';
import type { Candle } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { seriesKey, type CandleItem } from '../contract/robot-api';
import type { SourceCandle } from '../sources/source';

/**
 * What the robot knows of every series: the last candle it built (from the product's own state after a restart), and
 * the candles the product has not accepted yet. The 15-minute candles of a source are folded here into every larger
 * timeframe of the asset, so one request per asset and round feeds all its timeframes.
 */
export interface SeriesBook {
  /** The series' last candle as the robot sees it (held by the product or built since). */
  last(asset: string, timeframe: Timeframe): Candle | undefined;
  /** Sets a series' candles as the product will hold them after a backfill (the last one is the series' last). */
  seed(asset: string, timeframe: Timeframe, candles: readonly SourceCandle[]): void;
  /**
   * Folds 15-minute candles into each timeframe on the grid of the asset's market `hours`; the changed candles wait
   * in `pending` until the product accepts them.
   */
  fold(asset: string, timeframes: readonly Timeframe[], base: readonly SourceCandle[], hours: MarketHours): void;
  /** Every series with candles to send, oldest first. */
  pending(): CandleItem[];
  /** The product stored the first `sent` unsent candles of this series. */
  accepted(asset: string, timeframe: Timeframe, sent: number): void;
  /** The product refused the series: its candles are sent again next round; true when they were dropped for good. */
  refused(asset: string, timeframe: Timeframe): boolean;
}

interface Entry {
  asset: string;
  timeframe: Timeframe;
  last?: Candle;
  unsent: SourceCandle[];
  refusals: number;
}

/** The product keeps 300 candles: more unsent ones than that could never all be stored. */
const MAX_UNSENT = 300;
/** Rounds a refused series is retried before its candles are dropped. */
const MAX_REFUSALS = 3;

/**
 * A larger timeframe's candle after a 15-minute one: a new bucket opens a candle, the same bucket widens it. A base
 * candle in its market's pause between two weeks (FX, CME) belongs to no day that has opened: it is left out of D and
 * W rather than dated after the clock.
 */
function merge(
  current: Candle | undefined,
  base: SourceCandle,
  timeframe: Timeframe,
  hours: MarketHours,
): SourceCandle | null {
  if (timeframe === '15') return base;
  const time = bucketStart(base.time, timeframe, hours);
  if (time > base.time) return null;
  if (!current || time > current.time)
    return { time, open: base.open, high: base.high, low: base.low, close: base.close };
  if (time < current.time) return null;
  return {
    time,
    open: current.open,
    high: Math.max(current.high, base.high),
    low: Math.min(current.low, base.low),
    close: base.close,
  };
}

export function createSeriesBook(held: ReadonlyMap<string, Candle>): SeriesBook {
  const entries = new Map<string, Entry>();
  const entry = (asset: string, timeframe: Timeframe): Entry => {
    const key = seriesKey(asset, timeframe);
    let found = entries.get(key);
    if (!found) {
      found = { asset, timeframe, last: held.get(key), unsent: [], refusals: 0 };
      entries.set(key, found);
    }
    return found;
  };
  /** Queues a candle: the latest version of a time replaces an earlier unsent one. */
  const queue = (target: Entry, candle: SourceCandle) => {
    const previous = target.unsent[target.unsent.length - 1];
    if (previous && previous.time === candle.time) target.unsent[target.unsent.length - 1] = candle;
    else if (!previous || previous.time < candle.time) target.unsent.push(candle);
    if (target.unsent.length > MAX_UNSENT) target.unsent.splice(0, target.unsent.length - MAX_UNSENT);
    target.last = candle;
  };
  return {
    last: (asset, timeframe) => entry(asset, timeframe).last,
    seed(asset, timeframe, candles) {
      const target = entry(asset, timeframe);
      const from = target.last?.time ?? -1;
      for (const candle of candles) if (candle.time >= from) queue(target, candle);
    },
    fold(asset, timeframes, base, hours) {
      for (const timeframe of timeframes) {
        const target = entry(asset, timeframe);
        for (const candle of base) {
          if (timeframe === '15' && target.last && candle.time < target.last.time) continue;
          const merged = merge(target.last, candle, timeframe, hours);
          if (merged) queue(target, merged);
        }
      }
    },
    pending: () =>
      [...entries.values()]
        .filter((one) => one.unsent.length > 0)
        .map((one) => ({ asset: one.asset, timeframe: one.timeframe, candles: [...one.unsent] })),
    accepted(asset, timeframe, sent) {
      const target = entry(asset, timeframe);
      target.unsent.splice(0, sent);
      target.refusals = 0;
    },
    refused(asset, timeframe) {
      const target = entry(asset, timeframe);
      target.refusals += 1;
      if (target.refusals < MAX_REFUSALS) return false;
      // Refused round after round: the candles themselves are wrong; drop them, the next ones start afresh.
      target.unsent = [];
      target.refusals = 0;
      return true;
    },
  };
}
