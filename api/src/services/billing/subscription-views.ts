import type { SubscriptionView } from '@agulhadas/domain/user-info';
import { invoices } from '../../store/invoices';
import type { SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';

/** A scheduled downgrade and a duplicate's notice, as the account card shows them. */
function planChangeFacts(sub: SubscriptionDoc): Pick<SubscriptionView, 'scheduledChange' | 'notice'> {
  const change = sub.scheduledChange;
  return {
    ...(change
      ? {
          scheduledChange: {
            plan: change.plan,
            level: change.level,
            period: change.period,
            price: change.price,
            at: change.at,
          },
        }
      : {}),
    ...(sub.notice ? { notice: sub.notice } : {}),
  };
}

/** Latest expiry first; no expiry last, as MongoDB sorts nulls descending. */
const expiryKey = (sub: SubscriptionDoc): number => sub.expiry ?? Number.NEGATIVE_INFINITY;

/** The user's subscriptions (all of them, as read by the caller) as getUserInfo answers them: latest expiry first, invoices attached by subId. */
export async function subscriptionViews(
  store: Store,
  userId: string,
  userSubscriptions: readonly SubscriptionDoc[],
): Promise<SubscriptionView[]> {
  const userInvoices = await invoices(store)
    .find({ userId }, { sort: { createdAt: -1 } })
    .toArray();
  const subs = [...userSubscriptions].sort((a, b) => expiryKey(b) - expiryKey(a) || 0);
  return subs.map((sub) => ({
    subId: sub.subId,
    level: sub.level,
    status: sub.status,
    expiry: sub.expiry,
    metadata: sub.metadata,
    ...(sub.cancelAtPeriodEnd || typeof sub.cancelAt === 'number'
      ? { cancelAtPeriodEnd: sub.cancelAtPeriodEnd ?? false, cancelAt: sub.cancelAt ?? null }
      : {}),
    invoices: userInvoices.filter((invoice) => invoice.subId === sub.subId),
    ...planChangeFacts(sub),
  }));
}
