import { deliverDue } from '../../lib/delivery-queue';
import { outboxEmails } from '../../store/outbox-emails';
import type { Store } from '../../store/types';
import { renderEmail } from './render-email';
import { emailSender } from './select-sender';

export const MAX_EMAIL_ATTEMPTS = 6;

/**
 * Sends the due e-mails of the outbox (retried with back-off; 'failed' after MAX_EMAIL_ATTEMPTS), or only the one
 * e-mail `id`. Retries are driven by the robot's rounds, like Telegram's (SWA functions have no timers).
 */
export async function deliverEmails(store: Store, now: Date, id?: string): Promise<{ sent: number; failed: number }> {
  const sender = emailSender();
  return deliverDue(outboxEmails(store), (email) => sender.send(renderEmail(email)), now, {
    maxAttempts: MAX_EMAIL_ATTEMPTS,
    ...(id === undefined ? {} : { only: { _id: id } }),
  });
}
