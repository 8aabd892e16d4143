import type { Alert, AlertGroup } from '@agulhadas/domain/alerts/alert';
import { PRE_CLOSE_MINUTES } from '@agulhadas/domain/alerts/pre-close';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import { JsonText } from '../lib/json-text';
import type { DeepReadonly, Store } from './types';

/**
 * One document per alert (the API still answers them grouped by asset and timeframe):
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

/** ALERT_ORDER between two alerts (ISO times and ids are ASCII: compared as MongoDB compares them). */
function inAlertOrder(a: DeepReadonly<AlertDoc>, b: DeepReadonly<AlertDoc>): number {
  if (a.created !== b.created) return a.created < b.created ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Groups a user's alerts as the API's `{asset, timeframe, alerts[]}` list, ordered by asset then timeframe, each
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
    .map(({ asset, timeframe, docs: members }) => ({
      asset,
      timeframe,
      alerts: members.sort(inAlertOrder).map(toAlert),
    }));
}

/**
 * Oldest first, ties (alerts made in the same instant: templates, bulk) by id: an edit or a switch never moves a
 * row, whatever order the database keeps documents in after a write.
 */
export const ALERT_ORDER = { created: 1, _id: 1 } as const;

export async function alertGroupsOf(store: Store, userId: string): Promise<DeepReadonly<AlertGroup>[]> {
  return groupAlerts(await alerts(store).findReadOnly({ userId }));
}

const NO_ALERTS = new JsonText('[]');
/** The groups' JSON, kept with the user's first alert document (read-only: it stands for that stored version). */
const groupsTextOf = new WeakMap<DeepReadonly<AlertDoc>, { docs: readonly DeepReadonly<AlertDoc>[]; text: JsonText }>();
const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * alertGroupsOf as JSON, written again only when the user's alerts change: read-only documents are the stored
 * versions themselves (the embedded store hands out the same frozen document until it is written; MongoDB's are
 * new each time and just miss), so the same documents in the same order make the same groups. Grouping and
 * serialising them was most of a getUserInfo, which every screen asks on focus (bench/load.ts).
 */
export async function alertGroupsTextOf(store: Store, userId: string): Promise<JsonText> {
  const docs = await alerts(store).findReadOnly({ userId });
  const [first] = docs;
  if (first === undefined) return NO_ALERTS;
  const kept = groupsTextOf.get(first);
  if (kept !== undefined && sameItems(kept.docs, docs)) return kept.text;
  const text = new JsonText(JSON.stringify(groupAlerts(docs)));
  groupsTextOf.set(first, { docs, text });
  return text;
}

/** Enabled alerts that warn before a candle's close ('Avisar antes do fechamento'). */
const PRE_CLOSE_ENABLED = { preCloseMinutes: { $in: [...PRE_CLOSE_MINUTES] }, active: true };

/**
 * The assets at least one enabled pre-close alert watches: what the robot's pre-close rounds read. One distinct read
 * over the (preCloseMinutes, active, asset) index, which holds the answer; alerts without a lead are not in its range.
 */
export async function preCloseWatchedAssets(store: Store): Promise<Set<string>> {
  return new Set((await alerts(store).distinct('asset', PRE_CLOSE_ENABLED)) as string[]);
}

export async function ensureAlertIndexes(store: Store): Promise<void> {
  await alerts(store).createIndex({ asset: 1, timeframe: 1 });
  await alerts(store).createIndex({ userId: 1 });
  await alerts(store).createIndex({ preCloseMinutes: 1, active: 1, asset: 1 });
}
