/** A card charge of one of a person's card subscriptions, as support sees it before refunding it. */
export interface CardChargeView {
  subId: string;
  plan: string;
  invoiceId: string;
  amountCents: number;
  paidAt: string;
  /** What was refunded; null while nothing was. */
  refundedCents: number | null;
}
