import { randomBytes } from 'node:crypto';
import { orders } from '../../../../api/src/store/orders';
import type { Store } from '../../../../api/src/store/types';
import type {
  CryptoGateway,
  CryptoOrder,
  CryptoOrderRequest,
} from '../../../../api/src/services/crypto-gateway/crypto-gateway';

/** Where the local front serves the test payment page of a crypto order. */
export const LOCAL_CRYPTO_PATH = '/local-crypto';

/** Without CRYPTO_GATEWAY_URL: orders live in the `orders` collection and are "paid" on a local test page. */
export class LocalCryptoGateway implements CryptoGateway {
  readonly kind = 'local' as const;

  constructor(private readonly store: () => Promise<Store>) {}

  async createOrder(request: CryptoOrderRequest): Promise<CryptoOrder> {
    const orderId = `cro_local_${randomBytes(10).toString('hex')}`;
    const at = new Date().toISOString();
    await orders(await this.store()).insertOne({
      _id: orderId,
      kind: 'crypto-order',
      status: 'open',
      userId: request.userId,
      email: request.email,
      amount: request.amountCents,
      currency: 'brl',
      invoiceId: request.invoiceId,
      subId: request.subId,
      description: request.description,
      successUrl: request.returnUrl,
      createdAt: at,
      updatedAt: at,
    });
    return { orderId, payUrl: `${LOCAL_CRYPTO_PATH}/${orderId}` };
  }
}
