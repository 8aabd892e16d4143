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
 * - 'tf': at most once per candle of the alert's timeframe: fires unless it already fired on this candle or a
 *   later one. The memory is the open time of the candle it last fired on (`lastCandle`), compared with the
 *   reading's candle (`reading.lastUpdate`): a close-only alert fires after its candle closed, when the clock is
 *   already inside the next candle, so comparing the clock of the firing with the next candle's open would skip
 *   every other close. Alerts stamped before `lastCandle` existed fall back to the time of the firing. Using the
 *   candle's own open time instead of flooring dates to the timeframe keeps daily and weekly candles right whatever
 *   the exchange's session or time zone. If the reading has no usable candle time it falls back to the '15' rule
 *   rather than going silent.
 * - 'once': always allowed while active; `afterFire` then deactivates the alert.
 */
export function frequencyAllows(
  frequency: AlertFrequency,
  lastNotifiedMs: number | null,
  candleOpenMs: number,
  nowMs: number,
  lastCandleMs: number | null = null,
): boolean {
  if (lastNotifiedMs === null || Number.isNaN(lastNotifiedMs)) return true;
  switch (frequency) {
    case 'once':
      return true;
    case 'tf':
      if (Number.isNaN(candleOpenMs)) return slotOf(nowMs) > slotOf(lastNotifiedMs);
      return lastCandleMs !== null && !Number.isNaN(lastCandleMs)
        ? lastCandleMs < candleOpenMs
        : lastNotifiedMs < candleOpenMs;
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

/** An ISO stamp as epoch ms; null when absent (never fired, or stored before the field existed). */
export function parseNotificationTime(stamp: string | null | undefined): number | null {
  return stamp === null || stamp === undefined ? null : Date.parse(stamp);
}

/** Active, the candle's state suits it, all rules hold, and the frequency gate is open. */
export function shouldFire(alert: Alert, reading: Reading, now: Date): boolean {
  return (
    alert.active &&
    readingAllows(alert, reading) &&
    evaluateAlert(alert, reading) &&
    frequencyAllows(
      effectiveFrequency(alert),
      parseNotificationTime(alert.lastNotification),
      Date.parse(reading.lastUpdate),
      now.getTime(),
      parseNotificationTime(alert.lastCandle),
    )
  );
}

/** Stamps a firing: its time, its candle under `memory`, and a 'once' alert switched off. */
function stamped(alert: Alert, now: Date, memory: 'lastCandle' | 'lastPreCloseCandle', candleOpen: string): Alert {
  return {
    ...alert,
    lastNotification: now.toISOString(),
    [memory]: candleOpen,
    active: alert.frequency === 'once' ? false : alert.active,
  };
}

/**
 * The alert after a notification went out: stamped with the time and the candle it fired on (`candleOpen`, the
 * reading's `lastUpdate`), and switched off when it was a 'once' alert.
 */
export const afterFire = (alert: Alert, now: Date, candleOpen: string): Alert =>
  stamped(alert, now, 'lastCandle', candleOpen);

/**
 * The alert after a pre-close message went out: the candle is remembered apart from `lastCandle`, so a close-only
 * alert still sends its message at the close of the same candle; a 'once' alert is switched off.
 */
export const afterPreCloseFire = (alert: Alert, now: Date, candleOpen: string): Alert =>
  stamped(alert, now, 'lastPreCloseCandle', candleOpen);
