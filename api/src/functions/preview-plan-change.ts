import { previewPlanChangeBodySchema } from '@agulhadas/domain/plans/plan-change-request';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { unixSeconds } from '../services/billing/calendar';
import { quotePlanChange } from '../services/billing/plan-change-quote';
import { paymentProvider } from '../services/payments';

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
        const { quote } = await quotePlanChange(store, paymentProvider(), caller.userId, body, unixSeconds(now), now);
        return jsonResponse(200, quote);
      },
    }),
  },
});
