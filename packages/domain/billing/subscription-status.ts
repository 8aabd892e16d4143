/** Subscription statuses and the Portuguese labels /conta shows for them. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'cancelled',
  'unpaid',
  'pending_payment',
  'pending_confirmation',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  incomplete: 'incompleta',
  incomplete_expired: 'incompleta e vencida',
  trialing: 'em fase de teste',
  active: 'ativa',
  past_due: 'vencida',
  cancelled: 'cancelada',
  unpaid: 'inadimplente',
  pending_payment: 'aguardando pagamento',
  pending_confirmation: 'aguardando confirmação de pagamento',
};

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/**
 * The card provider spells it 'canceled'; ours 'cancelled'. Both read 'cancelada'. An unknown status is
 * shown as it came rather than hidden.
 */
export function subscriptionStatusLabel(status: string): string {
  if (status === 'canceled') return SUBSCRIPTION_STATUS_LABELS.cancelled;
  return isSubscriptionStatus(status) ? SUBSCRIPTION_STATUS_LABELS[status] : status;
}
