import { invitePromoEndings } from '../services/billing/promo30-invitations';
import type { Store } from '../store/types';

/**
 * The messaging work of each robot round (SWA functions have no timers, so the rounds are the product's clock):
 * invitations that fell due are queued. The notifier sends them, like every queued e-mail and Telegram message.
 */
export async function queueRoundMessages(store: Store, now: Date): Promise<void> {
  await invitePromoEndings(store, now);
}
