import { createHash, randomBytes } from 'node:crypto';
import { periodMonths, isPlanPeriod } from '@agulhadas/domain/plans/plan-periods';
import { isPlanKey } from '@agulhadas/domain/plans/plan-keys';
import type { OrderDoc } from '../../../../api/src/store/orders';
import { apiPlanCatalogue } from '../../../../api/src/services/payments/plan-catalogue';

/**
 * Stripe-format events the local checkout sends for a paid session: the same fields the real ones carry
 * where the webhook reads them, so the webhook code path is the production one.
 */
export interface StripeEventPayload {
  id: string;
  object: 'event';
  api_version: string;
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
}

const DAY = 86400;

export const rid = (prefix: string) => `${prefix}_local_${randomBytes(10).toString('hex')}`;

/** One fake Stripe customer per user, stable across purchases. */
export const localCustomerId = (userId: string) =>
  `cus_local_${createHash('sha256').update(userId).digest('hex').slice(0, 14)}`;

export function stripeEvent(type: string, object: Record<string, unknown>, created: number): StripeEventPayload {
  return {
    id: rid('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

export function addMonths(unixSeconds: number, months: number): number {
  const date = new Date(unixSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

export function subscriptionObject(input: {
  subId: string;
  userId: string;
  plan: string;
  status: string;
  created: number;
  periodEnd: number;
  trialEnd: number | null;
  /** Set when the subscription is to end at its period's end (the portal's cancellation); absent or null: it renews. */
  cancelAt?: number | null;
}): Record<string, unknown> {
  const catalogue = apiPlanCatalogue();
  const plan = isPlanKey(input.plan) ? catalogue[input.plan] : null;
  const period = plan?.period ?? 'M';
  const metadata = { userId: input.userId, plan: input.plan, level: plan?.level ?? '', period };
  return {
    id: input.subId,
    object: 'subscription',
    status: input.status,
    customer: localCustomerId(input.userId),
    created: input.created,
    current_period_start: input.created,
    current_period_end: input.periodEnd,
    trial_end: input.trialEnd,
    cancel_at_period_end: typeof input.cancelAt === 'number',
    cancel_at: input.cancelAt ?? null,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: rid('si'),
          object: 'subscription_item',
          current_period_end: input.periodEnd,
          price: {
            id: plan?.stripePriceId ?? `price_local_${input.plan}`,
            object: 'price',
            unit_amount: plan?.priceCents ?? 0,
            currency: 'brl',
            recurring: {
              interval: period === 'A' ? 'year' : 'month',
              interval_count: isPlanPeriod(period) && period !== 'A' ? periodMonths(period) : 1,
            },
            metadata: { plan: input.plan, level: plan?.level ?? '', period, price: String(plan?.priceCents ?? 0) },
          },
        },
      ],
    },
  };
}

function paidInvoice(input: {
  subId: string;
  customer: string;
  amount: number;
  start: number;
  end: number;
}): Record<string, unknown> {
  return {
    id: rid('in'),
    object: 'invoice',
    status: 'paid',
    customer: input.customer,
    amount_paid: input.amount,
    currency: 'brl',
    subscription: input.subId,
    parent: { type: 'subscription_details', subscription_details: { subscription: input.subId } },
    period_end: input.end,
    lines: { object: 'list', data: [{ period: { start: input.start, end: input.end } }] },
  };
}

/** What Stripe sends after `trial_end: 'now'` on a test card: the first period charged at once, then active. */
export function eventsForEndedTrial(
  sub: { subId: string; userId: string; plan: string; amount: number },
  now: Date,
): StripeEventPayload[] {
  const t = Math.floor(now.getTime() / 1000);
  const period = isPlanKey(sub.plan) ? apiPlanCatalogue()[sub.plan].period : 'M';
  const paidEnd = addMonths(t, periodMonths(period));
  return [
    stripeEvent(
      'invoice.paid',
      paidInvoice({
        subId: sub.subId,
        customer: localCustomerId(sub.userId),
        amount: sub.amount,
        start: t,
        end: paidEnd,
      }),
      t,
    ),
    stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...sub, status: 'active', created: t, periodEnd: paidEnd, trialEnd: null }),
      t,
    ),
  ];
}

