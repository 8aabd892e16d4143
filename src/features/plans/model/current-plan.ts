import { isUsableSubscription, type SubscriptionLike } from '@agulhadas/domain/identity/derive-roles';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import { isSellableLevel } from '@agulhadas/domain/plans/plan-keys';

/**
 * Until when a plan card's level is held (Unix seconds), or null when access does not end by itself: a card
 * subscription renews, and a grant without an end date lasts.
 */
export type HeldUntil = number | null;

type Held = SubscriptionLike & { subId: string };

const heldUntil = (subscription: Held): HeldUntil =>
  isRecurringSubscription(subscription.subId) ? null : (subscription.expiry ?? null);

/** Of two holdings of one plan, the one that lasts longer decides (no end outlasts any end). */
const longer = (known: HeldUntil | undefined, until: HeldUntil): HeldUntil =>
  known === undefined ? until : known === null || until === null ? null : Math.max(known, until);

/** The usable holdings, each as the level the screen names it by, with the end of its access. */
function holdings(
  subscriptions: readonly Held[],
  now: Date,
  levelOf: (level: string) => string | null,
): Map<string, HeldUntil> {
  const held = new Map<string, HeldUntil>();
  for (const subscription of subscriptions) {
    if (!isUsableSubscription(subscription, now)) continue;
    const level = levelOf(subscription.level);
    if (level !== null) held.set(level, longer(held.get(level), heldUntil(subscription)));
  }
  return held;
}

/**
 * The plan cards the user holds now, each with the end of its access. A granted level marks no card: it is shown on
 * its own (`grantedPlans`), since no card says what it gives.
 */
export function currentPlanCards(subscriptions: readonly Held[], now: Date): ReadonlyMap<string, HeldUntil> {
  return holdings(subscriptions, now, (level) => (isSellableLevel(level) ? level : null));
}

/** The granted plans held now that no card of the plans page describes (the broker's subsidy, the 30-day promo). */
export function grantedPlans(subscriptions: readonly Held[], now: Date): ReadonlyMap<string, HeldUntil> {
  return holdings(subscriptions, now, (level) => (isSellableLevel(level) ? null : level));
}
