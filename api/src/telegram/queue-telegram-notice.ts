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

/** One message for one chat, queued for the notifier unless its id is already queued: answers whether this call queued it. */
export async function queueChatMessage(
  store: Store,
  message: TelegramNotice & { chatId: string },
  now: Date,
): Promise<boolean> {
  try {
    await telegramQueue(store).insertOne({
      _id: message.id,
      userId: message.userId,
      notificationId: message.id,
      chatId: message.chatId,
      text: message.text,
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

/**
 * Queues a notice for the user's Telegram chat when one is linked and active (and the bot is on). It tells of a
 * payment and must not be lost: the notifier sends and retries it. Answers whether this call queued it.
 */
export async function queueTelegramNotice(store: Store, notice: TelegramNotice, now: Date): Promise<boolean> {
  if (!featureOn('telegram')) return false;
  const user = await users(store).findOne({ _id: notice.userId }, { projection: { telegram: 1 } });
  const chatId = user?.telegram?.active ? user.telegram.id : '';
  if (!chatId) return false;
  return queueChatMessage(store, { ...notice, chatId }, now);
}
