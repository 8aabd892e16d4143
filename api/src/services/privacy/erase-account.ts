import { liveCardSubscription } from '@agulhadas/domain/plans/plan-change';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { outboxEmails } from '@agulhadas/delivery/queue/outbox-emails';
import { pushQueue } from '@agulhadas/delivery/queue/push-queue';
import { telegramQueue } from '@agulhadas/delivery/queue/telegram-queue';
import { alerts } from '../../store/alerts';
import { notifications } from '../../store/notifications';
import { planCheckouts } from '../../store/plan-checkouts';
import { pendingGrants } from '../../store/pending-grants';
import { normalizeEmail, promoEligible } from '../../store/promo-eligible';
import { rateLimits } from '../../store/rate-limits';
import { realtimeConnections } from '../../store/realtime-connections';
import { subscriptions } from '../../store/subscriptions';
import { telegramLinks } from '../../store/telegram-links';
import type { Store } from '../../store/types';
import { userAssets, userCandleSeries } from '../../store/user-assets';
import { users } from '../../store/users';
import { waitlist } from '../../store/waitlist';

/** The notifier's per-recipient leases: keyed by the chat id and by the user id while a message is in flight. */
const TELEGRAM_CHAT_LEASES = 'telegram_chats';
const PUSH_USER_LEASES = 'push_users';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an erasure removed, by kind: the trail keeps these counts, not the data. */
export interface ErasureSummary {
  email: string;
  alerts: number;
  devices: number;
  notifications: number;
  favorites: number;
  comments: number;
  telegram: boolean;
}

export type ErasureOutcome =
  { kind: 'not-found' } | { kind: 'card-subscription-renews' } | { kind: 'erased'; summary: ErasureSummary };

/**
 * Erases one account: the user document (profile, favourites, comments, options, Telegram link, webhook key), its
 * alerts, notification history, push devices, own assets, Telegram link codes, queued messages, checkouts in flight,
 * the lists kept by e-mail (waiting list, promo list, a plan granted before the first sign-in) and its rate-limit
 * counters. Payment records (subscriptions, invoices, orders), the one-time trial markers and the back-office trail
 * stay: the law asks for the first to be kept, and the others prove what was granted and done.
 *
 * A card subscription that would still renew refuses the erasure: the card would keep being charged for an account
 * that no longer exists, and cancelling it is the owner's decision about days already paid for.
 */
export async function eraseAccount(store: Store, userId: string, now: Date): Promise<ErasureOutcome> {
  const user = await users(store).findOne({ _id: userId });
  if (!user) return { kind: 'not-found' };
  const live = liveCardSubscription(await subscriptions(store).find({ userId }).toArray(), now);
  if (live && !live.cancelAtPeriodEnd) return { kind: 'card-subscription-renews' };

  const email = normalizeEmail(user.email ?? '');
  const emails = email ? [...new Set([email, user.email])] : [];
  const chatIds = [user.telegram?.id, user.telegramDisconnectedId].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const ownPrefix = { $regex: `^${escapeRegex(userId)}\\|` };

  const [alertsGone, devicesGone, notificationsGone] = await Promise.all([
    alerts(store).deleteMany({ userId }),
    pushSubscriptions(store).deleteMany({ userId }),
    notifications(store).deleteMany({ userId }),
  ]);
  await Promise.all([
    userAssets(store).deleteMany({ userId }),
    userCandleSeries(store).deleteMany({ _id: ownPrefix }),
    telegramLinks(store).deleteMany({ userId }),
    chatIds.length ? telegramLinks(store).deleteMany({ chatId: { $in: chatIds } }) : Promise.resolve(),
    telegramQueue(store).deleteMany({ userId }),
    chatIds.length ? telegramQueue(store).deleteMany({ chatId: { $in: chatIds } }) : Promise.resolve(),
    pushQueue(store).deleteMany({ userId }),
    outboxEmails(store).deleteMany({ userId }),
    emails.length ? outboxEmails(store).deleteMany({ to: { $in: emails } }) : Promise.resolve(),
    planCheckouts(store).deleteMany({ userId }),
    realtimeConnections(store).deleteMany({ userId }),
    rateLimits(store).deleteMany({ _id: { $regex: `:${escapeRegex(userId)}(:|$)` } }),
    store.collection(PUSH_USER_LEASES).deleteMany({ _id: userId }),
    chatIds.length ? store.collection(TELEGRAM_CHAT_LEASES).deleteMany({ _id: { $in: chatIds } }) : Promise.resolve(),
    emails.length ? waitlist(store).deleteMany({ email: { $in: emails } }) : Promise.resolve(),
    email ? promoEligible(store).deleteMany({ _id: email }) : Promise.resolve(),
    email ? pendingGrants(store).deleteMany({ _id: email }) : Promise.resolve(),
  ]);
  // Last: until the account itself is gone, a failure above can be retried by asking again.
  await users(store).deleteOne({ _id: userId });
  return {
    kind: 'erased',
    summary: {
      email: user.email,
      alerts: alertsGone.deletedCount,
      devices: devicesGone.deletedCount,
      notifications: notificationsGone.deletedCount,
      favorites: user.favorites?.length ?? 0,
      comments: user.comments?.length ?? 0,
      telegram: Boolean(user.telegram),
    },
  };
}
