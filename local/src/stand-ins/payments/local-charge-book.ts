import { randomBytes } from 'node:crypto';
import { localCharges } from './local-charges';
import type { Store } from '../../../../api/src/store/types';
import type { StripeEventPayload } from './local-stripe-events';

type Json = Record<string, unknown>;

const subscriptionOf = (invoice: Json): string => {
  const parent = (invoice.parent ?? {}) as Json;
  const details = (parent.subscription_details ?? {}) as Json;
  return String(invoice.subscription ?? details.subscription ?? '');
};

/** Books every paid invoice among the events the local stand-in sends, as the card charges they are. */
export async function recordInvoiceCharges(
  store: Store,
  userId: string,
  events: readonly StripeEventPayload[],
): Promise<void> {
  const at = new Date().toISOString();
  const charges = events
    .filter(
      (event) =>
        event.type === 'invoice.paid' &&
        typeof event.data.object.amount_paid === 'number' &&
        event.data.object.amount_paid > 0,
    )
    .map((event) => event.data.object);
  for (const invoice of charges) {
    await localCharges(store).insertOne({
      _id: `ch_local_${randomBytes(10).toString('hex')}`,
      kind: 'charge',
      userId,
      subId: subscriptionOf(invoice),
      invoiceId: String(invoice.id),
      amount: Number(invoice.amount_paid),
      reason: typeof invoice.billing_reason === 'string' ? invoice.billing_reason : 'subscription_create',
      createdAt: at,
    });
  }
}

/** Refunds what a subscription was charged and not yet refunded; answers the amount (0: nothing to refund). */
export async function refundSubscription(store: Store, userId: string, subId: string, reason: string): Promise<number> {
  const book = await localCharges(store).find({ subId }).toArray();
  const net = book.reduce((total, entry) => total + (entry.kind === 'charge' ? entry.amount : -entry.amount), 0);
  if (net <= 0) return 0;
  const lastCharge = book
    .filter((entry) => entry.kind === 'charge')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  await localCharges(store).insertOne({
    _id: `re_local_${randomBytes(10).toString('hex')}`,
    kind: 'refund',
    userId,
    subId,
    invoiceId: lastCharge?.invoiceId ?? '',
    amount: net,
    reason,
    createdAt: new Date().toISOString(),
  });
  return net;
}
