import type { Store } from './types';

export interface InvoiceDoc {
  _id?: string;
  subId: string;
  userId: string;
  /** 'refused': an admin found no such payment; the payer may pay again (a new invoice). */
  status: 'pending' | 'paid' | 'cancelled' | 'refused';
  paymentMethod: 'pix' | 'cripto';
  /** PIX: the BR Code payload and QR image (data URL); crypto: the gateway's order id. */
  data: string;
  amount: number;
  createdAt: string;
  /** PIX: the copy-and-paste BR Code. */
  brCode?: string;
  /** Crypto: the gateway's payment page. */
  payUrl?: string;
  paidAt?: string;
  refusedAt?: string;
  /**
   * Crypto: when the payer sent the payment; it stays `pending` until an admin confirms it. Meanwhile the method
   * cannot change (the money may already be on its way) and a one-off trial keeps its access.
   */
  submittedAt?: string;
}

export const invoices = (store: Store) => store.collection<InvoiceDoc>('invoices');

export async function ensureInvoiceIndexes(store: Store): Promise<void> {
  await invoices(store).createIndex({ userId: 1 });
  await invoices(store).createIndex({ subId: 1 });
  // At most one pending invoice per subscription: a concurrent second one fails instead of doubling.
  await invoices(store).createIndex(
    { subId: 1, status: 1 },
    { unique: true, name: 'one_pending_per_sub', partialFilterExpression: { status: 'pending' } },
  );
}
