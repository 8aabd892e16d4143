import { createHash } from 'node:crypto';
import { AlertIndex } from '../../../src/domain/alerts/alert-index';
import { alertMessage } from '../../../src/domain/alerts/alert-message';
import { afterFire } from '../../../src/domain/alerts/fire-policy';
import { deriveRoles } from '../../../src/domain/identity/derive-roles';
import { can } from '../../../src/domain/permissions';
import type { Reading, Readings } from '../../../src/domain/reading';
import type { Timeframe } from '../../../src/domain/timeframes';
import type { ReadingChange } from '../ingest/plan-ingest';
import { alertDocId, alerts, toAlert, type AlertDoc } from '../store/alerts';
import type { AssetDoc } from '../store/assets';
import type { NotificationDoc } from '../store/notifications';
import { subscriptions } from '../store/subscriptions';
import type { Store } from '../store/types';
import { publishNotifications } from './publish-notifications';

interface Firing {
  doc: AlertDoc;
  reading: Reading;
  notification: NotificationDoc;
}

const unique = <T,>(values: Iterable<T>) => [...new Set(values)];

/** One id per (round, alert, asset, timeframe): resuming an interrupted round cannot publish a firing twice. */
const firingId = (roundId: string, alertId: string, asset: string, timeframe: string) =>
  createHash('sha256').update(`${roundId}\n${alertId}\n${asset}\n${timeframe}`).digest('base64url').slice(0, 32);

async function rolesByUser(store: Store, userIds: string[], now: Date): Promise<Map<string, string[]>> {
  const subs = await subscriptions(store).find({ userId: { $in: userIds } }).toArray();
  return new Map(userIds.map((userId) => [userId, deriveRoles(userId, subs.filter((sub) => sub.userId === userId), now)]));
}

/**
 * The alert engine, run after each ingest on the readings that changed: only the active alerts on
 * those assets are read and indexed by (asset, timeframe); each firing is stored as a notification (last
 * 100 per user), queued for Telegram for users whose Telegram is active and whose subscription allows
 * alerts, and then stamped on its alert (stamping last: a failure in between re-fires, never loses, and the
 * round-derived ids absorb the repeat). Returns the number of firings.
 */
export async function runAlertsAfterIngest(store: Store, roundId: string, changes: readonly ReadingChange[], updatedAssets: readonly AssetDoc[], now: Date, owner?: string): Promise<number> {
  // An own asset's round (owner set) fires only its owner's alerts: another VIP may use the same code for theirs.
  const docs = await alerts(store).find({ asset: { $in: unique(changes.map((change) => change.asset)) }, active: true, ...(owner ? { userId: owner } : {}) }).toArray();
  if (!docs.length) return 0;
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const index = AlertIndex.build(docs.map((doc) => ({ userId: doc.userId, asset: doc.asset, timeframe: doc.timeframe as Timeframe, alert: toAlert(doc) })));
  const candidates = changes.flatMap((change) => index.match(change.asset, change.timeframe, change.reading, now).map((entry) => ({ entry, reading: change.reading })));
  if (!candidates.length) return 0;
  const roles = await rolesByUser(store, unique(candidates.map(({ entry }) => entry.userId)), now);
  const readingsOf = new Map<string, Readings>(updatedAssets.map((asset) => [asset.asset, asset.readings]));
  const typeOf = new Map(updatedAssets.map((asset) => [asset.asset, asset.assetType]));
  const at = now.toISOString();
  const firings: Firing[] = candidates
    .filter(({ entry }) => can(roles.get(entry.userId) ?? [], 'alerts:use'))
    .map(({ entry, reading }) => {
      const doc = byId.get(alertDocId(entry.userId, entry.alert.id))!;
      const message = alertMessage({ asset: entry.asset, assetType: typeOf.get(entry.asset) }, entry.timeframe, entry.alert, reading);
      return {
        doc,
        reading,
        notification: { _id: firingId(roundId, doc._id, entry.asset, entry.timeframe), userId: entry.userId, asset: entry.asset, timeframe: entry.timeframe, timestamp: at, message, id: entry.alert.id, lastNotification: at, assetData: readingsOf.get(entry.asset) ?? { [entry.timeframe]: reading } },
      };
    });
  if (!firings.length) return 0;
  await publishNotifications(store, firings.map((firing) => firing.notification), roles, now);
  await alerts(store).bulkWrite(
    firings.map(({ doc }) => {
      const fired = afterFire(toAlert(doc), now);
      return { updateOne: { filter: { _id: doc._id }, update: { $set: { lastNotification: fired.lastNotification, active: fired.active } } } };
    }),
    { ordered: false },
  );
  return firings.length;
}

