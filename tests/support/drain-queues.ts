import { deliverTelegramQueue } from '../../api/src/alerts/deliver-telegram';
import { deliverEmails } from '../../api/src/services/email/deliver-emails';
import { telegramSender } from '../../api/src/services/telegram/select-sender';
import type { Store } from '../../api/src/store/types';

/**
 * One pass of the notifier over both queues at `now`: requests only enqueue, so a test that checks what reached
 * Telegram or the inbox after a request drives the delivery itself.
 */
export async function drainQueues(store: Store, now = new Date()): Promise<void> {
  await deliverEmails(store, now);
  await deliverTelegramQueue(store, telegramSender(store), now);
}
