import type { AuditState } from '../../store/audit-log';
import type { InvoiceDoc } from '../../store/invoices';
import type { SubscriptionDoc } from '../../store/subscriptions';

/** What the trail keeps of a subscription a payment decision changed. */
export const subscriptionState = (sub: Pick<SubscriptionDoc, 'level' | 'status' | 'expiry'>): AuditState => ({
  level: sub.level,
  status: sub.status,
  expiry: sub.expiry,
});

/** What the trail keeps of an invoice a payment decision changed. */
export const invoiceState = (invoice: Pick<InvoiceDoc, 'status' | 'amount' | 'paymentMethod'> & { _id?: string }): AuditState => ({
  invoiceId: invoice._id ?? null,
  status: invoice.status,
  amount: invoice.amount,
  method: invoice.paymentMethod,
});
