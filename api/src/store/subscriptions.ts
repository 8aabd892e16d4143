import type { Store } from './types';

export interface SubscriptionDoc {
  _id?: string;
  /** Stripe subscription id (`sub_…`) or our id for one-off purchases. */
  subId: string;
  userId: string;
  level: string;
  status: string;
  /** Unix seconds. */
  expiry: number | null;
  metadata: { price: number; plan: string; period: string };
  createdAt: string;
  updatedAt: string;
  /** Stripe customer of a `sub_` subscription (for the customer portal). */
  stripeCustomerId?: string;
  /** Time (unix s) and order rank of the last provider event applied; older events never overwrite newer ones. */
  providerEventAt?: number;
  providerEventRank?: number;
  /** One-off purchases: the invoice address given when buying. */
  invoiceAddress?: { nome: string; endereco: string; telefone: string };
  /** Set when an admin confirmed a one-off payment. */
  paidAt?: string;
  /** Card subscription set by its owner to end when its period ends (or at `cancelAt`, unix s); access lasts until then. */
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  /** The card checkout session that created it: the thank-you page asks what that checkout turned into. */
  checkoutSessionId?: string;
  /** One-off purchase not yet paid: a repeated purchase of the same plan returns it instead of opening another. */
  openOrder?: true;
  /** A 30-day promo whose end was announced (or needed no announcement): never invited twice. */
  renewalInvitedAt?: string;
  /** A card downgrade waiting for the end of the paid period (the provider's schedule applies it then). */
  scheduledChange?: ScheduledPlanChange;
  /** Set while a plan change of this subscription is being applied: one change at a time. */
  planChangeStartedAt?: string;
  /** Set when this was found to be a second live card subscription of its user, before it is cancelled. */
  duplicateCancelledAt?: string;
  /** 'duplicate-refunded': a second card subscription, cancelled and refunded at the provider. */
  notice?: string;
}

export interface ScheduledPlanChange {
  plan: string;
  level: string;
  period: string;
  price: number;
  /** Unix seconds. */
  at: number;
  /** The provider's subscription schedule id. */
  scheduleId: string;
}

export const subscriptions = (store: Store) => store.collection<SubscriptionDoc>('subscriptions');

export async function subscriptionsOf(store: Store, userId: string): Promise<SubscriptionDoc[]> {
  return subscriptions(store).find({ userId }).toArray();
}

export async function ensureSubscriptionIndexes(store: Store): Promise<void> {
  await subscriptions(store).createIndex({ userId: 1 });
  await subscriptions(store).createIndex({ subId: 1 }, { unique: true });
  // The robot's rounds look for the promos ending soon: by level and expiry, not a scan of every subscription.
  await subscriptions(store).createIndex({ level: 1, expiry: 1 });
  await subscriptions(store).createIndex(
    { userId: 1, 'metadata.plan': 1 },
    { unique: true, name: 'one_open_order_per_plan', partialFilterExpression: { openOrder: true } },
  );
}
