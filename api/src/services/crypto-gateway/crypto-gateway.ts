/** A crypto payment gateway (Bitfinex Pay by default): one order per invoice, paid on the gateway's page. */
export interface CryptoOrderRequest {
  /** Our invoice id; the gateway echoes it so a payment can be matched. */
  invoiceId: string;
  subId: string;
  userId: string;
  email: string;
  amountCents: number;
  currency: 'BRL';
  description: string;
  /** Where the gateway sends the buyer back (/conta). */
  returnUrl: string;
}

export interface CryptoOrder {
  orderId: string;
  payUrl: string;
}

export interface CryptoGateway {
  readonly kind: 'http' | 'local';
  createOrder(request: CryptoOrderRequest): Promise<CryptoOrder>;
}
