import { USER_KEY_PREFIX, isPaidLevel } from '../roles';

export interface SubscriptionLike {
  level: string;
  status: string;
  /** Unix seconds; null/undefined means no end date. */
  expiry?: number | null;
}

/** A subscription grants its level while active or trialing and not expired. */
export function isUsableSubscription(subscription: SubscriptionLike, now: Date): boolean {
  const live = subscription.status === 'active' || subscription.status === 'trialing';
  const notExpired = subscription.expiry == null || subscription.expiry * 1000 > now.getTime();
  return live && notExpired;
}

/**
 * The roles the rolesSource function answers at sign-in and the API re-derives on every call:
 * `Registered`, one role per usable paid level, and `key_<userId>`.
 */
export function deriveRoles(userId: string, subscriptions: readonly SubscriptionLike[], now: Date): string[] {
  const levels = new Set<string>();
  for (const subscription of subscriptions) {
    if (isPaidLevel(subscription.level) && isUsableSubscription(subscription, now)) levels.add(subscription.level);
  }
  return ['Registered', ...[...levels].sort(), `${USER_KEY_PREFIX}${userId}`];
}
