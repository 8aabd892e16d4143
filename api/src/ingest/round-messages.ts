import { deliverTelegramQueue } from '../alerts/deliver-telegram';
import { featureOn } from '../config';
import { invitePromoEndings } from '../services/billing/promo30-invitations';
import { deliverEmails } from '../services/email/deliver-emails';
import { telegramSender } from '../services/telegram/select-sender';
import type { Store } from '../store/types';

/**
 * The messaging work of each robot round (SWA functions have no timers, so the rounds are the product's clock):
 * invitations that fell due, then e-mails and Telegram messages due a first send or a retry.
 */
export async function sendRoundMessages(store: Store, now: Date): Promise<void> {
  await invitePromoEndings(store, now);
  await deliverEmails(store, now);
  if (featureOn('telegram')) await deliverTelegramQueue(store, telegramSender(store), now);
}
