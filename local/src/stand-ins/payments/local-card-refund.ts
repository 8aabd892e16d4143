import { createHash } from 'node:crypto';
import { DuplicateKeyError, type Store } from '../../../../api/src/store/types';
import type { CardCharge, CardRefundRequest } from '../../../../api/src/services/payments/card-refund-provider';
import { localCharges } from './local-charges';

/** The charge book's refund id for an idempotency key: asked twice with one key, the stand-in refunds once, as Stripe does. */
const refundIdFor = (key: string) => `re_local_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** What the local charge book says a card subscription was charged, newest first. */
export async function listLocalCardCharges(store: Store, subId: string): Promise<CardCharge[]> {
  const charged = await localCharges(store)
    .find({ subId, kind: 'charge' }, { sort: { createdAt: -1 } })
    .toArray();
  return charged.map((entry) => ({ invoiceId: entry.invoiceId, amountCents: entry.amount, paidAt: entry.createdAt }));
}

/**
 * Books the refund of an invoice's whole charge, as Stripe's `POST /v1/refunds` with an idempotency key would make
 * it. The subscription's end is the caller's to write: the stand-in keeps no subscription state of its own.
 */
export async function refundLocalCardCharge(
  store: Store,
  request: CardRefundRequest,
): Promise<{ refundId: string; amountCents: number }> {
  const charge = await localCharges(store).findOne({
    subId: request.subId,
    invoiceId: request.invoiceId,
    kind: 'charge',
  });
  if (!charge) throw new Error(`no local charge for invoice ${request.invoiceId}`);
  const refundId = refundIdFor(request.idempotencyKey);
  try {
    await localCharges(store).insertOne({
      _id: refundId,
      kind: 'refund',
      userId: charge.userId,
      subId: request.subId,
      invoiceId: request.invoiceId,
      amount: charge.amount,
      reason: 'requested_by_customer',
      createdAt: new Date().toISOString(),
    });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  return { refundId, amountCents: charge.amount };
}
