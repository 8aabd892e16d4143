import type { Alert } from '@agulhadas/domain/alerts/alert';
import type { AlertConfig } from '@agulhadas/domain/alerts/alert-config-schema';
import type { Rule } from '@agulhadas/domain/alerts/rule-schema';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { ALERT_ORDER, alerts, toAlert } from '../store/alerts';
import type { Store } from '../store/types';

const ruleKey = (rules: readonly Rule[]) =>
  rules
    .map((rule) => `${rule.name}=${String(rule.value)}`)
    .sort()
    .join('&');

/** The edit only switches the alert off (or keeps it off) and changes nothing else: what any owner may do. */
export function onlyTurnsOff(
  stored: Pick<Alert, 'message' | 'rules' | 'frequency' | 'closeOnly' | 'preCloseMinutes'>,
  config: AlertConfig,
): boolean {
  return (
    !config.active &&
    config.message === stored.message.trim() &&
    config.frequency === stored.frequency &&
    config.closeOnly === (stored.closeOnly ?? false) &&
    config.preCloseMinutes === (stored.preCloseMinutes ?? null) &&
    ruleKey(config.rules) === ruleKey(stored.rules)
  );
}

/** The caller's alerts on one asset and timeframe, oldest first: the `result` of /api/userAlerts. */
export async function alertGroupOf(
  store: Store,
  userId: string,
  asset: string,
  timeframe: Timeframe,
): Promise<Alert[]> {
  const docs = await alerts(store).find({ userId, asset, timeframe }, { sort: ALERT_ORDER }).toArray();
  return docs.map(toAlert);
}
