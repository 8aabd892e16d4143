import { PLAN_CHANGE_MESSAGES } from '@agulhadas/domain/plans/plan-change';
import { changePlanBodySchema, type PlanChangeQuote } from '@agulhadas/domain/plans/plan-change-request';
import { defineFunction, method } from '../http/define-function';
import { HttpError, conflict, jsonResponse } from '../http/errors';
import { unixSeconds } from '../services/billing/calendar';
import { quotePlanChange } from '../services/billing/plan-change-quote';
import { paymentProvider, type PaymentProvider } from '../services/payments';
import { PlanChangeDeclinedError, type PlanChangeTarget } from '../services/payments/plan-change-provider';
import { subscriptions } from '../store/subscriptions';
import type { Store } from '../store/types';

/** A quote is good for this long: the proration moves with the clock, and the user confirms within minutes. */
const QUOTE_SECONDS = 30 * 60;

/** Longer than any provider call of a plan change takes. */
const CLAIM_SECONDS = 120;

/** An upgrade updates the subscription now and charges the proration; a downgrade is scheduled for the period end. */
async function applyQuotedChange(
  store: Store,
  provider: PaymentProvider,
  quote: PlanChangeQuote,
  target: PlanChangeTarget,
  subId: string,
  prorationDate: number,
  now: Date,
): Promise<PlanChangeQuote> {
  if (quote.kind === 'downgrade') {
    const { scheduleId } = await provider.schedulePlanChange(target, quote.effectiveAt);
    const scheduledChange = {
      plan: quote.plan,
      level: quote.level,
      period: quote.period,
      price: quote.nextPrice,
      at: quote.effectiveAt,
      scheduleId,
    };
    await subscriptions(store).updateOne({ subId }, { $set: { scheduledChange, updatedAt: now.toISOString() } });
    return quote;
  }
  try {
    await provider.applyPlanChange(target, prorationDate);
  } catch (error) {
    if (error instanceof PlanChangeDeclinedError)
      throw new HttpError(402, 'O cartão recusou a cobrança da diferença: o plano continua o mesmo.');
    throw error;
  }
  // The upgrade replaces a downgrade scheduled earlier (the provider released its schedule).
  await subscriptions(store).updateOne(
    { subId },
    { $unset: { scheduledChange: '' }, $set: { updatedAt: now.toISOString() } },
  );
  return quote;
}

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
        const { quote, target, subscription } = await quotePlanChange(
          store,
          provider,
          caller.userId,
          body,
          body.prorationDate,
          now,
        );
        if (quote.amountDue !== body.amountDue) throw conflict(PLAN_CHANGE_MESSAGES.quoteChanged);
        // One change at a time per subscription: a double click or a second tab cannot charge the proration twice.
        // A claim left by a crash stops blocking after a while.
        const abandoned = new Date(now.getTime() - CLAIM_SECONDS * 1000).toISOString();
        const claim = await subscriptions(store).updateOne(
          {
            subId: subscription.subId,
            'metadata.plan': subscription.metadata.plan,
            $or: [{ planChangeStartedAt: { $exists: false } }, { planChangeStartedAt: { $lt: abandoned } }],
          },
          { $set: { planChangeStartedAt: now.toISOString() } },
        );
        if (claim.modifiedCount === 0) throw conflict(PLAN_CHANGE_MESSAGES.inProgress);
        try {
          return jsonResponse(
            200,
            await applyQuotedChange(store, provider, quote, target, subscription.subId, body.prorationDate, now),
          );
        } finally {
          await subscriptions(store).updateOne({ subId: subscription.subId }, { $unset: { planChangeStartedAt: '' } });
        }
      },
    }),
  },
});
