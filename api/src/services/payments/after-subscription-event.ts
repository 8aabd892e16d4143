import { subscriptions } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import { cancelNewerDuplicate, type CancelDuplicate } from '../billing/duplicate-subscriptions';

/**
 * What follows an applied subscription event: a scheduled downgrade whose new plan is now the subscription's is
 * done; a second live card subscription of the same user is cancelled and refunded.
 */
export async function afterSubscriptionApplied(
  store: Store,
  applied: { subId: string; plan: string; userId: string | null },
  now: Date,
  cancel: CancelDuplicate,
): Promise<void> {
  await subscriptions(store).updateOne(
    { subId: applied.subId, 'scheduledChange.plan': applied.plan },
    { $unset: { scheduledChange: '' } },
  );
  if (applied.userId) await cancelNewerDuplicate(store, applied.userId, now, cancel);
}
