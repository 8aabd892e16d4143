import type { TelegramMessage } from '../services/telegram/telegram-sender';
import type { Store } from './types';
import type { QueuedDelivery } from '../lib/delivery-queue';

/** A Telegram message waiting to be sent; kept until it goes out (retried with back-off), never dropped silently. */
export interface TelegramQueueDoc extends TelegramMessage, QueuedDelivery {
  userId: string;
  notificationId: string;
  createdAt: string;
}

export const telegramQueue = (store: Store) => store.collection<TelegramQueueDoc>('telegram_queue');

export async function ensureTelegramQueueIndexes(store: Store): Promise<void> {
  await telegramQueue(store).createIndex({ status: 1, nextAttemptAt: 1 });
}
