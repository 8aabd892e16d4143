import { checkoutBodySchema } from '@agulhadas/domain/cart/cart-checkout-schema';
import { defineFunction, method } from '../http/define-function';
import { badRequest, jsonResponse } from '../http/errors';
import { paymentProvider } from '../services/payments';
import { publicUrl } from '../services/payments/public-urls';

/**
 * POST /api/getStripeCheckoutUrl {items}: a checkout session for the cart. Only price ids and quantities
 * are read; each price is looked up at the provider, so a tampered amount in `data` changes nothing.
 */
export const getStripeCheckoutUrl = defineFunction({
  name: 'getStripeCheckoutUrl',
  methods: {
    POST: method({
      access: 'user',
      body: checkoutBodySchema,
      handler: async ({ body, caller }) => {
        if (!caller) throw new Error('user access without caller');
        const provider = paymentProvider();
        const lines = [];
        for (const item of body.items) {
          const found = await provider.findShopPrice(item.id);
          if (!found) throw badRequest('Produto indisponível. Atualize o carrinho.');
          lines.push({ price: found.price, productName: found.productName, quantity: item.quantity });
        }
        const { url } = await provider.createShopCheckout({
          customer: { userId: caller.userId, email: caller.email },
          lines,
          successUrl: publicUrl('/lojinha/success'),
          cancelUrl: publicUrl('/lojinha/cancel'),
        });
        return jsonResponse(200, { url });
      },
    }),
  },
});
