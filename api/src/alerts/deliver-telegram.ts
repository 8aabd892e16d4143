import type { TelegramSender } from '../services/telegram/telegram-sender';
import { telegramQueue } from '../store/telegram-queue';
import type { Store } from '../store/types';

export const MAX_TELEGRAM_ATTEMPTS = 8;
const LEASE_MS = 60_000;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min… capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/**
 * Sends the due messages of the queue. Each message is claimed first (conditional update), so two
 * runs never send it twice; a failure keeps it pending with a later attempt time, and after
 * MAX_TELEGRAM_ATTEMPTS it is marked failed (the notification itself was stored before, whatever happens here).
 */
export async function deliverTelegramQueue(store: Store, sender: TelegramSender, now: Date, limit = 500): Promise<{ sent: number; failed: number }> {
  const queue = telegramQueue(store);
  const due = await queue.find({ status: 'pending', nextAttemptAt: { $lte: now.toISOString() } }, { sort: { nextAttemptAt: 1 }, limit }).toArray();
  let sent = 0;
  let failed = 0;
  for (const message of due) {
    const attempts = message.attempts + 1;
    const claimed = await queue.findOneAndUpdate(
      { _id: message._id, status: 'pending', attempts: message.attempts },
      { $set: { attempts, nextAttemptAt: new Date(now.getTime() + LEASE_MS).toISOString() } },
      { returnDocument: 'after' },
    );
    if (!claimed) continue;
    try {
      await sender.send({ chatId: message.chatId, text: message.text, buttonText: message.buttonText, buttonUrl: message.buttonUrl });
      await queue.updateOne({ _id: message._id }, { $set: { status: 'sent', lastError: null } });
      sent += 1;
    } catch (error) {
      const giveUp = attempts >= MAX_TELEGRAM_ATTEMPTS;
      await queue.updateOne(
        { _id: message._id },
        { $set: { status: giveUp ? 'failed' : 'pending', lastError: String(error instanceof Error ? error.message : error).slice(0, 500), nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() } },
      );
      failed += 1;
    }
  }
  return { sent, failed };
}
