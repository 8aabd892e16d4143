import { planCardLevel } from '../../../lib/subscription-display';
import { isUsableSubscription, type SubscriptionLike } from '@agulhadas/domain/identity/derive-roles';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';

/**
 * Until when a plan card's level is held (Unix seconds), or null when access does not end by itself: a card
 * subscription renews, and a grant without an end date lasts.
 */
export type HeldUntil = number | null;

/**
 * The plan cards the user holds now, each with the end of its access. The 30-day promo and the broker's subsidy
 * are the VIP card for their time; of several holdings of one card, the one that lasts longest decides.
 */
export function currentPlanCards(subscriptions: ReadonlyArray<SubscriptionLike & { subId: string }>, now: Date): ReadonlyMap<string, HeldUntil> {
  const cards = new Map<string, HeldUntil>();
  for (const subscription of subscriptions) {
    if (!isUsableSubscription(subscription, now)) continue;
    const card = planCardLevel(subscription.level);
    const until = isRecurringSubscription(subscription.subId) ? null : (subscription.expiry ?? null);
    const known = cards.get(card);
    cards.set(card, known === undefined ? until : known === null || until === null ? null : Math.max(known, until));
  }
  return cards;
}
