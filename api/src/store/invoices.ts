import type { Store } from './types';

export interface InvoiceDoc {
  _id?: string;
  subId: string;
  userId: string;
  status: 'pending' | 'paid' | 'cancelled';
  paymentMethod: 'pix' | 'cripto';
  /** PIX: the BR Code payload and QR image (data URL); crypto: the gateway's order id. */
  data: string;
  amount: number;
  createdAt: string;
}

export const invoices = (store: Store) => store.collection<InvoiceDoc>('invoices');

export async function ensureInvoiceIndexes(store: Store): Promise<void> {
  await invoices(store).createIndex({ userId: 1 });
  await invoices(store).createIndex({ subId: 1 });
}
