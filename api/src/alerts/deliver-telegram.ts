import { DeliveryDeferred, deliverDue } from '../lib/delivery-queue';
import { TelegramBlockedError, type TelegramSender } from '../services/telegram/telegram-sender';
import { telegramQueue, type TelegramQueueDoc } from '../store/telegram-queue';
import type { Store } from '../store/types';
import { users } from '../store/users';

export const MAX_TELEGRAM_ATTEMPTS = 8;
/** Telegram asks for about one message a second in a chat. */
export const CHAT_SPACING_MS = 1000;
/** Longest a run waits to space a chat's messages; the rest go in a later run. */
export const PACING_BUDGET_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user blocked the bot: their Telegram is switched off (shown on /dispositivos) and the chat's queue dropped. */
async function chatBlocked(store: Store, message: TelegramQueueDoc, now: Date): Promise<void> {
  await users(store).updateOne({ _id: message.userId, 'telegram.id': message.chatId }, { $set: { 'telegram.active': false, 'telegram.blockedAt': now.toISOString() } });
  await telegramQueue(store).updateMany({ chatId: message.chatId, status: 'pending', _id: { $ne: message._id } }, { $set: { status: 'failed', lastError: 'chat bloqueou o robô' } });
}

/**
 * Sends the due messages of the queue (claimed one by one, retried with back-off, failed after
 * MAX_TELEGRAM_ATTEMPTS; the notification itself was stored before, whatever happens here). Messages to one chat
 * are spaced by CHAT_SPACING_MS (waiting at most PACING_BUDGET_MS per run, deferring the rest); a 429 waits what
 * Telegram asks; a 403 switches the user's Telegram off.
 */
export function deliverTelegramQueue(store: Store, sender: TelegramSender, now: Date, limit = 500): Promise<{ sent: number; failed: number }> {
  const lastSent = new Map<string, number>();
  let waited = 0;
  return deliverDue(
    telegramQueue(store),
    async (message) => {
      const previous = lastSent.get(message.chatId);
      const wait = previous === undefined ? 0 : previous + CHAT_SPACING_MS - Date.now();
      if (wait > 0) {
        if (waited + wait > PACING_BUDGET_MS) throw new DeliveryDeferred('espaçando mensagens do mesmo chat', new Date(now.getTime() + CHAT_SPACING_MS));
        waited += wait;
        await sleep(wait);
      }
      try {
        await sender.send({ chatId: message.chatId, text: message.text, buttonText: message.buttonText, buttonUrl: message.buttonUrl });
      } catch (error) {
        if (error instanceof TelegramBlockedError) await chatBlocked(store, message, now);
        throw error;
      } finally {
        lastSent.set(message.chatId, Date.now());
      }
    },
    now,
    { maxAttempts: MAX_TELEGRAM_ATTEMPTS, limit },
  );
}
