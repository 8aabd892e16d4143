export interface OneOffSubscription {
  status: string;
  /** Unix seconds: the trial's end while trialing. */
  expiry: number | null;
}

/**
 * When a one-off plan's paid period starts if paid at `nowSeconds`: at the end of its running trial, so
 * paying early never shortens the free days; otherwise now.
 */
export function paidPeriodStart(subscription: OneOffSubscription, nowSeconds: number): number {
  return subscription.status === 'trialing' && subscription.expiry !== null && subscription.expiry > nowSeconds
    ? subscription.expiry
    : nowSeconds;
}
