import { can } from '@agulhadas/domain/permissions';
import { config, featureOn } from '../config';
import { NOTIFICATIONS_KEPT, notifications, type NotificationDoc } from '../store/notifications';
import { telegramQueue, type TelegramQueueDoc } from '@agulhadas/delivery/queue/telegram-queue';
import { pushMessageId, pushQueue, type PushQueueDoc } from '@agulhadas/delivery/queue/push-queue';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { alertPushPayload } from '@agulhadas/domain/push/alert-push-payload';
import type { Store, StoreCollection } from '../store/types';
import { users } from '../store/users';
import { inSpan } from '@agulhadas/delivery/telemetry/spans';
import { currentTraceparent } from '@agulhadas/delivery/telemetry/trace-context';

/** What each queued message carries to the notifier: the trace to continue, and the close it announces. */
function deliveryContext(
  closesAt: ReadonlyMap<string, string>,
  notificationId: string,
): { traceparent?: string; closeAt?: string } {
  const traceparent = currentTraceparent();
  const closeAt = closesAt.get(notificationId);
  return { ...(traceparent ? { traceparent } : {}), ...(closeAt ? { closeAt } : {}) };
}

/** The largest count $slice accepts (a 32-bit integer). */
const MAX_ARRAY = 2_147_483_647;

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/** Writes each document unless its id is already stored: publishing the same firing again changes nothing. */
function insertAbsent<T extends { _id: string }>(collection: StoreCollection<T>, docs: readonly T[]) {
  return collection.bulkWrite(
    docs.map(({ _id, ...fields }) => ({
      updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true },
    })),
    { ordered: false },
  );
}

/** Link of the Telegram mini-page for one notification. */
export function telegramPageUrl(notification: NotificationDoc): string {
  const query = new URLSearchParams({
    asset: notification.asset,
    tf: notification.timeframe,
    u: notification.userId,
    ts: notification.timestamp,
    notification: notification._id,
  });
  return `${config().publicUrl}/telegram?${query.toString()}`;
}

/**
 * Keeps the newest NOTIFICATIONS_KEPT notifications of each user: the server lists what is older than that per user
 * (one aggregation over the users' index), then one delete removes them, whatever the number of users notified.
 */
/** Queues one channel's messages for the notifications; `closesAt` gives each alert's candle close. */
type Enqueue = (
  store: Store,
  items: readonly NotificationDoc[],
  roles: ReadonlyMap<string, readonly string[]>,
  now: Date,
  closesAt: ReadonlyMap<string, string>,
) => Promise<void>;

async function trimNotifications(store: Store, userIds: string[]): Promise<void> {
  const stale = await notifications(store).aggregate<{ _id: string; stale: string[] }>([
    { $match: { userId: { $in: userIds } } },
    { $sort: { userId: 1, timestamp: -1 } },
    { $group: { _id: '$userId', ids: { $push: '$_id' } } },
    // $slice needs a positive count: "all the rest" is the most one user could hold.
    { $project: { stale: { $slice: ['$ids', NOTIFICATIONS_KEPT, MAX_ARRAY] } } },
    { $match: { 'stale.0': { $exists: true } } },
  ]);
  const ids = stale.flatMap((user) => user.stale);
  if (ids.length) await notifications(store).deleteMany({ _id: { $in: ids } });
}

const enqueueTelegram: Enqueue = async (store, items, roles, now, closesAt) => {
  const userIds = unique(items.map((item) => item.userId));
  const people = await users(store)
    .find({ _id: { $in: userIds } }, { projection: { telegram: 1 } })
    .toArray();
  const chatOf = new Map(
    people.filter((user) => user.telegram?.active && user.telegram.id).map((user) => [user._id, user.telegram!.id]),
  );
  const queued: TelegramQueueDoc[] = [];
  for (const notification of items) {
    const chatId = chatOf.get(notification.userId);
    if (!chatId || !can(roles.get(notification.userId) ?? [], 'telegram:use')) continue;
    queued.push({
      _id: `tg_${notification._id}`,
      userId: notification.userId,
      notificationId: notification._id,
      chatId,
      text: notification.message,
      buttonText: 'Ver leituras',
      buttonUrl: telegramPageUrl(notification),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
      ...deliveryContext(closesAt, notification._id),
    });
  }
  if (queued.length) await insertAbsent(telegramQueue(store), queued);
};

/**
 * One push message per notification and device, for the users whose plan has alerts: the devices of all of them in
 * one read, the messages in one write, whatever the number of users notified.
 */
const enqueuePush: Enqueue = async (store, items, roles, now, closesAt) => {
  const allowed = unique(items.map((item) => item.userId)).filter((userId) => can(roles.get(userId) ?? [], 'push:use'));
  if (!allowed.length) return;
  const devices = await pushSubscriptions(store)
    .find({ userId: { $in: allowed } }, { projection: { userId: 1 } })
    .toArray();
  const devicesOf = new Map<string, string[]>();
  for (const device of devices) devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device._id]);
  const queued = items.flatMap((notification) =>
    (devicesOf.get(notification.userId) ?? []).map((subscriptionId): PushQueueDoc => ({
      _id: pushMessageId(notification._id, subscriptionId),
      userId: notification.userId,
      notificationId: notification._id,
      subscriptionId,
      payload: alertPushPayload(notification),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
      ...deliveryContext(closesAt, notification._id),
    })),
  );
  if (queued.length) await insertAbsent(pushQueue(store), queued);
};

/**
 * Stores notifications (last 100 per user), queues a Telegram message for each user whose Telegram is active and
 * whose roles allow it, and a web push message for each of their devices. The notification is written first, so a
 * delivery failure never loses it; every write skips ids already stored, so publishing again queues nothing twice.
 * Sending is the notifier's (its own always-on process): a request only enqueues, so no caller waits on Telegram or
 * a push service. Shared by the alert engine and the VIP webhook. Each queued message keeps the active trace context
 * and, for an alert, its candle's close (`closesAt` by notification id), so the notifier's send continues the trace and
 * measures close-to-delivery.
 */
export async function publishNotifications(
  store: Store,
  items: readonly NotificationDoc[],
  roles: ReadonlyMap<string, readonly string[]>,
  now: Date,
  closesAt: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  if (!items.length) return;
  await inSpan('api.enqueue', { attributes: { 'agulhadas.notifications': items.length } }, async () => {
    await insertAbsent(notifications(store), items);
    await trimNotifications(store, unique(items.map((item) => item.userId)));
    // A channel in FEATURES_OFF queues nothing: no bot or push service would ever take it.
    if (featureOn('telegram')) await enqueueTelegram(store, items, roles, now, closesAt);
    if (featureOn('push')) await enqueuePush(store, items, roles, now, closesAt);
  });
}
