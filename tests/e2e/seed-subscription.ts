import { getStore } from '../../api/src/store/db';
import { subscriptions, type SubscriptionDoc } from '../../api/src/store/subscriptions';

/** A subscription written straight to the product's store, as billing would leave it, for a screen test to read. */
export async function seedSubscription(
  userId: string,
  subscription: Omit<SubscriptionDoc, 'userId' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  const at = new Date().toISOString();
  await subscriptions(await getStore()).insertOne({ userId, createdAt: at, updatedAt: at, ...subscription });
}
