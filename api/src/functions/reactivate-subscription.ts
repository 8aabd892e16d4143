import { z } from 'zod';
import { reactivationRefusal } from '@agulhadas/domain/billing/cancellation';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { paymentProvider } from '../services/payments';
import { cardSubscriptionIdSchema } from '../services/payments/card-subscription-id';
import { applyInLine } from '../services/payments/apply-in-line';
import { subscriptions } from '../store/subscriptions';

const body = z.object({ subId: cardSubscriptionIdSchema });

/**
 * POST /api/reactivateSubscription {subId}: undoes the owner's cancellation of a card subscription before its
 * period ends, so it renews again. The provider's answer is applied through the webhook code at once.
 */
export const reactivateSubscription = defineFunction({
  name: 'reactivateSubscription',
  methods: {
    POST: method({
      access: 'user',
      body,
      handler: async ({ body: { subId }, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        // Someone else's id answers like an unknown one: ids are not confirmed to strangers.
        const sub = await subscriptions(store).findOne({ subId, userId: caller.userId });
        if (!sub) throw notFound('Assinatura não encontrada.');
        const refusal = reactivationRefusal(sub, now);
        if (refusal) throw conflict(refusal);
        const provider = paymentProvider();
        await applyInLine(store, provider, await provider.reactivateSubscription(subId, now), now);
        const after = await subscriptions(store).findOne({ subId });
        return jsonResponse(200, {
          subId,
          status: after?.status ?? sub.status,
          cancelAtPeriodEnd: after?.cancelAtPeriodEnd ?? false,
          expiry: after?.expiry ?? sub.expiry,
        });
      },
    }),
  },
});
