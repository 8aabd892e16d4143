import type { Store } from './types';

/** One line of a shop order, priced by the provider (never by the client). */
export interface OrderLine {
  priceId: string;
  productName: string;
  quantity: number;
  unitAmount: number;
}

/**
 * Orders the product keeps itself: a local test checkout session (shop or plan), a paid shop order
 * recorded by the webhook, and a crypto-gateway order of the local gateway.
 */
export interface OrderDoc {
  /** `cs_local_…` for a local checkout session, the gateway order id for crypto, the session id for shop orders. */
  _id: string;
  kind: 'checkout-session' | 'shop-order' | 'crypto-order';
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  userId: string;
  email: string;
  amount: number;
  currency: 'brl';
  createdAt: string;
  updatedAt: string;
  /** Checkout sessions: 'payment' (shop) or 'subscription' (plan). */
  mode?: 'payment' | 'subscription';
  lines?: OrderLine[];
  /** Subscription checkout: the plan key and the trial days granted. */
  plan?: string;
  trialDays?: number;
  successUrl?: string;
  cancelUrl?: string;
  /** Crypto orders: the invoice they pay. */
  invoiceId?: string;
  subId?: string;
  description?: string;
}

export const orders = (store: Store) => store.collection<OrderDoc>('orders');

export async function ensureOrderIndexes(store: Store): Promise<void> {
  await orders(store).createIndex({ userId: 1 });
  await orders(store).createIndex({ kind: 1 });
}
