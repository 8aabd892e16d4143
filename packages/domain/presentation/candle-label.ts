import { candleCloseTime, type MarketHours } from '../market-hours';
import { isTimeframe, type Timeframe } from '../timeframes';
import { zonedPartsFormat } from '../zoned-parts-format';

/**
 * How a candle is named wherever the product shows one (chart axis and crosshair, legend and signal list, the
 * Telegram mini-page, alert messages). Daily and weekly candles are named by their trading day in the market's
 * calendar: a daily candle by the day it closes (an FX day closing at 17:00 New York on the 27th is the 27th, however
 * late that is in Brasília or UTC), a weekly one by the Monday of the week it closes in ('semana de 23/11/2026').
 * Intraday candles are named by their open in Brasília time, the clock the product's readers live by.
 *
 * The chart (lightweight-charts) places its ticks by the UTC calendar of the times it is given, so it is given
 * "chart times": a trading day at 00:00 UTC of that date, an intraday candle at its Brasília wall-clock time written
 * as if it were UTC. Its day ticks then fall where Brasília's (or the market's) days start, and every label is the
 * chart time read in UTC.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

const isDayOrWeek = (timeframe: Timeframe): timeframe is 'D' | 'W' => timeframe === 'D' || timeframe === 'W';

/** The wall-clock time in `timeZone` at `ms`, written as a UTC instant (the zone's rules come from Intl). */
export function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    zonedPartsFormat(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall + (ms - Math.floor(ms / 1000) * 1000);
}

/** 00:00 UTC of the date `ms` has in `timeZone`. */
function dateIn(ms: number, timeZone: string): number {
  const wall = timeZone === 'UTC' ? ms : wallClockAsUtc(ms, timeZone);
  return wall - (((wall % DAY) + DAY) % DAY);
}

/** 00:00 UTC of the Monday of the week holding the date `dayMs` (00:00 UTC of a date). */
function mondayOf(dayMs: number): number {
  return dayMs - ((new Date(dayMs).getUTCDay() + 6) % 7) * DAY;
}

/**
 * The trading day of a daily candle, or the Monday of a weekly one, as 00:00 UTC of that date. Markets whose days are
 * UTC dates (B3, US, crypto) open their candles at 00:00 UTC of the trading date (weeks on Monday); markets whose day
 * rolls at their close (FX, CME) name a candle by the date, in the market's time zone, of the close that ends it.
 */
export function candleTradingDay(openMs: number, timeframe: 'D' | 'W', hours: MarketHours): number {
  if (hours.kind === 'always' || hours.days === 'utc') {
    const day = dateIn(openMs, 'UTC');
    return timeframe === 'W' ? mondayOf(day) : day;
  }
  const closeDay = dateIn(candleCloseTime(openMs, timeframe, hours), hours.timeZone);
  return timeframe === 'W' ? mondayOf(closeDay) : closeDay;
}

/** Where the chart draws the candle opened at `openMs` (epoch ms; see the module's comment). */
export function candleChartTime(openMs: number, timeframe: Timeframe, hours: MarketHours): number {
  return isDayOrWeek(timeframe)
    ? candleTradingDay(openMs, timeframe, hours)
    : wallClockAsUtc(openMs, BRASILIA_TIME_ZONE);
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const hourFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
const monthFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'short' });
const yearFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', year: 'numeric' });

/** 'nov' (Intl writes 'nov.'; axes and charting tools write the month bare). */
const monthName = (chartMs: number) => monthFormat.format(chartMs).replace('.', '');

/** The label of a chart time: '28/11/2026' (daily), 'semana de 23/11/2026' (weekly), '28/11/2026, 14:15' (intraday). */
export function chartTimeLabel(chartMs: number, timeframe: Timeframe): string {
  if (timeframe === 'D') return dayFormat.format(chartMs);
  if (timeframe === 'W') return `semana de ${dayFormat.format(chartMs)}`;
  return dayTimeFormat.format(chartMs);
}

/** A candle's name, as every screen and message says it (see the module's comment). */
export function candleLabel(openMs: number, timeframe: Timeframe, hours: MarketHours): string {
  return chartTimeLabel(candleChartTime(openMs, timeframe, hours), timeframe);
}

/**
 * The name of a reading's candle (`lastUpdate`, its open as ISO time) in a timeframe given as stored text; '—' for a
 * missing or bad time. An unknown timeframe is named as an intraday candle.
 */
export function readingCandleLabel(
  lastUpdate: string | null | undefined,
  timeframe: string,
  hours: MarketHours,
): string {
  const openMs = lastUpdate ? Date.parse(lastUpdate) : Number.NaN;
  if (Number.isNaN(openMs)) return '—';
  return candleLabel(openMs, isTimeframe(timeframe) ? timeframe : '15', hours);
}

/** What a tick of the time axis marks: the first candle of a year, of a month, of a day, or another time. */
export type AxisTick = 'year' | 'month' | 'day' | 'time';

/**
 * A label under the time axis, from a chart time. Daily and weekly charts: '2026' where a year starts, 'nov' where a
 * month does, '23 nov' elsewhere. Intraday charts: '10:00', and '28 nov' at the first tick of a new day.
 */
export function axisTickLabel(chartMs: number, timeframe: Timeframe, tick: AxisTick): string {
  const day = `${new Date(chartMs).getUTCDate()} ${monthName(chartMs)}`;
  if (!isDayOrWeek(timeframe)) return tick === 'time' ? hourFormat.format(chartMs) : day;
  if (tick === 'year') return yearFormat.format(chartMs);
  return tick === 'month' ? monthName(chartMs) : day;
}
