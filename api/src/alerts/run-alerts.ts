import { createHash } from 'node:crypto';
import { AlertIndex } from '@agulhadas/domain/alerts/alert-index';
import { alertMessage, preCloseAlertMessage } from '@agulhadas/domain/alerts/alert-message';
import { afterFire, afterPreCloseFire } from '@agulhadas/domain/alerts/fire-policy';
import { holdRateLines } from '@agulhadas/domain/alerts/hold-rate-text';
import { preCloseKey } from '@agulhadas/domain/alerts/pre-close';
import { deriveRoles } from '@agulhadas/domain/identity/derive-roles';
import { candleCloseTime, MARKET_HOURS } from '@agulhadas/domain/market-hours';
import { can } from '@agulhadas/domain/permissions';
import type { Reading, Readings } from '@agulhadas/domain/reading';
import type { Timeframe } from '@agulhadas/domain/timeframes';
import type { ReadingChange } from '../ingest/plan-ingest';
import { alertDocId, alerts, toAlert, type AlertDoc } from '../store/alerts';
import type { AssetDoc } from '../store/assets';
import { holdRateId, holdRates, type HoldRateDoc } from '../store/hold-rates';
import type { NotificationDoc } from '../store/notifications';
import { subscriptions, type SubscriptionDoc } from '../store/subscriptions';
import type { Store } from '../store/types';
import { publishNotifications } from './publish-notifications';

interface Firing {
  doc: AlertDoc;
  reading: Reading;
  notification: NotificationDoc;
  /** The close of the candle it announces (a forming candle's: the round's time), for close-to-delivery. */
  closeAt: string;
  /** A pre-close message ('Avisar antes do fechamento'): stamped apart from the close's once-per-candle memory. */
  preClose: boolean;
}

/** When the candle a firing announces closed: its close for a closed candle, the round's time for a forming one. */
function closeOf(reading: Reading, timeframe: Timeframe, asset: AssetDoc | undefined, now: Date): string {
  if (!reading.fechado) return now.toISOString();
  const close = candleCloseTime(
    Date.parse(reading.lastUpdate),
    timeframe,
    MARKET_HOURS[asset?.marketHours ?? 'ALWAYS'],
  );
  return new Date(Math.min(close, now.getTime())).toISOString();
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

const hashId = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 32);

/**
 * A firing's id, from which its notification and Telegram message ids derive, so publishing it again (a resumed or
 * replayed round) changes nothing. A closed candle fires a close-only alert once whichever round reads it: its id is
 * the alert and the candle. A forming candle may fire again in a later round (frequency '15'): its id adds the round.
 * Both name the candle, so two candles read in one round are two firings.
 */
function firingId(
  roundId: string,
  alertId: string,
  asset: string,
  timeframe: string,
  reading: Reading,
  closeOnly: boolean,
): string {
  return hashId(closeOnly ? 'closed' : roundId, alertId, asset, timeframe, reading.lastUpdate);
}

/** A pre-close firing's id: one per alert, candle and 'preclose', whichever round inside the window sends it. */
const preCloseFiringId = (alertId: string, asset: string, timeframe: string, reading: Reading): string =>
  hashId(preCloseKey(alertId, reading.lastUpdate), asset, timeframe);

/** The stored hold rates the round's pre-close firings quote, by id (one read). */
async function holdRatesFor(store: Store, ids: string[]): Promise<Map<string, HoldRateDoc>> {
  if (!ids.length) return new Map();
  const docs = await holdRates(store)
    .find({ _id: { $in: unique(ids) } })
    .toArray();
  return new Map(docs.map((doc) => [doc._id, doc]));
}

/** Each user's roles from one read of their subscriptions (grouped once: a scan per user grows with the crowd squared). */
async function rolesByUser(store: Store, userIds: string[], now: Date): Promise<Map<string, string[]>> {
  const subs = await subscriptions(store)
    .find({ userId: { $in: userIds } })
    .toArray();
  const subsOf = new Map<string, SubscriptionDoc[]>();
  for (const sub of subs) {
    const own = subsOf.get(sub.userId);
    if (own) own.push(sub);
    else subsOf.set(sub.userId, [sub]);
  }
  return new Map(userIds.map((userId) => [userId, deriveRoles(userId, subsOf.get(userId) ?? [], now)]));
}

/**
 * The alert engine, run after each ingest on the readings that changed: only the active alerts on
 * those assets are read and indexed by (asset, timeframe); close-only alerts read the candles each change closed,
 * the others its newest reading (AlertIndex.match); each firing is stored as a notification (last
 * 100 per user), queued for Telegram for users whose Telegram is active and whose subscription allows
 * alerts, and then stamped on its alert (stamping last: a failure in between re-fires, never loses, and the
 * round-derived ids absorb the repeat). Returns the number of firings.
 */
