import type { Alert, AlertGroup } from '@agulhadas/domain/alerts/alert';
import type { AlertConfigInput } from '@agulhadas/domain/alerts/alert-config-schema';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { TelegramSetting } from '@agulhadas/domain/user-info';
import { apiFetch } from '../../lib/api';

/** Calls of the alert area; each throws ApiError with the server's Portuguese message. */
export interface AlertGroupResult {
  asset: string;
  timeframe: Timeframe;
  alerts: Alert[];
  _id: string;
}

/** POST creates; PUT when the config carries an id. */
export async function saveAlert(
  asset: string,
  timeframe: Timeframe,
  alertConfig: AlertConfigInput,
): Promise<AlertGroupResult> {
  const method = alertConfig.id ? 'PUT' : 'POST';
  return (
    await apiFetch<{ result: AlertGroupResult }>('/api/userAlerts', { method, body: { asset, timeframe, alertConfig } })
  ).result;
}

export async function deleteAlert(asset: string, timeframe: Timeframe, id: string): Promise<AlertGroupResult> {
  return (
    await apiFetch<{ result: AlertGroupResult }>('/api/userAlerts', {
      method: 'DELETE',
      body: { asset, timeframe, id },
    })
  ).result;
}

export interface AlertUpdate {
  asset: string;
  timeframe: Timeframe;
  id: string;
  alertConfig: AlertConfigInput;
}

export async function updateAlerts(alertUpdates: AlertUpdate[]): Promise<AlertGroup[]> {
  return (await apiFetch<{ alerts: AlertGroup[] }>('/api/multipleAlerts', { method: 'POST', body: { alertUpdates } }))
    .alerts;
}

export async function deleteAlerts(
  items: Array<{ asset: string; timeframe: Timeframe; id: string }>,
): Promise<AlertGroup[]> {
  return (
    await apiFetch<{ alerts: AlertGroup[] }>('/api/multipleAlerts', { method: 'DELETE', body: { alerts: items } })
  ).alerts;
}

export async function deleteNotification(id: string): Promise<void> {
  await apiFetch('/api/userNotifications', { method: 'DELETE', body: { id } });
}

/** A one-time deep link to the bot that links the chat to the signed-in user (10 minutes). */
export async function telegramLink(): Promise<{ url: string; expiresAt: string }> {
  return apiFetch<{ url: string; expiresAt: string }>('/api/telegramLink', { method: 'POST', body: {} });
}

export async function saveTelegram(id: string, active: boolean): Promise<TelegramSetting> {
  return (await apiFetch<{ telegram: TelegramSetting }>('/api/saveTelegram', { method: 'POST', body: { id, active } }))
    .telegram;
}

/** Unlinks the caller's chat: no more alerts there, and earlier alerts' buttons stop opening the mini-page. */
export async function disconnectTelegram(): Promise<void> {
  await apiFetch('/api/disconnectTelegram', { method: 'POST', body: {} });
}

/** The config that sends an alert back unchanged except for its on/off state. */
export function configOf(alert: Alert, active = alert.active): AlertConfigInput {
  return {
    id: alert.id,
    rules: alert.rules,
    message: alert.message,
    frequency: alert.frequency,
    closeOnly: alert.closeOnly ?? false,
    preCloseMinutes: alert.preCloseMinutes ?? null,
    active,
  };
}

/** Every alert of the groups as bulk items, switched on or off. */
export function switchAll(groups: readonly AlertGroup[], active: boolean): AlertUpdate[] {
  return groups.flatMap((group) =>
    group.alerts.map((alert) => ({
      asset: group.asset,
      timeframe: group.timeframe,
      id: alert.id,
      alertConfig: configOf(alert, active),
    })),
  );
}
