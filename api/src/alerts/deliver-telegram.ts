import { deliverDue } from '../lib/delivery-queue';
import type { TelegramSender } from '../services/telegram/telegram-sender';
import { telegramQueue } from '../store/telegram-queue';
import type { Store } from '../store/types';

export const MAX_TELEGRAM_ATTEMPTS = 8;

/**
 * Sends the due messages of the queue (claimed one by one, retried with back-off, failed after
 * MAX_TELEGRAM_ATTEMPTS; the notification itself was stored before, whatever happens here).
 */
export function deliverTelegramQueue(store: Store, sender: TelegramSender, now: Date, limit = 500): Promise<{ sent: number; failed: number }> {
  return deliverDue(
    telegramQueue(store),
    (message) => sender.send({ chatId: message.chatId, text: message.text, buttonText: message.buttonText, buttonUrl: message.buttonUrl }),
    now,
    { maxAttempts: MAX_TELEGRAM_ATTEMPTS, limit },
  );
}
