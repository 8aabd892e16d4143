import { ensureUser } from '../../api/src/identity/ensure-user';
import { alerts } from '../../api/src/store/alerts';
import { notifications } from '../../api/src/store/notifications';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import type { Store } from '../../api/src/store/types';
import { users } from '../../api/src/store/users';
import type { Alert, AlertGroup } from '@agulhadas/domain/alerts/alert';
import type { AlertConfigInput } from '@agulhadas/domain/alerts/alert-config-schema';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { call, freshStore, principalFor } from '../support/api-client';
import { assetDoc, grantLevel, insertAssets, reading } from '../support/fixtures';

export const NOW = new Date('2026-11-20T12:00:00.000Z');
export const PETR4 = 'BMFBOVESPA:PETR4';
export const VALE3 = 'BMFBOVESPA:VALE3';
export const ana = principalFor('ana');
export const vitor = principalFor('vitor');
export const rita = principalFor('rita');
export const bruno = principalFor('bruno');

export interface GroupAnswer {
  result: { asset: string; timeframe: Timeframe; alerts: Alert[]; _id: string };
  error?: string;
}
export interface BulkAnswer {
  result: { modifiedCount?: number; deletedCount?: number };
  alerts: AlertGroup[];
  error?: string;
}

export const buyAgulhada: AlertConfigInput = {
  rules: [{ name: 'agulhada', value: 1 }],
  message: 'Agulhada!',
  frequency: 'tf',
  active: true,
};

/** ana Assinante, vitor VIP, bruno Basico, rita registered; two assets with a neutral daily reading. */
export async function arrangeAlertsWorld(): Promise<Store> {
  const store = await freshStore();
  for (const userId of ['ana', 'vitor', 'bruno', 'rita'])
    await ensureUser(store, { userId, email: `${userId}@x.app`, name: userId }, NOW);
  await grantLevel(store, 'ana', 'Assinante');
  await grantLevel(store, 'vitor', 'VIP');
  await grantLevel(store, 'bruno', 'Basico');
  await insertAssets(store, [
    assetDoc(PETR4, { free: true, preco: 10, readings: { D: reading('D'), '15': reading('15') } }),
    assetDoc(VALE3, { preco: 60, readings: { D: reading('D', { preco: 60 }) } }),
  ]);
  return store;
}

export const createAlert = (asset: string, timeframe: Timeframe, alertConfig: unknown, as = ana) =>
  call<GroupAnswer>('userAlerts', { method: 'POST', body: { asset, timeframe, alertConfig }, as });
export const editAlert = (asset: string, timeframe: Timeframe, alertConfig: unknown, as = ana) =>
  call<GroupAnswer>('userAlerts', { method: 'PUT', body: { asset, timeframe, alertConfig }, as });
export const deleteAlert = (asset: string, timeframe: Timeframe, id: string, as = ana) =>
  call<GroupAnswer>('userAlerts', { method: 'DELETE', body: { asset, timeframe, id }, as });

/** Everything an alert request could have changed, to prove a refusal changed nothing. */
export async function snapshot(store: Store) {
  return {
    alerts: await alerts(store)
      .find({}, { sort: { _id: 1 } })
      .toArray(),
    notifications: await notifications(store)
      .find({}, { sort: { _id: 1 } })
      .toArray(),
    users: await users(store)
      .find({}, { sort: { _id: 1 } })
      .toArray(),
    queue: await telegramQueue(store)
      .find({}, { sort: { _id: 1 } })
      .toArray(),
  };
}

/** A seeded alert of a user, made through the API by a paying stand-in then moved to the user (for non-paid cases). */
export async function alertOwnedBy(
  store: Store,
  userId: string,
  asset: string,
  timeframe: Timeframe,
  alertConfig: AlertConfigInput = buyAgulhada,
): Promise<Alert> {
  const made = await createAlert(asset, timeframe, alertConfig, vitor);
  const alert = made.body.result.alerts.at(-1)!;
  const doc = await alerts(store).findOne({ _id: `vitor|${alert.id}` });
  await alerts(store).deleteOne({ _id: `vitor|${alert.id}` });
  await alerts(store).insertOne({ ...doc!, _id: `${userId}|${alert.id}`, userId });
  return alert;
}
