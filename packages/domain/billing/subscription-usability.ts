import { isUsableSubscription } from '../identity/derive-roles';
import type { SubscriptionLike } from '../identity/derive-roles';
import type { PaidLevel } from '../roles';
import { isPaidLevel } from '../roles';

/**
 * Usable = active or trialing and not expired (expiry in unix seconds; none means open-ended). Delegates to
 * the rule the roles derivation uses, so the account page and the API's roles never disagree.
 */
export function isSubscriptionUsable(subscription: SubscriptionLike, now: Date): boolean {
  return isUsableSubscription(subscription, now);
}

/** The role a subscription grants now, or null when it grants none. */
export function subscriptionRoleLevel(subscription: SubscriptionLike, now: Date): PaidLevel | null {
  return isPaidLevel(subscription.level) && isSubscriptionUsable(subscription, now) ? subscription.level : null;
}
