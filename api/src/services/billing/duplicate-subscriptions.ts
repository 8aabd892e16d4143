import { isUsableSubscription } from '@agulhadas/domain/identity/derive-roles';
import { DUPLICATE_REFUNDED } from '@agulhadas/domain/plans/plan-change';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import { subscriptions, subscriptionsOf, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { users } from '../../store/users';
import { periodLabel } from '@agulhadas/domain/plans/plan-periods';
import { formatBrlPlainSpace } from '@agulhadas/domain/plans/price-format';
import { queueEmail } from '../email/queue-email';
import { publicUrl } from '../payments/public-urls';

/** Cancels a subscription at the provider now and refunds its payment (applying the events that follow). */
export type CancelDuplicate = (subId: string) => Promise<void>;

/** Older first: the subscription the user had first is the one kept. */
const byAge = (a: SubscriptionDoc, b: SubscriptionDoc) =>
  a.createdAt.localeCompare(b.createdAt) || a.subId.localeCompare(b.subId);

/**
 * Tells the user a duplicate card subscription was cancelled and refunded: the account card shows the notice and an
 * e-mail says the same (once per subscription, whatever the retries).
 */
export async function tellUserAboutDuplicateRefund(store: Store, sub: SubscriptionDoc, now: Date): Promise<void> {
  await subscriptions(store).updateOne(
    { subId: sub.subId },
    { $set: { notice: DUPLICATE_REFUNDED, updatedAt: now.toISOString() } },
  );
  const user = await users(store).findOne({ _id: sub.userId }, { projection: { email: 1, name: 1 } });
  if (!user?.email) return;
  const plano = `${sub.level} — ${periodLabel(sub.metadata.period)}`;
  const data = { nome: user.name, plano, valor: formatBrlPlainSpace(sub.metadata.price), link: publicUrl('/conta') };
  await queueEmail(
    store,
    { template: 'duplicate-refunded', about: sub.subId, to: user.email, name: user.name, userId: sub.userId, data },
    now,
  );
}

/**
 * A user pays for one card subscription: when a second one goes live (two checkouts paid at the same moment, or
 * one made outside our checkout), the newer is cancelled and refunded. The claim is a conditional write, so two
 * events racing cancel it once; a failure at the provider frees the claim for the provider's retry.
 */
export async function cancelNewerDuplicate(
  store: Store,
  userId: string,
  now: Date,
  cancel: CancelDuplicate,
): Promise<void> {
  const live = (await subscriptionsOf(store, userId))
    .filter((sub) => isRecurringSubscription(sub.subId) && !sub.duplicateCancelledAt && isUsableSubscription(sub, now))
    .sort(byAge);
  const newer = live.length > 1 ? live[live.length - 1] : undefined;
  if (!newer) return;
  const claim = await subscriptions(store).updateOne(
    { subId: newer.subId, duplicateCancelledAt: { $exists: false } },
    { $set: { duplicateCancelledAt: now.toISOString() } },
  );
  if (claim.modifiedCount === 0) return;
  try {
    await cancel(newer.subId);
  } catch (error) {
    await subscriptions(store).updateOne({ subId: newer.subId }, { $unset: { duplicateCancelledAt: '' } });
    throw error;
  }
  await tellUserAboutDuplicateRefund(store, newer, now);
}
