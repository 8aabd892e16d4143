import type { Store } from '../../../../api/src/store/types';

/**
 * What the local stand-in for the card provider charged and refunded, the way Stripe's dashboard lists a
 * customer's payments: tests and the local run read here what a card was really charged.
 */
export interface LocalChargeDoc {
  _id: string;
  kind: 'charge' | 'refund';
  userId: string;
  subId: string;
  /** The paid invoice (charges) or the refunded one (refunds). */
  invoiceId: string;
  /** Cents, always positive. */
  amount: number;
  /** Stripe's invoice billing_reason for charges ('subscription_create', 'subscription_update'); 'duplicate' for refunds. */
  reason: string;
  createdAt: string;
}

export const localCharges = (store: Store) => store.collection<LocalChargeDoc>('local_charges');

export async function ensureLocalChargeIndexes(store: Store): Promise<void> {
  await localCharges(store).createIndex({ subId: 1 });
}
