import { config } from '../../api/src/config';
import { emailSender } from '../../local/src/notifier/email-sender';
import { telegramSender } from '../../local/src/notifier/telegram-sender';
import type { Store } from '../../api/src/store/types';
import { configuredPushSender } from '../../local/src/notifier/configured-push-sender';
import { createNotifier } from '../../notifier/src/notifier';
import type { DeliveryCounts } from '../../notifier/src/delivery-counts';
import { virtualClock } from './virtual-clock';

/**
 * One drain of every queue by the notifier, from `now` on a virtual clock (the chats' pace is waited for without
 * real waiting), through the senders the API would pick (local outbox and inbox, or a test's override): requests
 * only enqueue, so a test that checks what reached Telegram or the inbox drives the delivery itself.
 */
export async function drainQueues(
  store: Store,
  now = new Date(),
): Promise<{ telegram: DeliveryCounts; email: DeliveryCounts; push: DeliveryCounts }> {
  const { siteName, supportEmail } = config();
  const notifier = createNotifier({
    store,
    telegram: telegramSender(store),
    email: emailSender(),
    push: configuredPushSender(),
    site: { siteName, supportEmail },
    emailPerSecond: 10,
    clock: virtualClock(now.getTime()),
  });
  await notifier.drain();
  return notifier.totals;
}
