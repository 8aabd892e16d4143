import { subscriptionCheckoutBodySchema } from '@agulhadas/domain/plans/plan-price-object';
import { resolvePlanFromMetadata } from '@agulhadas/domain/plans/resolve-plan';
import { heldLevels, purchaseRefusal } from '@agulhadas/domain/plans/plan-holding';
import { PLAN_CHANGE_MESSAGES, liveCardSubscription } from '@agulhadas/domain/plans/plan-change';
import { openPlanCheckout } from '../services/billing/plan-checkout-sessions';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { badRequest, conflict, jsonResponse } from '../http/errors';
import { subscriptionsOf } from '../store/subscriptions';
import { trialDaysFor } from '../services/billing/trial-eligibility';
import { paymentProvider } from '../services/payments';
import { apiPlanCatalogue } from '../services/payments/plan-catalogue';
import { publicUrl } from '../services/payments/public-urls';

/**
 * POST /api/getStripeSubscriptionUrl: a recurring checkout for the chosen plan. The plan comes from the
 * catalogue by key (the client's price is ignored); the trial is decided here (trial-eligibility).
 */
export const getStripeSubscriptionUrl = defineFunction({
  name: 'getStripeSubscriptionUrl',
  methods: {
    POST: method({
      access: 'user',
      body: subscriptionCheckoutBodySchema,
      handler: async ({ body, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        if (config().plansSoldOut) throw conflict('Assinaturas esgotadas.');
        const resolution = resolvePlanFromMetadata(body.metadata, apiPlanCatalogue(), 'recurring');
        if (!resolution.ok) throw badRequest(resolution.message);
        const { plan } = resolution;
        const held = await subscriptionsOf(store, caller.userId);
        const refusal = purchaseRefusal(heldLevels(held, now), plan.level);
        if (refusal) throw conflict(refusal);
        // A card subscriber changes the plan of that subscription (changePlan), never opens a second one.
        if (liveCardSubscription(held, now)) throw conflict(PLAN_CHANGE_MESSAGES.useChange);
        const trialDays = await trialDaysFor(store, caller, { hasVoucher: body.hasVoucher, isPromo30: body.isPromo30 });
        const provider = paymentProvider();
        const { url, sessionId } = await provider.createPlanCheckout({
          customer: { userId: caller.userId, email: caller.email },
          planKey: plan.key,
          level: plan.level,
          period: plan.period,
          priceCents: plan.priceCents ?? 0,
          stripePriceId: plan.stripePriceId ?? '',
          trialDays,
          // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}: /assinou asks what this checkout became.
          successUrl: publicUrl('/assinou?session={CHECKOUT_SESSION_ID}'),
          cancelUrl: publicUrl('/assinatura'),
        });
        await openPlanCheckout(
          store,
          { sessionId, userId: caller.userId, plan: plan.key, trialDays, provider: provider.kind },
          (id) => provider.expireCheckout(id),
          now,
        );
        return jsonResponse(200, { url });
      },
    }),
  },
});
