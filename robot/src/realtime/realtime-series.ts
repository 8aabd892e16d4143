import type { Candle, Reading } from '@agulhadas/domain/reading';
import {
  createReadingEngine,
  pushReading,
  replaceLastReading,
  type ReadingEngineState,
} from '@agulhadas/domain/signals/index';
import { indicatorsOfReading, type RealtimeIndicators } from '@agulhadas/domain/realtime/protocol';
import { realtimeBucketStart, type RealtimeTimeframe } from '@agulhadas/domain/realtime/timeframes';
import type { Timeframe } from '@agulhadas/domain/timeframes';

/**
 * One symbol's candle on one real-time timeframe, fed tick by tick through the streaming reading
 * engine: the in-progress candle is replaced (O(1)) until its bucket rolls, then a new one is pushed.
 */
export interface RealtimeSeries {
  timeframe: RealtimeTimeframe;
  state: ReadingEngineState;
  last: Candle;
  indicators: RealtimeIndicators | null;
}

// The engine's timeframe only labels its readings (dropped below); 5 and 1 minute borrow '15'.
const ENGINE_LABEL: Record<RealtimeTimeframe, Timeframe> = {
  D: 'D',
  '240': '240',
  '60': '60',
  '15': '15',
  '5': '15',
  '1': '15',
};

/** The panel's fields, numbers at the protocol's precisions; null before the engine's first reading. */
export function indicatorsOf(reading: Reading | null): RealtimeIndicators | null {
  return reading ? indicatorsOfReading(reading) : null;
}

/** A series primed with history (oldest first; the last candle is the one in progress). */
export function createRealtimeSeries(timeframe: RealtimeTimeframe, history: readonly Candle[]): RealtimeSeries {
  const state = createReadingEngine(ENGINE_LABEL[timeframe]);
  let reading: Reading | null = null;
  for (const candle of history) reading = pushReading(state, candle);
  const last = history[history.length - 1];
  if (!last) throw new Error('a real-time series needs history');
  return { timeframe, state, last: { ...last }, indicators: indicatorsOf(reading) };
}

/** Folds one trade price at `time` into the series (mutates it) and returns the new indicators. */
export function applyTick(series: RealtimeSeries, price: number, time: number): RealtimeIndicators | null {
  const bucket = realtimeBucketStart(time, series.timeframe);
  const last = series.last;
  if (bucket === last.time) {
    last.close = price;
    if (price > last.high) last.high = price;
    if (price < last.low) last.low = price;
    series.indicators = indicatorsOf(replaceLastReading(series.state, last));
  } else if (bucket > last.time) {
    const open = last.close;
    series.last = { time: bucket, open, high: Math.max(open, price), low: Math.min(open, price), close: price };
    series.indicators = indicatorsOf(pushReading(series.state, series.last));
  }
  // A tick older than the candle in progress (clock step back) changes nothing.
  return series.indicators;
}
