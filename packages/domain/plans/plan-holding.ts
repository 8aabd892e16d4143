import { isUsableSubscription, type SubscriptionLike } from '../identity/derive-roles';
import { levelRank } from './level-order';
import type { PlanBilling } from './plan-catalogue';

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

export const ALREADY_SUBSCRIBED =
  'Você já assina este plano, com renovação automática. Gerencie a assinatura em Minha conta.';

/** 'Você já assina o plano VIP no cartão, …': a one-off at or below a renewing card level would pay twice. */
export const oneOffBelowCardText = (cardLevel: string): string =>
  `Você já assina o plano ${cardLevel} no cartão, com renovação automática. Para mudar de plano, escolha outro plano recorrente.`;

/** The highest level a card subscription pays for, or null. */
function cardLevel(held: Holdings): string | null {
  const levels = [...held].filter(([, holding]) => holding.recurring).map(([level]) => level);
  return levels.sort((a, b) => levelRank(b) - levelRank(a))[0] ?? null;
}

/**
 * Whether buying `level` (by card or one-off) makes sense for someone holding `held`: a level already paid by a
 * card subscription is not sold again (it renews by itself; a plan change moves it); a one-off at or below a card
 * level is refused, since the card keeps paying for that access; a one-off plan may be renewed before it ends,
 * or moved to a card subscription, and any other level is an upgrade or a change the user chose. Null: allowed.
 */
export function purchaseRefusal(held: Holdings, level: string, billing: PlanBilling = 'recurring'): string | null {
  if (billing === 'one-off') {
    const card = cardLevel(held);
    return card !== null && levelRank(level) <= levelRank(card) ? oneOffBelowCardText(card) : null;
  }
  return held.get(level)?.recurring ? ALREADY_SUBSCRIBED : null;
}

/**
 * Why an unpaid one-off plan may no longer be paid (by PIX or crypto), or null: a card subscription at or above its
 * level now pays for that access, so paying the one-off too would pay the same level twice.
 */
export const oneOffPaymentRefusal = (
  level: string,
  subscriptions: ReadonlyArray<SubscriptionLike & { subId: string }>,
  now: Date,
): string | null => purchaseRefusal(heldLevels(subscriptions, now), level, 'one-off');
