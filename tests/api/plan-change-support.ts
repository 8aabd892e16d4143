import { addMonths, stripeEvent, subscriptionObject } from '../../local/src/stand-ins/payments/local-stripe-events';
import type { PlanChangeQuote } from '@agulhadas/domain/plans/plan-change-request';
import { call, type CallResult } from '../support/api-client';
import type { Principal } from '../../api/src/http/principal';
import { sendSigned } from './commerce-support';

export const DAY = 86400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A live card subscription, arranged through the webhook as Stripe reports it: started `daysAgo`, one period long. */
export async function arrangeCardSubscription(input: {
  subId: string;
  userId: string;
  plan: string;
  daysAgo: number;
  status?: string;
}): Promise<{ start: number; end: number }> {
  const start = nowSeconds() - input.daysAgo * DAY;
  const end = addMonths(start, input.plan.endsWith('_a') ? 12 : 1);
  const object = subscriptionObject({
    subId: input.subId,
    userId: input.userId,
    plan: input.plan,
    status: input.status ?? 'active',
    created: start,
    periodEnd: end,
    trialEnd: null,
  });
  const answer = await sendSigned(stripeEvent('customer.subscription.created', object, start));
  if (answer.body.outcome !== 'applied') throw new Error(`arranging ${input.subId}: ${JSON.stringify(answer.body)}`);
  return { start, end };
}

const metadataOf = (plan: string, period: string) => ({ price: 1, plan, period });

export function preview(
  as: Principal,
  subId: string,
  plan: string,
  period: string,
): Promise<CallResult<PlanChangeQuote & { error?: string }>> {
  return call('previewPlanChange', { method: 'POST', as, body: { subId, metadata: metadataOf(plan, period) } });
}

export function confirm(
  as: Principal,
  quote: Pick<PlanChangeQuote, 'subId' | 'plan' | 'period' | 'prorationDate' | 'amountDue'>,
): Promise<CallResult<PlanChangeQuote & { error?: string }>> {
  return call('changePlan', {
    method: 'POST',
    as,
    body: {
      subId: quote.subId,
      metadata: metadataOf(quote.plan, quote.period),
      prorationDate: quote.prorationDate,
      amountDue: quote.amountDue,
    },
  });
}

/** Stripe's proration by the second, each line rounded to the cent: what the preview must answer. */
export function expectedProration(
  oldPrice: number,
  newPrice: number,
  period: { start: number; end: number },
  at: number,
): number {
  const remaining = (period.end - at) / (period.end - period.start);
  return Math.round(newPrice * remaining) - Math.round(oldPrice * remaining);
}
