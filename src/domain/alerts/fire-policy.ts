import type { Reading } from '../reading';
import type { Alert } from './alert';
import type { AlertFrequency } from './alert-frequency';
import { evaluateAlert } from './evaluate-alert';

const SLOT_MS = 15 * 60_000;

function slotOf(ms: number): number {
  return Math.floor(ms / SLOT_MS);
}

/**
 * The frequency gate, on epoch milliseconds (the index calls it in its hot loop with pre-parsed dates).
 *
 * - '15': at most once per 15-minute clock slot (:00, :15, :30, :45) of `now`, while the condition holds.
 *   Slots, not "15 minutes elapsed": the robot's rounds come every 15 minutes with some jitter, and an
 *   elapsed-time test would skip every round that arrives a few seconds early, halving the rate.
 * - 'tf': at most once per candle of the alert's timeframe: fires unless it already fired at or after the
 *   open of the reading's candle (`reading.lastUpdate`). Using the candle's own open time instead of flooring
 *   dates to the timeframe keeps daily and weekly candles right whatever the exchange's session or time zone.
 *   If the reading has no usable candle time it falls back to the '15' rule rather than going silent.
 * - 'once': always allowed while active; `afterFire` then deactivates the alert.
 */
export function frequencyAllows(
  frequency: AlertFrequency,
  lastNotifiedMs: number | null,
  candleOpenMs: number,
  nowMs: number,
): boolean {
  if (lastNotifiedMs === null || Number.isNaN(lastNotifiedMs)) return true;
  switch (frequency) {
    case 'once':
      return true;
    case 'tf':
      if (!Number.isNaN(candleOpenMs)) return lastNotifiedMs < candleOpenMs;
      return slotOf(nowMs) > slotOf(lastNotifiedMs);
    case '15':
      return slotOf(nowMs) > slotOf(lastNotifiedMs);
  }
}

/**
 * 'Só no fechamento do candle': a close-only alert ignores readings of a forming candle (a signal there can
 * vanish at the close) and, whatever its frequency, notifies at most once per candle. Readings that do not say
 * (stored before `fechado` existed) count as closed.
 */
export function readingAllows(alert: Pick<Alert, 'closeOnly'>, reading: Pick<Reading, 'fechado'>): boolean {
  return !alert.closeOnly || reading.fechado !== false;
}

export function effectiveFrequency(alert: Pick<Alert, 'closeOnly' | 'frequency'>): AlertFrequency {
  return alert.closeOnly && alert.frequency === '15' ? 'tf' : alert.frequency;
}

export function parseNotificationTime(lastNotification: string | null): number | null {
  return lastNotification === null ? null : Date.parse(lastNotification);
}

/** Active, the candle's state suits it, all rules hold, and the frequency gate is open. */
export function shouldFire(alert: Alert, reading: Reading, now: Date): boolean {
  return (
    alert.active &&
    readingAllows(alert, reading) &&
    evaluateAlert(alert, reading) &&
    frequencyAllows(effectiveFrequency(alert), parseNotificationTime(alert.lastNotification), Date.parse(reading.lastUpdate), now.getTime())
  );
}

/** The alert after a notification went out: stamped, and switched off when it was a 'once' alert. */
export function afterFire(alert: Alert, now: Date): Alert {
  return {
    ...alert,
    lastNotification: now.toISOString(),
    active: alert.frequency === 'once' ? false : alert.active,
  };
}
