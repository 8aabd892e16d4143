import type { Timeframe } from '../timeframes';
import type { AlertConfig } from './alert-config-schema';
import type { AlertFrequency } from './alert-frequency';
import type { PreCloseMinutes } from './pre-close';
import type { RuleFlags } from './rule-flags';
import type { Rule } from './rule-schema';

/** A stored alert. Dates are ISO strings so the same shape travels over JSON to the client. */
export interface Alert {
  id: string;
  active: boolean;
  /** User's own notification text; empty means "describe the rules". */
  message: string;
  rules: Rule[];
  /** Rule-type flags derived from `rules`; see `RuleFlags`. */
  config: RuleFlags;
  frequency: AlertFrequency;
  /** 'Só no fechamento do candle': fires only on a closed candle, once per candle (fire-policy.ts). Absent on older alerts: false. */
  closeOnly?: boolean;
  /**
   * 'Avisar antes do fechamento': minutes before the candle's close at which it reads the forming candle, once per
   * candle (instead of the forming rounds; with `closeOnly` also at the close). Absent or null: no pre-close message.
   */
  preCloseMinutes?: PreCloseMinutes | null;
  /** Open time (ISO) of the candle it last sent a pre-close message for: the once-per-candle memory of that message. */
  lastPreCloseCandle?: string;
  created: string;
  lastUpdate: string;
  /** When it last fired; null if never. Drives the frequency gate. */
  lastNotification: string | null;
  /**
   * Open time (ISO) of the candle it last fired on: the once-per-candle memory. Absent on alerts that never fired
   * or fired before it existed (the gate then falls back to `lastNotification`).
   */
  lastCandle?: string;
  timeframe: Timeframe;
}

/** Alerts as stored and listed: one group per asset and timeframe. */
export interface AlertGroup {
  asset: string;
  timeframe: Timeframe;
  alerts: Alert[];
}

/** A new stored alert from a validated config; the caller supplies the id (storage decides its format). */
export function createAlert(config: AlertConfig, timeframe: Timeframe, id: string, now: Date): Alert {
  const at = now.toISOString();
  return {
    id,
    ...editedFields(config, now),
    created: at,
    lastNotification: null,
    timeframe,
  };
}

/** What an edit sets: the user's configuration and the time of the edit (id, created and lastNotification stay). */
export function editedFields(
  config: AlertConfig,
  now: Date,
): Pick<
  Alert,
  'active' | 'message' | 'rules' | 'config' | 'frequency' | 'closeOnly' | 'preCloseMinutes' | 'lastUpdate'
> {
  return {
    active: config.active,
    message: config.message,
    rules: config.rules,
    config: config.config,
    frequency: config.frequency,
    closeOnly: config.closeOnly,
    preCloseMinutes: config.preCloseMinutes,
    lastUpdate: now.toISOString(),
  };
}

/** Applies an edit; keeps id, created and lastNotification so an edit does not re-arm a 'tf' or '15' gate. */
export function updateAlert(alert: Alert, config: AlertConfig, now: Date): Alert {
  return { ...alert, ...editedFields(config, now) };
}
