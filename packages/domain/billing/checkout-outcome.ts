/**
 * What a card checkout turned into, as the thank-you page tells it: still being confirmed, a trial that
 * started (and when it ends), or a first payment charged now.
 */
export type CheckoutOutcome =
  { state: 'pending' } | { state: 'trial'; trialEnd: number } | { state: 'charged'; amountCents: number };

export interface CheckoutSubscription {
  status: string;
  /** Unix seconds: the trial's end while trialing, the paid period's end once active. */
  expiry: number | null;
  metadata: { price: number };
}

/**
 * The outcome of a checkout from the subscription it created (null while the provider's events have not
 * arrived). A trial refused at the webhook (the person already had theirs) is charged at once and becomes
 * active, so it reads 'charged'; any other status is still being settled.
 */
export function checkoutOutcome(subscription: CheckoutSubscription | null): CheckoutOutcome {
  if (subscription?.status === 'trialing' && subscription.expiry !== null)
    return { state: 'trial', trialEnd: subscription.expiry };
  if (subscription?.status === 'active') return { state: 'charged', amountCents: subscription.metadata.price };
  return { state: 'pending' };
}
