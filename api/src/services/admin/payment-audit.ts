import type { Caller } from '../../identity/caller';
import { appendAudit, type AuditState } from '../../store/audit-log';
import type { InvoiceDoc } from '../../store/invoices';
import type { SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';
import { adminActor } from './admin-actor';

/** What the trail keeps of a subscription a payment decision changed. */
export const subscriptionState = (sub: Pick<SubscriptionDoc, 'level' | 'status' | 'expiry'>): AuditState => ({
  level: sub.level,
  status: sub.status,
  expiry: sub.expiry,
});

/** What the trail keeps of an invoice a payment decision changed. */
export const invoiceState = (
  invoice: Pick<InvoiceDoc, 'status' | 'amount' | 'paymentMethod'> & { _id?: string },
): AuditState => ({
  invoiceId: invoice._id ?? null,
  status: invoice.status,
  amount: invoice.amount,
  method: invoice.paymentMethod,
});

/** Appends a payment decision to the trail, naming the payer by the e-mail of their account. */
export async function auditPaymentDecision(
  store: Store,
  decision: {
    admin: Caller;
    what: 'payment-confirmed' | 'payment-refused';
    userId: string;
    subId: string;
    before: AuditState;
    after: AuditState;
  },
  now: Date,
): Promise<void> {
  const payer = await users(store).findOne({ _id: decision.userId }, { projection: { email: 1 } });
  const { admin, subId, ...change } = decision;
  await appendAudit(store, { ...adminActor(admin), ...change, email: payer?.email ?? '', target: subId }, now);
}
