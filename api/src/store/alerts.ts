import type { Alert, AlertGroup } from '../../../src/domain/alerts/alert';
import type { Timeframe } from '../../../src/domain/timeframes';
import type { DeepReadonly, Store } from './types';

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

/** The alert without its storage fields; read-only documents give read-only alerts. */
export function toAlert<D extends DeepReadonly<AlertDoc>>(doc: D): Omit<D, '_id' | 'userId' | 'asset'> {
  const { _id: _unusedId, userId: _unusedUser, asset: _unusedAsset, ...alert } = doc;
  return alert;
}

/**
 * toAlert of a read-only document, kept as long as the document: the embedded store hands out the same frozen
 * document until it is written, so a user's getUserInfo builds each alert once (MongoDB's fresh documents just miss).
 */
const alertOf = new WeakMap<DeepReadonly<AlertDoc>, DeepReadonly<Alert>>();
function sharedAlert(doc: DeepReadonly<AlertDoc>): DeepReadonly<Alert> {
  let alert = alertOf.get(doc);
  if (alert === undefined) {
    alert = Object.freeze(toAlert(doc));
    alertOf.set(doc, alert);
  }
  return alert;
}

/** ALERT_ORDER between two alerts (ISO times and ids are ASCII: compared as MongoDB compares them). */
function inAlertOrder(a: DeepReadonly<AlertDoc>, b: DeepReadonly<AlertDoc>): number {
  if (a.created !== b.created) return a.created < b.created ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Groups a user's alerts as the spec's `{asset, timeframe, alerts[]}` list, ordered by asset then timeframe, each
 * group's alerts in ALERT_ORDER. Grouped first, then each group sorted: a few comparisons per group instead of a sort
 * of all the user's alerts, which cost more than the rest of getUserInfo's reads (bench/load.ts).
 */
export function groupAlerts(docs: readonly DeepReadonly<AlertDoc>[]): DeepReadonly<AlertGroup>[] {
  const groups = new Map<string, { asset: string; timeframe: Timeframe; docs: DeepReadonly<AlertDoc>[] }>();
  for (const doc of docs) {
    const key = `${doc.asset}|${doc.timeframe}`;
    const group = groups.get(key);
    if (group) group.docs.push(doc);
    else groups.set(key, { asset: doc.asset, timeframe: doc.timeframe as Timeframe, docs: [doc] });
  }
  return [...groups.values()]
    .sort((a, b) => a.asset.localeCompare(b.asset) || a.timeframe.localeCompare(b.timeframe))
    .map(({ asset, timeframe, docs: members }) => ({ asset, timeframe, alerts: members.sort(inAlertOrder).map(sharedAlert) }));
}

/**
 * Oldest first, ties (alerts made in the same instant: templates, bulk) by id: an edit or a switch never moves a
 * row, whatever order the database keeps documents in after a write.
 */
export const ALERT_ORDER = { created: 1, _id: 1 } as const;

export async function alertGroupsOf(store: Store, userId: string): Promise<DeepReadonly<AlertGroup>[]> {
  return groupAlerts(await alerts(store).findReadOnly({ userId }));
}

export async function ensureAlertIndexes(store: Store): Promise<void> {
  await alerts(store).createIndex({ asset: 1, timeframe: 1 });
  await alerts(store).createIndex({ userId: 1 });
}
