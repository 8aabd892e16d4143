/**
 * The cancellation a provider subscription object carries: Stripe's portal cancels at the period's end
 * (`cancel_at_period_end: true`, and `cancel_at` set to that end) and keeps the status until the period ends,
 * when it sends `customer.subscription.deleted`. Both fields are stored as they came, so a reactivation
 * (`cancel_at_period_end: false`, `cancel_at: null`) clears them.
 */
export function cancellationOf(subscription: Record<string, unknown>): {
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
} {
  const cancelAt = subscription.cancel_at;
  return {
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    cancelAt: typeof cancelAt === 'number' && Number.isFinite(cancelAt) ? cancelAt : null,
  };
}
