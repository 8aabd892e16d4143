import type { PendingPayment } from '@agulhadas/domain/admin/pending-payment';
import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { pixTxid } from '../pix/pix-invoice';
import { invoices } from '../../store/invoices';
import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';

/** Enough for a person to work through; the oldest first, as they have waited longest. */
const MAX_LISTED = 200;

export async function pendingPayments(store: Store, now: Date): Promise<PendingPayment[]> {
  const waiting = await invoices(store)
    .find({ status: 'pending' }, { sort: { createdAt: 1 }, limit: MAX_LISTED })
    .toArray();
  const subIds = [...new Set(waiting.map((invoice) => invoice.subId))];
  const userIds = [...new Set(waiting.map((invoice) => invoice.userId))];
  const [subs, people] = await Promise.all([
    subscriptions(store)
      .find({ subId: { $in: subIds } })
      .toArray(),
    users(store)
      .find({ _id: { $in: userIds } }, { projection: { email: 1, name: 1 } })
      .toArray(),
  ]);
  const subById = new Map(subs.map((sub) => [sub.subId, sub]));
  const userById = new Map(people.map((user) => [user._id, user]));
  return waiting.flatMap((invoice) => {
    const sub = subById.get(invoice.subId);
    // A subscription already paid has nothing to decide (its stray invoice is settled at the next confirmation).
    if (!sub || sub.paidAt) return [];
    const user = userById.get(invoice.userId);
    const invoiceId = invoice._id ?? '';
    return [
      {
        invoiceId,
        subId: invoice.subId,
        email: user?.email ?? '',
        name: user?.name ?? '',
        plan: `${sub.level} — ${periodLabel(sub.metadata.period)}`,
        amountCents: invoice.amount,
        method: invoice.paymentMethod,
        reference: invoice.paymentMethod === 'pix' ? pixTxid(invoiceId) : invoice.data,
        createdAt: invoice.createdAt,
        submittedAt: invoice.submittedAt ?? null,
        ageMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(invoice.createdAt)) / 60_000)),
      },
    ];
  });
}
