import type { Alert, AlertGroup } from '../../../src/domain/alerts/alert';
import type { Timeframe } from '../../../src/domain/timeframes';
import type { Store } from './types';

/**
 * One document per alert (the API still answers them grouped by asset and timeframe, spec 02 §3):
 * firing stamps and edits are atomic per alert, and the engine reads only the alerts on the assets
 * that changed, through the (asset, timeframe) index.
 */
export interface AlertDoc extends Alert {
  /** `${userId}|${alert.id}`. */
  _id: string;
  userId: string;
  asset: string;
}

export const alertDocId = (userId: string, alertId: string) => `${userId}|${alertId}`;

export const alerts = (store: Store) => store.collection<AlertDoc>('alerts');

export function toAlert(doc: AlertDoc): Alert {
  const { _id: _unusedId, userId: _unusedUser, asset: _unusedAsset, ...alert } = doc;
  return alert;
}

/** Groups a user's alerts as the spec's `{asset, timeframe, alerts[]}` list, ordered by asset then timeframe. */
export function groupAlerts(docs: readonly AlertDoc[]): AlertGroup[] {
  const groups = new Map<string, AlertGroup>();
  for (const doc of docs) {
    const key = `${doc.asset}|${doc.timeframe}`;
    let group = groups.get(key);
    if (!group) {
      group = { asset: doc.asset, timeframe: doc.timeframe as Timeframe, alerts: [] };
      groups.set(key, group);
    }
    group.alerts.push(toAlert(doc));
  }
  return [...groups.values()].sort((a, b) => a.asset.localeCompare(b.asset) || a.timeframe.localeCompare(b.timeframe));
}

/**
 * Oldest first, ties (alerts made in the same instant: templates, bulk) by id: an edit or a switch never moves a
 * row, whatever order the database keeps documents in after a write.
 */
export const ALERT_ORDER = { created: 1, _id: 1 } as const;

export async function alertGroupsOf(store: Store, userId: string): Promise<AlertGroup[]> {
  return groupAlerts(await alerts(store).find({ userId }, { sort: ALERT_ORDER }).toArray());
}

export async function ensureAlertIndexes(store: Store): Promise<void> {
  await alerts(store).createIndex({ asset: 1, timeframe: 1 });
  await alerts(store).createIndex({ userId: 1 });
}
