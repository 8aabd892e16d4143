import { planOutlookText, type SubscriptionWithChange } from '@agulhadas/domain/plans/pending-change';

/** Under the current card plan: that it ends, or the plan change waiting for the end of its period. */
export function PlanOutlookNote({ subscription }: { subscription: SubscriptionWithChange }) {
  const text = planOutlookText(subscription, new Date());
  return text ? (
    <p className="muted plan-outlook" data-testid="plan-outlook">
      {text}
    </p>
  ) : null;
}
