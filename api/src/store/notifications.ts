import type { Readings } from '../../../src/domain/reading';
import type { Store } from './types';

/** Notification history kept per user (spec 02 §9). */
export const NOTIFICATIONS_KEPT = 100;

/** One alert firing (spec 02 §3). */
export interface NotificationDoc {
  _id: string;
  userId: string;
  asset: string;
  timeframe: string;
  /** ISO time of the firing. */
  timestamp: string;
  message: string;
  /** The alert's id. */
  id: string;
  lastNotification: string;
  /** Readings of every timeframe at the moment of the alert. */
  assetData: Readings;
}

export const notifications = (store: Store) => store.collection<NotificationDoc>('notifications');

export async function ensureNotificationIndexes(store: Store): Promise<void> {
  await notifications(store).createIndex({ userId: 1, timestamp: -1 });
  await notifications(store).createIndex({ timestamp: 1 });
}
