import type { Store } from './types';

/**
 * Money given back to a payer: a card charge refunded through the card provider, or a PIX or crypto payment an admin
 * returned outside the product and recorded here. Payment records: kept when the account is erased.
 */
export interface RefundDoc {
  /** One refund per payment: `card:<provider invoice id>` or `manual:<our invoice id>`; a second try finds it. */
  _id: string;
  kind: 'card' | 'manual';
  /** 'requested': claimed while the card provider is asked (a failure removes the claim); 'done': the money went back. */
  status: 'requested' | 'done';
  userId: string;
  subId: string;
  /** The provider's invoice (card) or our invoice (PIX, crypto). */
  invoiceId: string;
  /** Cents given back. */
  amountCents: number;
  /** What was paid: 'cartão', 'PIX' or 'cripto'. */
  paidWith: string;
  /** Manual refunds: how the money went back ('pix', 'transferencia', 'cripto'); null for card refunds. */
  refundMethod: string | null;
  /** The admin's note (manual refunds); '' when none. */
  note: string;
  /** The card provider's refund id (`re_…`); null for manual refunds. */
  providerRefundId: string | null;
  /** Whether the refund ended the plan (a full refund does). */
  planEnded: boolean;
  /** The admin who refunded (e-mail or id). */
  by: string;
  createdAt: string;
  doneAt?: string;
}

export const refunds = (store: Store) => store.collection<RefundDoc>('refunds');

export async function ensureRefundIndexes(store: Store): Promise<void> {
  await refunds(store).createIndex({ userId: 1, createdAt: -1 });
}
