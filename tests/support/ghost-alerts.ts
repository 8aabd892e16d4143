import type { Alert } from '@agulhadas/domain/alerts/alert';
import { afterFire, shouldFire } from '@agulhadas/domain/alerts/fire-policy';
import { ruleFlagsFromRules } from '@agulhadas/domain/alerts/rule-flags';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import type { Candle, Reading } from '@agulhadas/domain/reading';
import { createReadingEngine, upsertReading } from '@agulhadas/domain/signals';
import type { DatedCandle } from './sp500-candles';

/**
 * Ghost alerts: weekly candles re-read every trading day, as the robot reads a weekly candle while
 * it forms. An alert that fired during a week whose closed candle no longer meets its rules is a ghost. Runs the
 * product's own fire policy (shouldFire/afterFire, frequency 'tf') with and without 'Só no fechamento do candle'.
 */
export interface GhostCount {
  /** Weeks in which the alert notified. */
  fired: number;
  /** Of those, weeks whose closed candle no longer met the rules. */
  ghosts: number;
  /** Weeks whose closed candle met the rules. */
  atClose: number;
}

export interface GhostReport {
  weeks: number;
  plain: GhostCount;
  closeOnly: GhostCount;
}

const DAY = 86_400_000;

/** Monday 00:00 UTC of the candle's week. */
const weekOf = (time: number) => time - ((new Date(time).getUTCDay() + 6) % 7) * DAY;

/** Each trading day's view of its week's candle: the week so far, closed on the week's last trading day. */
export function formingWeeks(days: readonly DatedCandle[]): Array<{ candle: Candle; at: Date; closed: boolean }> {
  const views: Array<{ candle: Candle; at: Date; closed: boolean }> = [];
  let current: Candle | null = null;
  days.forEach((day, i) => {
    const week = weekOf(day.time);
    current =
      current && current.time === week
        ? { ...current, high: Math.max(current.high, day.high), low: Math.min(current.low, day.low), close: day.close }
        : { time: week, open: day.open, high: day.high, low: day.low, close: day.close };
    const next = days[i + 1];
    // Read at the day's close (21:00 UTC, after New York's session).
    views.push({
      candle: current,
      at: new Date(day.time + 21 * 3_600_000),
      closed: next === undefined || weekOf(next.time) !== week,
    });
  });
  return views;
}

const alertOf = (rules: Rule[], closeOnly: boolean): Alert => ({
  id: 'ghost',
  active: true,
  message: '',
  rules,
  config: ruleFlagsFromRules(rules),
  frequency: 'tf',
  closeOnly,
  created: '2000-01-01T00:00:00.000Z',
  lastUpdate: '2000-01-01T00:00:00.000Z',
  lastNotification: null,
  timeframe: 'W',
});

/** Counts fired and ghost weeks of one alert over the daily re-reads of weekly candles. */
export function ghostAlerts(days: readonly DatedCandle[], rules: Rule[]): GhostReport {
  const views = formingWeeks(days);
  const engine = createReadingEngine('W');
  const readings: Array<{ reading: Reading | null; at: Date; closed: boolean }> = views.map((view) => ({
    reading: upsertReading(engine, view.candle),
    at: view.at,
    closed: view.closed,
  }));
  const count = (closeOnly: boolean): GhostCount => {
    let alert = alertOf(rules, closeOnly);
    let firedThisWeek = false;
    const result: GhostCount = { fired: 0, ghosts: 0, atClose: 0 };
    for (const { reading, at, closed } of readings) {
      if (reading === null) continue;
      const seen = { ...reading, fechado: closed };
      if (shouldFire(alert, seen, at)) {
        alert = afterFire(alert, at, seen.lastUpdate);
        firedThisWeek = true;
      }
      if (!closed) continue;
      const holds = shouldFire({ ...alert, lastNotification: null }, seen, at);
      if (holds) result.atClose += 1;
      if (firedThisWeek) {
        result.fired += 1;
        if (!holds) result.ghosts += 1;
      }
      firedThisWeek = false;
    }
    return result;
  };
  return {
    weeks: readings.filter((entry) => entry.closed && entry.reading !== null).length,
    plain: count(false),
    closeOnly: count(true),
  };
}
