import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { paymentProvider } from '../services/payments';
import { cardSubscriptionIdSchema } from '../services/payments/card-subscription-id';
import { publicUrl } from '../services/payments/public-urls';
import { subscriptions } from '../store/subscriptions';

const body = z.object({ subId: cardSubscriptionIdSchema });

/** POST /api/getStripeCustomerPortalUrl {subId}: the provider's portal for one of the caller's own card subscriptions. */
export const getStripeCustomerPortalUrl = defineFunction({
  name: 'getStripeCustomerPortalUrl',
  methods: {
    POST: method({
      access: 'user',
      body,
      handler: async ({ body: { subId }, caller, store }) => {
        if (!caller) throw new Error('user access without caller');
        // Someone else's id answers like an unknown one: ids are not confirmed to strangers.
        const sub = await subscriptions(store).findOne({ subId, userId: caller.userId });
        if (!sub) throw notFound('Assinatura não encontrada.');
        const { url } = await paymentProvider().createPortalSession({
          subId,
          stripeCustomerId: sub.stripeCustomerId ?? null,
          returnUrl: publicUrl('/conta'),
        });
        return jsonResponse(200, { url });
      },
    }),
  },
});
