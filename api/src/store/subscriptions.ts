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
}

export const subscriptions = (store: Store) => store.collection<SubscriptionDoc>('subscriptions');

export async function subscriptionsOf(store: Store, userId: string): Promise<SubscriptionDoc[]> {
  return subscriptions(store).find({ userId }).toArray();
}

export async function ensureSubscriptionIndexes(store: Store): Promise<void> {
  await subscriptions(store).createIndex({ userId: 1 });
  await subscriptions(store).createIndex({ subId: 1 }, { unique: true });
}
