import { PLAN_CHANGE_MESSAGES } from '../../../src/domain/plans/plan-change';
import { changePlanBodySchema } from '../../../src/domain/plans/plan-change-request';
import { defineFunction, method } from '../http/define-function';
import { HttpError, conflict, jsonResponse } from '../http/errors';
import { unixSeconds } from '../services/billing/calendar';
import { quotePlanChange } from '../services/billing/plan-change-quote';
import { paymentProvider } from '../services/payments';
import { PlanChangeDeclinedError } from '../services/payments/plan-change-provider';
import { subscriptions } from '../store/subscriptions';

/** A quote is good for this long: the proration moves with the clock, and the user confirms within minutes. */
const QUOTE_SECONDS = 30 * 60;

/**
 * POST /api/changePlan: applies the quoted change. The quote is priced again at the same proration date and the
 * change refused if the amount moved; an upgrade updates the subscription now and charges the proration, a
 * downgrade is scheduled for the end of the paid period.
 */
export const changePlan = defineFunction({
  name: 'changePlan',
  methods: {
    POST: method({
      access: 'user',
      body: changePlanBodySchema,
      handler: async ({ body, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        const age = unixSeconds(now) - body.prorationDate;
        if (age < 0 || age > QUOTE_SECONDS) throw conflict(PLAN_CHANGE_MESSAGES.quoteExpired);
        const provider = paymentProvider();
        const { quote, target, subscription } = await quotePlanChange(store, provider, caller.userId, body, body.prorationDate, now);
        if (quote.amountDue !== body.amountDue) throw conflict(PLAN_CHANGE_MESSAGES.quoteChanged);
        if (quote.kind === 'downgrade') {
          const { scheduleId } = await provider.schedulePlanChange(target, quote.effectiveAt);
          const scheduledChange = { plan: quote.plan, level: quote.level, period: quote.period, price: quote.nextPrice, at: quote.effectiveAt, scheduleId };
          await subscriptions(store).updateOne({ subId: subscription.subId }, { $set: { scheduledChange, updatedAt: now.toISOString() } });
          return jsonResponse(200, quote);
        }
        try {
          await provider.applyPlanChange(target, body.prorationDate);
        } catch (error) {
          if (error instanceof PlanChangeDeclinedError) throw new HttpError(402, 'O cartão recusou a cobrança da diferença: o plano continua o mesmo.');
          throw error;
        }
        // The upgrade replaces a downgrade scheduled earlier (the provider released its schedule).
        await subscriptions(store).updateOne({ subId: subscription.subId }, { $unset: { scheduledChange: '' }, $set: { updatedAt: now.toISOString() } });
        return jsonResponse(200, quote);
      },
    }),
  },
});
