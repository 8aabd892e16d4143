import { DUPLICATE_REFUNDED, DUPLICATE_REFUNDED_TEXT } from '@agulhadas/domain/plans/plan-change';
import { scheduledChangeNote } from '@agulhadas/domain/plans/pending-change';
import type { SubscriptionView } from '@agulhadas/domain/user-info';

/** What a card subscription's account card says about plan changes: a downgrade waiting, or a refunded duplicate. */
export function PlanChangeNotes({ subscription }: { subscription: SubscriptionView }) {
  const change = scheduledChangeNote(subscription, new Date());
  return (
    <>
      {change && (
        <p className="muted scheduled-change" data-testid="scheduled-change">
          {change}
        </p>
      )}
      {subscription.notice === DUPLICATE_REFUNDED && (
        <p className="muted duplicate-notice" role="status">
          {DUPLICATE_REFUNDED_TEXT}
        </p>
      )}
    </>
  );
}
