import { formatUnixDate } from '../presentation/format';
import {
  accessEndsAt,
  canReactivate,
  subscriptionStatusText,
  type CancellableSubscription,
} from '../billing/cancellation';
import { changeDateText, levelTitle, scheduledChangeText } from './plan-change';

/**
 * A card subscription's plan change waiting for the end of its period, read together with a cancellation. A cancelled
 * subscription ends instead of renewing, so its waiting change never applies unless the owner reactivates it: the
 * change is kept for that case, and the screens say it once, as what a reactivation brings.
 */
export interface SubscriptionWithChange extends CancellableSubscription {
  scheduledChange?: { level: string; at: number };
}

const afterReactivation = (change: { level: string; at: number }): string =>
  `se reativar, muda para ${levelTitle(change.level)} em ${changeDateText(change.at)}`;

/** The status line of an account card: 'ativa — não renova; acesso até …', plus what a reactivation brings when a change waits. */
export function accountStatusText(subscription: SubscriptionWithChange, now: Date): string {
  const status = subscriptionStatusText(subscription, now);
  const change = subscription.scheduledChange;
  return change && canReactivate(subscription, now) ? `${status}; ${afterReactivation(change)}` : status;
}

/** The account card's note of a waiting change ('Muda para Básico em …'), or null when there is none or the status line tells it. */
export function scheduledChangeNote(subscription: SubscriptionWithChange, now: Date): string | null {
  const change = subscription.scheduledChange;
  return change && !canReactivate(subscription, now) ? scheduledChangeText(change.level, change.at) : null;
}

/**
 * What the plans page says next to the current card plan: that it ends (set to cancel) and what a reactivation would
 * change, or the change waiting for the period's end; null when it simply renews.
 */
export function planOutlookText(subscription: SubscriptionWithChange, now: Date): string | null {
  const change = subscription.scheduledChange;
  const end = accessEndsAt(subscription);
  if (canReactivate(subscription, now) && end !== null) {
    const ending = `Não renova; acesso até ${formatUnixDate(end)}`;
    return change ? `${ending}; ${afterReactivation(change)}` : ending;
  }
  return change ? scheduledChangeText(change.level, change.at) : null;
}
