import { previewPlanChangeBodySchema } from '@agulhadas/domain/plans/plan-change-request';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { takeUserCall, type UserRateRule } from '../http/user-rate-limit';
import { unixSeconds } from '../services/billing/calendar';
import { quotePlanChange } from '../services/billing/plan-change-quote';
import { paymentProvider } from '../services/payments';

/**
 * Price previews per user in 10 minutes: each one is a call to the payment provider (whose API limits the whole
 * account), and a person comparing the few plans they may change to asks a handful.
 */
export const PLAN_CHANGE_PREVIEWS: UserRateRule = {
  name: 'previewPlanChange',
  limit: 20,
  windowMs: 600_000,
  message: 'Muitas simulações de mudança de plano. Tente de novo em alguns minutos.',
};

/**
 * POST /api/previewPlanChange: what changing the caller's card subscription to another recurring plan costs,
 * priced now by the provider's invoice preview. The answer's proration date and amount go back to changePlan.
 */
export const previewPlanChange = defineFunction({
  name: 'previewPlanChange',
  methods: {
    POST: method({
      access: 'user',
      body: previewPlanChangeBodySchema,
      handler: async ({ body, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        await takeUserCall(store, PLAN_CHANGE_PREVIEWS, caller.userId, now);
        const { quote } = await quotePlanChange(store, paymentProvider(), caller.userId, body, unixSeconds(now), now);
        return jsonResponse(200, quote);
      },
    }),
  },
});