/** The events Stripe sends when a test session is paid, in Stripe's order. */
export function eventsForPaidSession(session: OrderDoc, now: Date): StripeEventPayload[] {
  const t = Math.floor(now.getTime() / 1000);
  const customer = localCustomerId(session.userId);
  const base = {
    id: session._id,
    object: 'checkout.session',
    mode: session.mode,
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: session.userId,
    customer,
    customer_email: session.email,
    amount_total: session.amount,
    currency: 'brl',
    metadata: { userId: session.userId, ...(session.plan ? { plan: session.plan } : { kind: 'shop' }) },
  };
  if (session.mode !== 'subscription' || !session.plan) {
    return [stripeEvent('checkout.session.completed', { ...base, subscription: null }, t)];
  }
  const subId = rid('sub');
  const trialDays = session.trialDays ?? 0;
  const catalogue = apiPlanCatalogue();
  const period = isPlanKey(session.plan) ? catalogue[session.plan].period : 'M';
  const paidEnd = addMonths(t, periodMonths(period));
  const invoice = (amount: number, end: number) => paidInvoice({ subId, customer, amount, start: t, end });
  const sub = (status: string, end: number) =>
    subscriptionObject({
      subId,
      userId: session.userId,
      plan: session.plan ?? '',
      status,
      created: t,
      periodEnd: end,
      trialEnd: trialDays > 0 ? t + trialDays * DAY : null,
    });
  if (trialDays > 0) {
    const trialEnd = t + trialDays * DAY;
    return [
      stripeEvent('customer.subscription.created', sub('trialing', trialEnd), t),
      stripeEvent('invoice.paid', invoice(0, trialEnd), t),
      stripeEvent('checkout.session.completed', { ...base, amount_total: 0, subscription: subId }, t),
    ];
  }
  return [
    stripeEvent('customer.subscription.created', sub('incomplete', paidEnd), t),
    stripeEvent('invoice.paid', invoice(session.amount, paidEnd), t),
    stripeEvent('customer.subscription.updated', sub('active', paidEnd), t),
    stripeEvent('checkout.session.completed', { ...base, subscription: subId }, t),
  ];
}

/** A stored card subscription, as the local stand-in re-sends it. */
export interface LocalSubscription {
  subId: string;
  userId: string;
  status: string;
  expiry: number | null;
  metadata: { plan: string };
}

/**
 * The subscription event Stripe sends when its owner changes whether it renews: the portal's cancellation
 * (`cancelAt` = the period's end, status unchanged) or a reactivation (`cancelAt` null).
 */
export function eventForRenewalChange(sub: LocalSubscription, cancelAt: number | null, now: Date): StripeEventPayload {
  const t = Math.floor(now.getTime() / 1000);
  const periodEnd = sub.expiry ?? t;
  const object = subscriptionObject({
    subId: sub.subId,
    userId: sub.userId,
    plan: sub.metadata.plan,
    status: sub.status,
    created: t,
    periodEnd,
    trialEnd: sub.status === 'trialing' ? periodEnd : null,
    cancelAt,
  });
  return stripeEvent('customer.subscription.updated', object, t);
}

/**
 * What Stripe sends when a renewing subscription reaches its period's end (or a trial its end): the subscription in
 * its next period, on the plan a scheduled downgrade named when there is one, and that period's invoice paid on
 * the card (`billing_reason: 'subscription_cycle'`).
 */
export function eventsForRenewal(sub: LocalSubscription, nextPlan: string, now: Date): StripeEventPayload[] {
  const t = Math.floor(now.getTime() / 1000);
  const start = sub.expiry ?? t;
  const plan = isPlanKey(nextPlan) ? apiPlanCatalogue()[nextPlan] : null;
  const end = addMonths(start, periodMonths(plan?.period ?? 'M'));
  const invoice = {
    ...paidInvoice({
      subId: sub.subId,
      customer: localCustomerId(sub.userId),
      amount: plan?.priceCents ?? 0,
      start,
      end,
    }),
    billing_reason: 'subscription_cycle',
  };
  return [
    stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({
        subId: sub.subId,
        userId: sub.userId,
        plan: nextPlan,
        status: 'active',
        created: start,
        periodEnd: end,
        trialEnd: null,
      }),
      t,
    ),
    stripeEvent('invoice.paid', invoice, t),
  ];
}

/** What Stripe sends when a subscription set to cancel reaches its end: deleted, status canceled. */
export function eventForEndedSubscription(sub: LocalSubscription, now: Date): StripeEventPayload {
  const t = Math.floor(now.getTime() / 1000);
  const end = sub.expiry ?? t;
  const object = subscriptionObject({
    subId: sub.subId,
    userId: sub.userId,
    plan: sub.metadata.plan,
    status: 'canceled',
    created: t,
    periodEnd: end,
    trialEnd: null,
    cancelAt: end,
  });
  return stripeEvent('customer.subscription.deleted', object, t);
}
