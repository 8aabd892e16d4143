import { paidPeriodStart } from '@agulhadas/domain/billing/paid-period';
import { isPlanPeriod, periodMonths } from '@agulhadas/domain/plans/plan-periods';
import { invoices, type InvoiceDoc } from '../../store/invoices';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { addMonthsUnix, unixSeconds } from './calendar';
import { noticeOneOffPayment, noticeRefusedPayment } from './payment-notices';

/** Statuses a one-off payment can activate. */
const CONFIRMABLE = ['pending_payment', 'pending_confirmation', 'trialing', 'past_due', 'unpaid', 'incomplete'];

export type ConfirmOutcome =
  | { kind: 'not-found' }
  | { kind: 'card' }
  | { kind: 'not-confirmable' }
  | { kind: 'confirmed' | 'already-confirmed'; before: SubscriptionDoc; after: SubscriptionDoc };

/** Idempotent: only a paid subscription's pending invoices, which cannot be created once it is active. */
function markInvoicesPaid(store: Store, subId: string, paidAt: string) {
  return invoices(store).updateMany({ subId, status: 'pending' }, { $set: { status: 'paid', paidAt } });
}

/**
 * An admin confirms a PIX/crypto payment: the subscription becomes active for its period from now, or from the end
 * of its trial when paid during it, and its payer is told. A second confirmation changes nothing (but settles the
 * invoices and the notice a failed first one may have left undone, each once).
 */
export async function confirmOneOffPayment(store: Store, subId: string, now: Date): Promise<ConfirmOutcome> {
  const sub = await subscriptions(store).findOne({ subId });
  if (!sub) return { kind: 'not-found' };
  if (subId.startsWith('sub_')) return { kind: 'card' };
  if (sub.paidAt) {
    await markInvoicesPaid(store, subId, sub.paidAt);
    await noticeOneOffPayment(store, sub, now);
    return { kind: 'already-confirmed', before: sub, after: sub };
  }
  if (!CONFIRMABLE.includes(sub.status)) return { kind: 'not-confirmable' };
  const period = isPlanPeriod(sub.metadata.period) ? sub.metadata.period : 'M';
  const at = now.toISOString();
  // Paid during its trial, the paid period follows the free days instead of swallowing them.
  const expiry = addMonthsUnix(new Date(paidPeriodStart(sub, unixSeconds(now)) * 1000), periodMonths(period));
  // paidAt absent in the filter: of two concurrent confirmations, one activates.
  const updated = await subscriptions(store).findOneAndUpdate(
    { subId, paidAt: { $exists: false } },
    { $set: { status: 'active', expiry, paidAt: at, updatedAt: at }, $unset: { openOrder: '' } },
    { returnDocument: 'after' },
  );
  if (!updated) {
    const current = (await subscriptions(store).findOne({ subId })) ?? sub;
    return { kind: 'already-confirmed', before: current, after: current };
  }
  await markInvoicesPaid(store, subId, at);
  await noticeOneOffPayment(store, updated, now);
  return { kind: 'confirmed', before: sub, after: updated };
}

export type RefuseOutcome =
  | { kind: 'not-found' }
  | { kind: 'already-confirmed' }
  | { kind: 'nothing-pending' }
  | { kind: 'refused' | 'already-refused'; sub: SubscriptionDoc; invoice: InvoiceDoc };

/**
 * An admin found no such payment: the subscription's pending invoice is refused (the subscription stays unpaid and
 * its payer may pay again with a new invoice) and the payer is told once. A second refusal changes nothing.
 */
export async function refuseOneOffPayment(store: Store, subId: string, now: Date): Promise<RefuseOutcome> {
  const sub = await subscriptions(store).findOne({ subId });
  if (!sub || subId.startsWith('sub_')) return { kind: 'not-found' };
  if (sub.paidAt) return { kind: 'already-confirmed' };
  const at = now.toISOString();
  // The pending status in the filter: of two concurrent refusals, one refuses and tells.
  const refused = await invoices(store).findOneAndUpdate(
    { subId, status: 'pending' },
    { $set: { status: 'refused', refusedAt: at } },
    { returnDocument: 'after' },
  );
  if (!refused) {
    const [earlier] = await invoices(store)
      .find({ subId, status: 'refused' }, { sort: { refusedAt: -1 }, limit: 1 })
      .toArray();
    return earlier ? { kind: 'already-refused', sub, invoice: earlier } : { kind: 'nothing-pending' };
  }
  await noticeRefusedPayment(store, { sub, invoice: refused, about: refused._id ?? `${subId}:${at}` }, now);
  return { kind: 'refused', sub, invoice: refused };
}
