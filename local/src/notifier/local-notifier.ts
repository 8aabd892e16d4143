import { config, featureOn } from '../../../api/src/config';
import { emailSender } from './email-sender';
import { telegramSender } from './telegram-sender';
import type { Store } from '@agulhadas/delivery/store/types';
import { createNotifier, type Notifier } from '../../../notifier/src/notifier';
import { EMAIL_PER_SECOND_DEFAULT } from '../../../notifier/src/settings';
import { ensureChatLeaseIndexes } from '../../../notifier/src/telegram/chat-leases';
import { pushUsers } from '../../../notifier/src/push/push-users';
import { configuredPushSender } from './configured-push-sender';

/**
 * The notifier inside `npm start`: the same loops as the deployed one, on the local store, sending through the
 * senders the API picks (the local Telegram outbox and e-mail inbox, or the real services when configured), and web
 * push to the subscriptions' push services (the local push service for a subscription made through its local hook).
 */
export async function startLocalNotifier(store: Store, log: (line: string) => void): Promise<Notifier> {
  await ensureChatLeaseIndexes(store);
  await pushUsers.ensureIndexes(store);
  const { siteName, supportEmail } = config();
  const notifier = createNotifier({
    store,
    telegram: featureOn('telegram') ? telegramSender(store) : null,
    email: featureOn('email') ? emailSender() : null,
    push: featureOn('push') ? configuredPushSender() : null,
    site: { siteName, supportEmail },
    emailPerSecond: EMAIL_PER_SECOND_DEFAULT,
    log,
  });
  notifier.start();
  return notifier;
}
