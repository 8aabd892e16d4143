import { z } from 'zod';
import type { CryptoGateway, CryptoOrder, CryptoOrderRequest } from './crypto-gateway';

/**
 * Any gateway (or a thin proxy in front of Bitfinex Pay) exposing:
 *
 *   POST {CRYPTO_GATEWAY_URL}/orders
 *   Authorization: Bearer {CRYPTO_GATEWAY_KEY}
 *   { "reference": invoiceId, "amount": "150.00", "currency": "BRL", "description": "…",
 *     "customer": { "email": "…" }, "returnUrl": "https://…/conta", "metadata": { "subId": "…", "userId": "…" } }
 *   → 200/201 { "id": "<order id>", "url": "<payment page>" }
 *
 * Payment confirmation stays manual (admin confirmPayment), as the screens tell users that activation may take up to 48 h.
 */
const orderAnswer = z.object({ id: z.string().min(1).max(200), url: z.string().url().max(2000) });

export class HttpCryptoGateway implements CryptoGateway {
  readonly kind = 'http' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async createOrder(request: CryptoOrderRequest): Promise<CryptoOrder> {
    const answer = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}` },
      body: JSON.stringify({
        reference: request.invoiceId,
        amount: (request.amountCents / 100).toFixed(2),
        currency: request.currency,
        description: request.description,
        customer: { email: request.email },
        returnUrl: request.returnUrl,
        metadata: { subId: request.subId, userId: request.userId },
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!answer.ok) throw new Error(`crypto gateway answered ${answer.status}`);
    const parsed = orderAnswer.parse(await answer.json());
    return { orderId: parsed.id, payUrl: parsed.url };
  }
}
