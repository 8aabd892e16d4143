import { DeliveryDeferred, deliverDue } from '../lib/delivery-queue';
import { TelegramBlockedError, type TelegramSender } from '../services/telegram/telegram-sender';
import { failPendingMessages, telegramQueue, type TelegramQueueDoc } from '../store/telegram-queue';
import type { Filter, Store } from '../store/types';
import { users } from '../store/users';

export const MAX_TELEGRAM_ATTEMPTS = 8;
/**
 * Messages one chat gets in one run. Telegram asks for about one a second per chat and answers a burst beyond that
 * with 429 (retried after its retry_after); a run's extra messages for a chat wait for the next run instead of
 * holding up the robot's call that drives the run.
 */
export const CHAT_BURST = 5;

/** The user blocked the bot: their Telegram is switched off (shown on /dispositivos) and the chat's queue dropped. */
async function chatBlocked(store: Store, message: TelegramQueueDoc, now: Date): Promise<void> {
  await users(store).updateOne(
    { _id: message.userId, 'telegram.id': message.chatId },
    { $set: { 'telegram.active': false, 'telegram.blockedAt': now.toISOString() } },
  );
  await failPendingMessages(store, { chatId: message.chatId, _id: { $ne: message._id } }, 'chat bloqueou o robô');
}

/**
 * Sends the due messages of the queue (claimed one by one, retried with back-off, failed after
 * MAX_TELEGRAM_ATTEMPTS; the notification itself was stored before, whatever happens here). At most CHAT_BURST a
 * chat per run; a 429 waits what Telegram asks; a 403 switches the user's Telegram off. `only` narrows the run to
 * some messages (one just queued, sent at once).
 */
export function deliverTelegramQueue(
  store: Store,
  sender: TelegramSender,
  now: Date,
  options: { limit?: number; only?: Filter } = {},
): Promise<{ sent: number; failed: number }> {
  const perChat = new Map<string, number>();
  return deliverDue(
    telegramQueue(store),
    async (message) => {
      const count = (perChat.get(message.chatId) ?? 0) + 1;
      perChat.set(message.chatId, count);
      if (count > CHAT_BURST) throw new DeliveryDeferred('mensagens demais para o mesmo chat nesta rodada', new Date(now.getTime() + count * 1000));
      try {
        await sender.send({ chatId: message.chatId, text: message.text, buttonText: message.buttonText, buttonUrl: message.buttonUrl });
      } catch (error) {
        if (error instanceof TelegramBlockedError) await chatBlocked(store, message, now);
        throw error;
      }
    },
    now,
    { maxAttempts: MAX_TELEGRAM_ATTEMPTS, limit: options.limit ?? 500, ...(options.only ? { only: options.only } : {}) },
  );
}