export async function runAlertsAfterIngest(
  store: Store,
  roundId: string,
  changes: readonly ReadingChange[],
  updatedAssets: readonly AssetDoc[],
  now: Date,
  owner?: string,
): Promise<number> {
  // An own asset's round (owner set) fires only its owner's alerts: another VIP may use the same code for theirs.
  // One read whatever the number of users: the alerts on the changed assets and timeframes (the (asset, timeframe)
  // index serves both lists).
  const docs = await alerts(store)
    .find({
      asset: { $in: unique(changes.map((change) => change.asset)) },
      timeframe: { $in: unique(changes.map((change) => change.timeframe)) },
      active: true,
      ...(owner ? { userId: owner } : {}),
    })
    .toArray();
  if (!docs.length) return 0;
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const index = AlertIndex.build(
    docs.map((doc) => ({
      userId: doc.userId,
      asset: doc.asset,
      timeframe: doc.timeframe as Timeframe,
      alert: toAlert(doc),
    })),
  );
  const assetOf = new Map(updatedAssets.map((asset) => [asset.asset, asset]));
  const marketOf = (asset: string) => assetOf.get(asset)?.marketHours ?? 'ALWAYS';
  const candidates = changes.flatMap((change) =>
    index.match(
      change.asset,
      change.timeframe,
      change.reading,
      now,
      change.closed,
      MARKET_HOURS[marketOf(change.asset)],
    ),
  );
  if (!candidates.length) return 0;
  const roles = await rolesByUser(store, unique(candidates.map(({ entry }) => entry.userId)), now);
  const rateId = ({ entry }: (typeof candidates)[number]) =>
    holdRateId(marketOf(entry.asset), entry.timeframe, entry.alert.preCloseMinutes!);
  const rates = await holdRatesFor(store, candidates.filter((candidate) => candidate.preClose).map(rateId));
  const at = now.toISOString();
  const firings: Firing[] = candidates
    .filter(({ entry }) => can(roles.get(entry.userId) ?? [], 'alerts:use'))
    .map((candidate) => {
      const { entry, reading, preClose } = candidate;
      const doc = byId.get(alertDocId(entry.userId, entry.alert.id))!;
      const asset = assetOf.get(entry.asset);
      const ticked = { asset: entry.asset, assetType: asset?.assetType, marketHours: asset?.marketHours };
      const rate = preClose ? rates.get(rateId(candidate)) : undefined;
      const message = preClose
        ? preCloseAlertMessage(
            ticked,
            entry.timeframe,
            entry.alert,
            reading,
            preClose.minutesLeft,
            holdRateLines(rate, rate?.demo ?? false),
          )
        : alertMessage(ticked, entry.timeframe, entry.alert, reading);
      // 'No momento do alerta' shows the candle that fired it (a close-only alert's closed candle), the other
      // timeframes as they stand.
      const assetData: Readings = { ...asset?.readings, [entry.timeframe]: reading };
      const _id = preClose
        ? preCloseFiringId(doc._id, entry.asset, entry.timeframe, reading)
        : firingId(roundId, doc._id, entry.asset, entry.timeframe, reading, entry.alert.closeOnly === true);
      return {
        doc,
        reading,
        preClose: Boolean(preClose),
        closeAt: closeOf(reading, entry.timeframe, asset, now),
        notification: {
          _id,
          userId: entry.userId,
          asset: entry.asset,
          timeframe: entry.timeframe,
          timestamp: at,
          message,
          id: entry.alert.id,
          lastNotification: at,
          assetData,
        },
      };
    });
  if (!firings.length) return 0;
  await publishNotifications(
    store,
    firings.map((firing) => firing.notification),
    roles,
    now,
    new Map(firings.map((firing) => [firing.notification._id, firing.closeAt])),
  );
  // One stamp per alert: its pre-close message's candle, then the last candle it fired on at a close or while forming
  // (closes come oldest first), each on the alert as the one before left it.
  const stamped = new Map<string, ReturnType<typeof toAlert<AlertDoc>>>();
  for (const { doc, reading, preClose } of firings) {
    const before = stamped.get(doc._id) ?? toAlert(doc);
    stamped.set(
      doc._id,
      preClose ? afterPreCloseFire(before, now, reading.lastUpdate) : afterFire(before, now, reading.lastUpdate),
    );
  }
  await alerts(store).bulkWrite(
    [...stamped].map(([_id, fired]) => ({
      updateOne: {
        filter: { _id },
        update: {
          $set: {
            lastNotification: fired.lastNotification,
            active: fired.active,
            ...(fired.lastCandle ? { lastCandle: fired.lastCandle } : {}),
            ...(fired.lastPreCloseCandle ? { lastPreCloseCandle: fired.lastPreCloseCandle } : {}),
          },
        },
      },
    })),
    { ordered: false },
  );
  return firings.length;
}
