import type { Store } from './types';

/**
 * Every plan checkout session opened for a user, with either provider: a user keeps at most one open, so two
 * tabs or a forgotten session cannot both be paid into two subscriptions.
 */
export interface PlanCheckoutDoc {
  /** The provider's session id (`cs_…`). */
  _id: string;
  userId: string;
  plan: string;
  trialDays: number;
  provider: 'stripe' | 'local';
  status: 'open' | 'complete' | 'expired';
  createdAt: string;
  updatedAt: string;
}

export const planCheckouts = (store: Store) => store.collection<PlanCheckoutDoc>('plan_checkouts');

export async function ensurePlanCheckoutIndexes(store: Store): Promise<void> {
  await planCheckouts(store).createIndex({ userId: 1, status: 1 });
}
