import { randomBytes } from 'node:crypto';
import { paidServiceBodySchema } from '../../../src/domain/plans/plan-price-object';
import { resolvePlanFromMetadata } from '../../../src/domain/plans/resolve-plan';
import { config } from '../config';
import { defineFunction, method } from '../http/define-function';
import { badRequest, conflict, jsonResponse } from '../http/errors';
import { DAY_SECONDS, unixSeconds } from '../services/billing/calendar';
import { trialDaysFor } from '../services/billing/trial-eligibility';
import { apiPlanCatalogue } from '../services/payments/plan-catalogue';
import { subscriptions } from '../store/subscriptions';
import { users } from '../store/users';

/**
 * POST /api/createPaidService: a one-off (PIX/crypto) plan. The subscription is created now and paid later
 * on /conta: in its 7-day trial when the user has one (spec 01 §2 dialog), else waiting for payment.
 */
export const createPaidService = defineFunction({
  name: 'createPaidService',
  methods: {
    POST: method({
      access: 'user',
      body: paidServiceBodySchema,
      handler: async ({ body, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        if (config().plansSoldOut) throw conflict('Assinaturas esgotadas.');
        const resolution = resolvePlanFromMetadata(body.metadata, apiPlanCatalogue(), 'one-off');
        if (!resolution.ok) throw badRequest(resolution.message);
        const { plan } = resolution;
        const trialDays = await trialDaysFor(store, caller.userId, { hasVoucher: false, isPromo30: false });
        const at = now.toISOString();
        const subId = `one_${randomBytes(12).toString('hex')}`;
        await subscriptions(store).insertOne({
          subId,
          userId: caller.userId,
          level: plan.level,
          status: trialDays > 0 ? 'trialing' : 'pending_payment',
          expiry: trialDays > 0 ? unixSeconds(now) + trialDays * DAY_SECONDS : null,
          metadata: { price: plan.oneOffPriceCents ?? 0, plan: plan.key, period: plan.period },
          invoiceAddress: body.invoiceAddress,
          createdAt: at,
          updatedAt: at,
        });
        await users(store).updateOne({ _id: caller.userId }, { $set: { invoiceAddress: body.invoiceAddress } });
        return jsonResponse(200, { status: 'success', subId });
      },
    }),
  },
});
