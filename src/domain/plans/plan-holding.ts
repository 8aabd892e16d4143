import { isUsableSubscription, type SubscriptionLike } from '../identity/derive-roles';

/** A card subscription (Stripe's `sub_…`) renews itself; one-off plans (PIX, crypto) and the promo do not. */
export const isRecurringSubscription = (subId: string): boolean => subId.startsWith('sub_');

/** The levels a user holds now, and whether one of them renews by itself. */
export type Holdings = ReadonlyMap<string, { recurring: boolean }>;

export function heldLevels(subscriptions: ReadonlyArray<SubscriptionLike & { subId: string }>, now: Date): Holdings {
  const held = new Map<string, { recurring: boolean }>();
  for (const subscription of subscriptions) {
    if (!isUsableSubscription(subscription, now)) continue;
    const recurring = isRecurringSubscription(subscription.subId) || (held.get(subscription.level)?.recurring ?? false);
    held.set(subscription.level, { recurring });
  }
  return held;
}

export const ALREADY_SUBSCRIBED = 'Você já assina este plano, com renovação automática. Gerencie a assinatura em Minha conta.';

/**
 * Whether buying `level` makes sense for someone holding `held`: a level already paid by a card subscription is
 * not sold again (it renews by itself; the portal changes it); a one-off plan may be renewed before it ends, or
 * moved to a card subscription, and any other level is an upgrade or a change the user chose. Null: allowed.
 */
export function purchaseRefusal(held: Holdings, level: string): string | null {
  return held.get(level)?.recurring ? ALREADY_SUBSCRIBED : null;
}
