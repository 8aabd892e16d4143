import type { SubscriptionView } from '../../../../src/domain/user-info';
import { invoices } from '../../store/invoices';
import type { SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';

/** Latest expiry first; no expiry last, as MongoDB sorts nulls descending. */
const expiryKey = (sub: SubscriptionDoc): number => sub.expiry ?? Number.NEGATIVE_INFINITY;

/** The user's subscriptions (all of them, as read by the caller) as getUserInfo answers them: latest expiry first, invoices attached by subId. */
export async function subscriptionViews(store: Store, userId: string, userSubscriptions: readonly SubscriptionDoc[]): Promise<SubscriptionView[]> {
  const userInvoices = await invoices(store).find({ userId }, { sort: { createdAt: -1 } }).toArray();
  const subs = [...userSubscriptions].sort((a, b) => expiryKey(b) - expiryKey(a) || 0);
  return subs.map((sub) => ({
    subId: sub.subId,
    level: sub.level,
    status: sub.status,
    expiry: sub.expiry,
    metadata: sub.metadata,
    ...(sub.cancelAtPeriodEnd || typeof sub.cancelAt === 'number' ? { cancelAtPeriodEnd: sub.cancelAtPeriodEnd ?? false, cancelAt: sub.cancelAt ?? null } : {}),
    invoices: userInvoices.filter((invoice) => invoice.subId === sub.subId),
  }));
}
