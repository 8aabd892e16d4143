import type { Time, UTCTimestamp } from 'lightweight-charts';
import type { ChartData } from '@agulhadas/domain/chart';
import { MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { candleChartTime, candleLabel, chartTimeLabel } from '@agulhadas/domain/presentation/candle-label';

// Here and not beside the series: the text around the chart names candles through this module, and must not wait
// for the charting library (its imports from it are types only).
export const toTime = (ms: number) => (ms / 1000) as UTCTimestamp;
export const toMs = (time: Time) => (time as number) * 1000;

const kept = new WeakMap<ChartData, UTCTimestamp[]>();

// An answer cached by an older client has no market hours: its candles read as UTC days, as they used to.
const hoursOf = (data: ChartData) => MARKET_HOURS[data.marketHours] ?? MARKET_HOURS.ALWAYS;

/**
 * Where the chart draws each candle (candle-label.ts): trading days at 00:00 UTC of their date, intraday candles at
 * their Brasília wall-clock time, so the library's day ticks fall where the reader's days start. Worked out once per
 * answer: the series, the markers, the hover and a picked signal all ask.
 */
export function chartTimes(data: ChartData): UTCTimestamp[] {
  let times = kept.get(data);
  if (!times) {
    const hours = hoursOf(data);
    times = data.time.map((t) => toTime(candleChartTime(t, data.timeframe, hours)));
    kept.set(data, times);
  }
  return times;
}

/** A candle's name (the legend, the signal list), the one the chart's crosshair shows for it. */
export function candleName(data: ChartData, index: number): string {
  return chartTimeLabel(chartTimes(data)[index] * 1000, data.timeframe);
}

/** The name of the candle opened at `openMs` (a signal of the list). */
export function candleNameAt(data: ChartData, openMs: number): string {
  return candleLabel(openMs, data.timeframe, hoursOf(data));
}
