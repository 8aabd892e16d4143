import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import type { Caller } from '../../identity/caller';
import { refunds, type RefundDoc } from '../../store/refunds';
import { subscriptions } from '../../store/subscriptions';
import { DuplicateKeyError, type Store } from '../../store/types';
import { adminActor } from '../admin/admin-actor';
import type { CardRefundProvider } from '../payments/card-refund-provider';
import { endPlanNow } from './end-plan-now';
import { closeRefund } from './refund-trail';

export interface CardRefundOrder {
  admin: Caller;
  userId: string;
  subId: string;
  invoiceId: string;
}

export type CardRefundOutcome =
  { kind: 'not-found' } | { kind: 'already-refunded' } | { kind: 'refunded'; refund: RefundDoc };

/** The refund record of a card charge, and the idempotency key the provider is asked with: one per charge. */
export const cardRefundId = (invoiceId: string) => `card:${invoiceId}`;
const idempotencyKey = (invoiceId: string) => `agulhadas-refund-${invoiceId}`;

/**
 * Refunds a card charge in full through the card provider, ends the plan now, tells the payer and writes the trail.
 * The refund record is claimed before the provider is asked, so a second click (or a concurrent one) finds it and
 * asks nothing; a provider failure frees the claim, and the idempotency key makes the retry refund once.
 */
export async function refundCardPayment(
  store: Store,
  provider: CardRefundProvider,
  order: CardRefundOrder,
  now: Date,
): Promise<CardRefundOutcome> {
  const { userId, subId, invoiceId } = order;
  const sub = await subscriptions(store).findOne({ subId, userId });
  if (!sub || !isRecurringSubscription(subId)) return { kind: 'not-found' };
  const _id = cardRefundId(invoiceId);
  if (await refunds(store).findOne({ _id })) return { kind: 'already-refunded' };
  const charge = (await provider.listCardCharges(subId)).find((candidate) => candidate.invoiceId === invoiceId);
  if (!charge) return { kind: 'not-found' };
  const actor = adminActor(order.admin);
  const claim: RefundDoc = {
    _id,
    kind: 'card',
    status: 'requested',
    userId,
    subId,
    invoiceId,
    amountCents: charge.amountCents,
    paidWith: 'cartão',
    refundMethod: null,
    note: '',
    providerRefundId: null,
    planEnded: true,
    by: actor.who,
    createdAt: now.toISOString(),
  };
  try {
    await refunds(store).insertOne(claim);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return { kind: 'already-refunded' };
    throw error;
  }
  let answer: { refundId: string; amountCents: number };
  try {
    answer = await provider.refundCardCharge({ subId, invoiceId, idempotencyKey: idempotencyKey(invoiceId) });
  } catch (error) {
    await refunds(store).deleteOne({ _id, status: 'requested' });
    throw error;
  }
  const done: RefundDoc = {
    ...claim,
    status: 'done',
    providerRefundId: answer.refundId,
    amountCents: answer.amountCents,
    doneAt: now.toISOString(),
  };
  await refunds(store).updateOne(
    { _id },
    {
      $set: { status: 'done', providerRefundId: answer.refundId, amountCents: answer.amountCents, doneAt: done.doneAt },
    },
  );
  const ended = await endPlanNow(store, sub, now);
  await closeRefund(store, { refund: done, actor, before: sub, after: ended }, now);
  return { kind: 'refunded', refund: done };
}
