/** One PIX or crypto invoice waiting for an admin, as the back office lists it. */
export interface PendingPayment {
  invoiceId: string;
  subId: string;
  email: string;
  name: string;
  /** 'VIP — 1 mês'. */
  plan: string;
  amountCents: number;
  method: 'pix' | 'cripto';
  /** PIX: the BR Code's txid (what the bank statement shows); crypto: the gateway's order id. */
  reference: string;
  createdAt: string;
  /** Crypto: when the payer said it was sent. */
  submittedAt: string | null;
  /** Whole minutes since the invoice was issued. */
  ageMinutes: number;
}
