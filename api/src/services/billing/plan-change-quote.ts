import { isUsableSubscription } from '@agulhadas/domain/identity/derive-roles';
import { PLAN_CHANGE_MESSAGES, planChangeKind, planChangeQuoteText } from '@agulhadas/domain/plans/plan-change';
import type { PlanChangeQuote, PreviewPlanChangeBody } from '@agulhadas/domain/plans/plan-change-request';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import { resolvePlanFromMetadata } from '@agulhadas/domain/plans/resolve-plan';
import { badRequest, conflict, notFound } from '../../http/errors';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import type { Store } from '../../store/types';
import type { PaymentProvider } from '../payments';
import type { PlanChangeTarget } from '../payments/plan-change-provider';
import { apiPlanCatalogue } from '../payments/plan-catalogue';

export interface PricedPlanChange {
  quote: PlanChangeQuote;
  target: PlanChangeTarget;
  subscription: SubscriptionDoc;
}

/**
 * Prices changing the caller's own live card subscription to another recurring plan of the catalogue (never
 * the client's price): an upgrade by the provider's invoice preview at `prorationDate`, a downgrade free now
 * and applied when the paid period ends.
 */
export async function quotePlanChange(
  store: Store,
  provider: PaymentProvider,
  userId: string,
  body: PreviewPlanChangeBody,
  prorationDate: number,
  now: Date,
): Promise<PricedPlanChange> {
  const subscription = await subscriptions(store).findOne({ subId: body.subId, userId });
  if (!subscription) throw notFound('Assinatura não encontrada.');
  if (!isRecurringSubscription(subscription.subId)) throw conflict(PLAN_CHANGE_MESSAGES.notCard);
  if (subscription.notice || subscription.duplicateCancelledAt || !isUsableSubscription(subscription, now))
    throw conflict(PLAN_CHANGE_MESSAGES.notLive);
  const resolution = resolvePlanFromMetadata(body.metadata, apiPlanCatalogue(), 'recurring');
  if (!resolution.ok) throw badRequest(resolution.message);
  const { plan } = resolution;
  const kind =
    plan.key === subscription.metadata.plan
      ? null
      : planChangeKind({ level: subscription.level, period: subscription.metadata.period }, plan);
  if (!kind) throw conflict(PLAN_CHANGE_MESSAGES.samePlan);
  const target: PlanChangeTarget = {
    subId: subscription.subId,
    stripePriceId: plan.stripePriceId ?? '',
    planKey: plan.key,
    level: plan.level,
    period: plan.period,
    priceCents: plan.priceCents ?? 0,
  };
  const amountDue = kind === 'upgrade' ? (await provider.previewPlanChange(target, prorationDate)).amountDue : 0;
  const effectiveAt = kind === 'upgrade' ? prorationDate : (subscription.expiry ?? prorationDate);
  const facts = {
    kind,
    level: plan.level,
    period: plan.period,
    amountDueCents: amountDue,
    nextPriceCents: target.priceCents,
    effectiveAt,
  };
  return {
    quote: {
      subId: subscription.subId,
      kind,
      plan: plan.key,
      level: plan.level,
      period: plan.period,
      amountDue,
      nextPrice: target.priceCents,
      prorationDate,
      effectiveAt,
      text: planChangeQuoteText(facts),
    },
    target,
    subscription,
  };
}
