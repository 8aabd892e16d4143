import type { SubscriptionView } from '../../../../src/domain/user-info';
import { invoices } from '../../store/invoices';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';

/** The user's subscriptions as getUserInfo answers them (latest expiry first, invoices attached by subId). */
export async function subscriptionViews(store: Store, userId: string): Promise<SubscriptionView[]> {
  const [subs, userInvoices] = await Promise.all([
    subscriptions(store).find({ userId }, { sort: { expiry: -1 } }).toArray(),
    invoices(store).find({ userId }, { sort: { createdAt: -1 } }).toArray(),
  ]);
  return subs.map((sub) => ({
    subId: sub.subId,
    level: sub.level,
    status: sub.status,
    expiry: sub.expiry,
    metadata: sub.metadata,
    invoices: userInvoices.filter((invoice) => invoice.subId === sub.subId),
  }));
}
