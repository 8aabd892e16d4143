import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import type { AuditState } from '../../store/audit-log';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';

/** The subscription's state the trail keeps around a refund. */
export const planState = (
  sub: Pick<SubscriptionDoc, 'status' | 'expiry'>,
  refundedCents: number,
): NonNullable<AuditState> => ({
  status: sub.status,
  expiry: sub.expiry,
  refundedCents,
});

/**
 * A full refund ends the plan now: the money is back, so the access it paid for stops too (at the next click, as
 * roles are derived from the subscription). A card subscription takes the provider's word 'canceled'; a one-off
 * one ours, 'cancelled'. Answers the subscription as it is now.
 */
export async function endPlanNow(store: Store, sub: SubscriptionDoc, now: Date): Promise<SubscriptionDoc> {
  const status = isRecurringSubscription(sub.subId) ? 'canceled' : 'cancelled';
  const expiry = Math.min(sub.expiry ?? Number.POSITIVE_INFINITY, Math.floor(now.getTime() / 1000));
  const change = { status, expiry, cancelAtPeriodEnd: false, updatedAt: now.toISOString() };
  await subscriptions(store).updateOne({ subId: sub.subId }, { $set: change });
  return { ...sub, ...change };
}
