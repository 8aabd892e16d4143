import type { Store } from '../store/types';

/**
 * One browser's web push subscription: the push service address it gave (`endpoint`, unique: one document per
 * device) and the keys the message is encrypted to (RFC 8291). A user may have several devices, each removable.
 */
export interface PushSubscriptionDoc {
  _id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the user reads in the list of devices, e.g. 'Chrome no Android'. */
  label: string;
  createdAt: string;
  /**
   * Which of the user's places the device takes (0 up to the per-user limit), unique per user: two registrations at
   * once cannot take the same place, so they cannot pass the limit together. Absent on devices saved before places.
   */
  slot?: number;
}

export const pushSubscriptions = (store: Store) => store.collection<PushSubscriptionDoc>('push_subscriptions');

export async function ensurePushSubscriptionIndexes(store: Store): Promise<void> {
  await pushSubscriptions(store).createIndex({ endpoint: 1 }, { unique: true });
  await pushSubscriptions(store).createIndex({ userId: 1 });
  await pushSubscriptions(store).createIndex(
    { userId: 1, slot: 1 },
    { unique: true, name: 'one_device_per_slot', partialFilterExpression: { slot: { $exists: true } } },
  );
}
