import type { Caller } from '../../identity/caller';
import { invoices } from '../../store/invoices';
import { refunds, type RefundDoc } from '../../store/refunds';
import { subscriptions } from '../../store/subscriptions';
import { DuplicateKeyError, type Store } from '../../store/types';
import { adminActor } from '../admin/admin-actor';
import { endPlanNow } from './end-plan-now';
import { closeRefund } from './refund-trail';

/** How the money of a PIX or crypto payment went back to the payer. */
export const MANUAL_REFUND_METHODS = ['pix', 'transferencia', 'cripto'] as const;
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

export interface ManualRefundOrder {
  admin: Caller;
  userId: string;
  invoiceId: string;
  amountCents: number;
  method: ManualRefundMethod;
  note: string;
}

export type ManualRefundOutcome =
  | { kind: 'not-found' }
  | { kind: 'not-paid' }
  | { kind: 'too-much'; paidCents: number }
  | { kind: 'already-refunded' }
  | { kind: 'recorded'; refund: RefundDoc };

export const manualRefundId = (invoiceId: string) => `manual:${invoiceId}`;

const PAID_WITH = { pix: 'PIX', cripto: 'cripto' } as const;

/**
 * Records a refund of a paid PIX or crypto invoice made outside the product (the team sent the money back). One
 * record per invoice: a second one changes nothing. The whole amount ends the plan now; a part leaves it running.
 */
export async function recordManualRefund(
  store: Store,
  order: ManualRefundOrder,
  now: Date,
): Promise<ManualRefundOutcome> {
  const invoice = await invoices(store).findOne({ _id: order.invoiceId, userId: order.userId });
  const sub = invoice && (await subscriptions(store).findOne({ subId: invoice.subId }));
  if (!invoice || !sub) return { kind: 'not-found' };
  if (await refunds(store).findOne({ _id: manualRefundId(order.invoiceId) })) return { kind: 'already-refunded' };
  if (invoice.status !== 'paid') return { kind: 'not-paid' };
  if (order.amountCents > invoice.amount) return { kind: 'too-much', paidCents: invoice.amount };
  const actor = adminActor(order.admin);
  const planEnded = order.amountCents === invoice.amount;
  const refund: RefundDoc = {
    _id: manualRefundId(order.invoiceId),
    kind: 'manual',
    status: 'done',
    userId: order.userId,
    subId: sub.subId,
    invoiceId: order.invoiceId,
    amountCents: order.amountCents,
    paidWith: PAID_WITH[invoice.paymentMethod],
    refundMethod: order.method,
    note: order.note,
    providerRefundId: null,
    planEnded,
    by: actor.who,
    createdAt: now.toISOString(),
    doneAt: now.toISOString(),
  };
  try {
    await refunds(store).insertOne(refund);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return { kind: 'already-refunded' };
    throw error;
  }
  const after = planEnded ? await endPlanNow(store, sub, now) : sub;
  await closeRefund(store, { refund, actor, before: sub, after, extra: { refundMethod: order.method } }, now);
  return { kind: 'recorded', refund };
}
