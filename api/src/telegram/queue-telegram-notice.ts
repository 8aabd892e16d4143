import { featureOn } from '../config';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { DuplicateKeyError, type Store } from '../store/types';
import { users } from '../store/users';

export interface TelegramNotice {
  /** Deterministic: the same notice is queued once, however often its cause is replayed. */
  id: string;
  userId: string;
  text: string;
}

/**
 * Queues a notice for the user's Telegram chat when one is linked and active (and the bot is on). Unlike the bot's
 * replies, it goes through the retried queue: it tells of a payment and must not be lost. Answers whether this call
 * queued it; the notifier sends and retries it.
 */
export async function queueTelegramNotice(store: Store, notice: TelegramNotice, now: Date): Promise<boolean> {
  if (!featureOn('telegram')) return false;
  const user = await users(store).findOne({ _id: notice.userId }, { projection: { telegram: 1 } });
  const chatId = user?.telegram?.active ? user.telegram.id : '';
  if (!chatId) return false;
  try {
    await telegramQueue(store).insertOne({
      _id: notice.id,
      userId: notice.userId,
      notificationId: notice.id,
      chatId,
      text: notice.text,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      lastError: null,
      createdAt: now.toISOString(),
    });
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}
