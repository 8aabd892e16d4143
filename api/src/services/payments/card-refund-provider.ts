/** A paid charge of a card subscription, as the card provider lists it. */
export interface CardCharge {
  /** The provider's invoice (`in_…`). */
  invoiceId: string;
  amountCents: number;
  /** ISO time it was paid. */
  paidAt: string;
}

export interface CardRefundRequest {
  subId: string;
  invoiceId: string;
  /** The same key for every try of one refund: the provider refunds once, however often it is asked. */
  idempotencyKey: string;
}

/** What the back office needs from the card provider to refund a card payment. */
export interface CardRefundProvider {
  /** The subscription's charges that took money, newest first. */
  listCardCharges(subId: string): Promise<CardCharge[]>;
  /**
   * Refunds in full what the invoice charged and cancels its subscription now, so the card is not charged again for
   * a plan that ended. Answers the provider's refund id and the amount; throws when the invoice has no paid payment.
   */
  refundCardCharge(request: CardRefundRequest): Promise<{ refundId: string; amountCents: number }>;
}
