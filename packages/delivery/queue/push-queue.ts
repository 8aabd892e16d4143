import type { PushPayload } from '@agulhadas/domain/push/push-device';
import type { Store } from '../store/types';
import { SETTLED_RETENTION_SECONDS, type QueuedDelivery } from './queued-delivery';

/**
 * A web push message waiting to be sent to one device: one document per notification and subscription, so each
 * device keeps its own attempts, back-off and outcome (one phone's push service throttling or gone never holds or
 * drops the user's other devices). The keys are read from the subscription at send time, so a device removed on
 * /dispositivos receives nothing more.
 */
export interface PushQueueDoc extends QueuedDelivery {
  userId: string;
  notificationId: string;
  subscriptionId: string;
  payload: PushPayload;
  createdAt: string;
  sentAt?: string;
}

export const pushQueue = (store: Store) => store.collection<PushQueueDoc>('push_queue');

/** The queue id of one notification's message to one device: publishing the same notification again adds nothing. */
export const pushMessageId = (notificationId: string, subscriptionId: string) =>
  `push_${notificationId}_${subscriptionId}`;

export async function ensurePushQueueIndexes(store: Store): Promise<void> {
  await pushQueue(store).createIndex({ status: 1, nextAttemptAt: 1 });
  // The notifier's per-user pass: each leased user's pending messages, per device, in the order queued.
  await pushQueue(store).createIndex({ userId: 1, status: 1, createdAt: 1 });
  await pushQueue(store).createIndex({ subscriptionId: 1, status: 1 });
  await pushQueue(store).createIndex({ settledAt: 1 }, { expireAfterSeconds: SETTLED_RETENTION_SECONDS });
}
