import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { paymentProvider } from '../services/payments';

/** GET /api/getStripeProducts: the shop catalogue as `{ products, prices: { data } }`. */
export const getStripeProducts = defineFunction({
  name: 'getStripeProducts',
  methods: {
    GET: method({
      access: 'public',
      handler: async () =>
        jsonResponse(200, await paymentProvider().listShopCatalogue(), { 'cache-control': 'public, max-age=60' }),
    }),
  },
});
