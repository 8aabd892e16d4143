import type { NotificationView } from '@agulhadas/domain/notification';
import type { Store } from './types';

/** Notification history kept per user. */
export const NOTIFICATIONS_KEPT = 100;

/** One alert firing, owned by one user. */
export interface NotificationDoc extends NotificationView {
  userId: string;
}

export const notifications = (store: Store) => store.collection<NotificationDoc>('notifications');

export async function ensureNotificationIndexes(store: Store): Promise<void> {
  await notifications(store).createIndex({ userId: 1, timestamp: -1 });
  await notifications(store).createIndex({ timestamp: 1 });
}
