import { formatUnixDate } from '../presentation/format';
import { subscriptionStatusLabel } from './subscription-status';

/**
 * A card subscription cancelled by its owner keeps the period already paid: the provider marks it to end
 * when the period ends (cancel at period end, or a cancel date) and only then deletes it. Until then it stays
 * 'active' (or 'trialing') and may be reactivated.
 */
export interface CancellableSubscription {
  status: string;
  /** Unix seconds: end of the paid (or trial) period. */
  expiry: number | null;
  cancelAtPeriodEnd?: boolean;
  /** Unix seconds: when the provider will end it, when a date was set. */
  cancelAt?: number | null;
}

const LIVE_STATUSES = ['active', 'trialing'];

export function isSetToCancel(subscription: CancellableSubscription): boolean {
  return subscription.cancelAtPeriodEnd === true || typeof subscription.cancelAt === 'number';
}

/** Access ends at the earlier of the cancel date and the period's end (the period bounds access anyway). */
export function accessEndsAt(subscription: CancellableSubscription): number | null {
  const ends = [subscription.cancelAt, subscription.expiry].filter(
    (value): value is number => typeof value === 'number',
  );
  return ends.length > 0 ? Math.min(...ends) : null;
}

/** Set to cancel, still live, and its access not over yet: the owner may undo the cancellation. */
export function canReactivate(subscription: CancellableSubscription, now: Date): boolean {
  const end = accessEndsAt(subscription);
  return (
    isSetToCancel(subscription) &&
    LIVE_STATUSES.includes(subscription.status) &&
    (end === null || end * 1000 > now.getTime())
  );
}

/** Why a reactivation is refused (shown to the user), or null when it may go ahead. */
export function reactivationRefusal(subscription: CancellableSubscription, now: Date): string | null {
  if (canReactivate(subscription, now)) return null;
  if (!isSetToCancel(subscription) && LIVE_STATUSES.includes(subscription.status))
    return 'Esta assinatura não está cancelada: ela já renova automaticamente.';
  return 'Esta assinatura já terminou e não pode ser reativada. Assine novamente em Planos de Assinatura.';
}

/**
 * The status line of an account card: the plain label, or for a live subscription set to cancel
 * 'ativa — não renova; acesso até dd/mm/aaaa' (its label, then the end), so the owner sees the paid period is kept and when it ends.
 */
export function subscriptionStatusText(subscription: CancellableSubscription, now: Date): string {
  const end = accessEndsAt(subscription);
  if (!canReactivate(subscription, now) || end === null) return subscriptionStatusLabel(subscription.status);
  return `${subscriptionStatusLabel(subscription.status)} — não renova; acesso até ${formatUnixDate(end)}`;
}
