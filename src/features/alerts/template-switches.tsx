import type { AlertGroup } from '@agulhadas/domain/alerts/alert';
import {
  alertConfigFromTemplate,
  templateForRules,
  type AlertTemplate,
} from '@agulhadas/domain/alerts/alert-templates';
import type { AlertFrequency } from '@agulhadas/domain/alerts/alert-frequency';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { configOf, saveAlert, updateAlerts } from './alerts-api';

/** The user's alerts on this asset/timeframe that are exactly this template (any order of rules). */
export function templateAlerts(
  groups: readonly AlertGroup[],
  asset: string,
  timeframe: Timeframe,
  template: AlertTemplate,
) {
  const group = groups.find((item) => item.asset === asset && item.timeframe === timeframe);
  return (group?.alerts ?? []).filter((alert) => templateForRules(alert.rules)?.id === template.id);
}

/**
 * Switching a template on reuses a switched-off alert of that template when there is one, else creates it;
 * switching off turns off every active alert of that template there (one bulk call).
 */
export async function switchTemplate(
  groups: readonly AlertGroup[],
  asset: string,
  timeframe: Timeframe,
  template: AlertTemplate,
  on: boolean,
  frequency: AlertFrequency,
): Promise<void> {
  const existing = templateAlerts(groups, asset, timeframe, template);
  if (on) {
    const dormant = existing.find((alert) => !alert.active);
    if (dormant) await saveAlert(asset, timeframe, configOf(dormant, true));
    else await saveAlert(asset, timeframe, alertConfigFromTemplate(template, frequency));
    return;
  }
  const live = existing.filter((alert) => alert.active);
  if (live.length)
    await updateAlerts(live.map((alert) => ({ asset, timeframe, id: alert.id, alertConfig: configOf(alert, false) })));
}
