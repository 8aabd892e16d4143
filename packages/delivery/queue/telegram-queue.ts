import type { TelegramMessage } from '../telegram/telegram-sender';
import type { Filter, Store } from '../store/types';
import { SETTLED_RETENTION_SECONDS, type QueuedDelivery } from './queued-delivery';

/** A Telegram message waiting to be sent; kept until it goes out (retried with back-off), never dropped silently. */
export interface TelegramQueueDoc extends TelegramMessage, QueuedDelivery {
  userId: string;
  notificationId: string;
  createdAt: string;
}

export const telegramQueue = (store: Store) => store.collection<TelegramQueueDoc>('telegram_queue');

/** Messages that must no longer go out (the chat blocked the bot, or is no longer the user's): failed, with why. */
export async function failPendingMessages(store: Store, filter: Filter, reason: string): Promise<void> {
  await telegramQueue(store).updateMany(
    { ...filter, status: 'pending' },
    { $set: { status: 'failed', lastError: reason, settledAt: new Date(), sending: false } },
  );
}

export async function ensureTelegramQueueIndexes(store: Store): Promise<void> {
  await telegramQueue(store).createIndex({ status: 1, nextAttemptAt: 1 });
  // The notifier's per-chat claim: the oldest pending message of a leased chat, in the order it was queued.
  await telegramQueue(store).createIndex({ chatId: 1, status: 1, createdAt: 1 });
  await telegramQueue(store).createIndex({ settledAt: 1 }, { expireAfterSeconds: SETTLED_RETENTION_SECONDS });
}
