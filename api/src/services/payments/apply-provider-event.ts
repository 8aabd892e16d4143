import { isPaidLevel } from '@agulhadas/domain/roles';
import { isPlanKey } from '@agulhadas/domain/plans/plan-keys';
import { isPlanPeriod } from '@agulhadas/domain/plans/plan-periods';
import { orders } from '../../store/orders';
import { users } from '../../store/users';
import { noticeCardPayment } from '../billing/payment-notices';
import { claimTrial } from '../billing/trial-eligibility';
import { subscriptions, type SubscriptionDoc } from '../../store/subscriptions';
import { DuplicateKeyError, type Store } from '../../store/types';
import type { ProviderEvent } from './provider-event';
import { cancellationOf } from './cancellation-fields';
import { apiPlanCatalogue } from './plan-catalogue';
import { confirmShopOrder } from './shop-order-confirmation';
import { afterSubscriptionApplied } from './after-subscription-event';
import { forgetEndedSchedule } from './schedule-events';
import { completePlanCheckout } from '../billing/plan-checkout-sessions';

/** What applying an event did; the webhook answers it (useful in logs and tests). */
export type EventOutcome = 'applied' | 'stale' | 'ignored' | 'trial-refused';

/**
 * What the webhook does beyond the store: a subscription refused its trial gets it ended at the provider; a
 * completed plan checkout expires the user's other open ones; a duplicate card subscription is cancelled and refunded.
 */
export interface EventHooks {
  endTrialNow(subId: string): Promise<void>;
  expireCheckout(sessionId: string): Promise<void>;
  cancelDuplicate(subId: string): Promise<void>;
}

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const idOf = (value: unknown): string | null => asString(value) ?? asString(asRecord(value).id);

/** Stripe statuses → ours (the nine statuses /conta labels). 'canceled' is spelled 'cancelled' here; 'paused' (trial over, no card) reads as unpaid. */
const STATUS_MAP: Record<string, SubscriptionDoc['status']> = {
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'cancelled',
  unpaid: 'unpaid',
  paused: 'unpaid',
};

/** Tie-break for events of the same second: a subscription is created, then updated, then deleted. */
const EVENT_RANK: Record<string, number> = {
  'customer.subscription.created': 0,
  'customer.subscription.updated': 1,
  'customer.subscription.deleted': 2,
};

interface PlanFacts {
  level: string | null;
  plan: string;
  period: string;
  price: number;
}

/** Level, plan and period from the price's metadata (then the subscription's); price from the price itself. */
function planFacts(subscription: Json): PlanFacts {
  const item = asRecord((asRecord(subscription.items).data as unknown[] | undefined)?.[0]);
  const price = asRecord(item.price);
  const priceMeta = asRecord(price.metadata);
  const subMeta = asRecord(subscription.metadata);
  const catalogue = apiPlanCatalogue();
  // After a plan change the new price names the plan, even when its metadata does not.
  const byPriceId = Object.values(catalogue).find(
    (candidate) => candidate.stripePriceId !== null && candidate.stripePriceId === asString(price.id),
  );
  const plan = asString(priceMeta.plan) ?? byPriceId?.key ?? asString(subMeta.plan) ?? '';
  const fromPlan = isPlanKey(plan) ? catalogue[plan] : null;
  const declaredLevel =
    asString(priceMeta.level) ?? byPriceId?.level ?? asString(subMeta.level) ?? (isPaidLevel(plan) ? plan : null);
  const interval = asString(asRecord(price.recurring).interval);
  const declaredPeriod = asString(priceMeta.period) ?? byPriceId?.period ?? asString(subMeta.period);
  const period = isPlanPeriod(declaredPeriod)
    ? declaredPeriod
    : (fromPlan?.period ?? (interval === 'year' ? 'A' : 'M'));
  return {
    level: isPaidLevel(declaredLevel) ? declaredLevel : (fromPlan?.level ?? null),
    plan,
    period,
    price:
      asNumber(price.unit_amount) ??
      asNumber(priceMeta.price === undefined ? null : Number(priceMeta.price)) ??
      fromPlan?.priceCents ??
      0,
  };
}

/** Newer API versions moved current_period_end to the subscription items; read both. */
function periodEnd(subscription: Json): number | null {
  const item = asRecord((asRecord(subscription.items).data as unknown[] | undefined)?.[0]);
  return (
    asNumber(subscription.current_period_end) ?? asNumber(item.current_period_end) ?? asNumber(subscription.trial_end)
  );
}

/** Creates the document if absent; an existing one (any state) is left to the ordered update. */
async function insertIfAbsent(store: Store, doc: SubscriptionDoc): Promise<void> {
  try {
    await subscriptions(store).insertOne(doc);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}

/** A trial is granted once per user id and e-mail (claimTrial); a second one is not usable until paid. */
async function trialRefused(store: Store, subId: string, userId: string, now: Date): Promise<boolean> {
  const user = await users(store).findOne({ _id: userId }, { projection: { email: 1 } });
  return !(await claimTrial(store, { userId, email: user?.email ?? '' }, subId, now));
}

async function applySubscriptionEvent(
  store: Store,
  event: ProviderEvent,
  now: Date,
  hooks: EventHooks,
): Promise<EventOutcome> {
  const subscription = event.object;
  const subId = asString(subscription.id);
  const reported = STATUS_MAP[asString(subscription.status) ?? ''];
  if (!subId || !reported) return 'ignored';
  const facts = planFacts(subscription);
  const customer = idOf(subscription.customer);
  const userId = asString(asRecord(subscription.metadata).userId);
  const existing = await subscriptions(store).findOne({ subId });
  if (!existing) {
    // A subscription we cannot attribute (made outside our checkout) or sell (no level) is not ours to track.
    if (!userId || !facts.level) return 'ignored';
    await insertIfAbsent(store, {
      subId,
      userId,
      level: facts.level,
      status: 'incomplete',
      expiry: null,
      metadata: { price: facts.price, plan: facts.plan, period: facts.period },
      ...(customer ? { stripeCustomerId: customer } : {}),
      providerEventAt: -1,
      providerEventRank: -1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
  }
  const owner = existing?.userId ?? userId;
  const refused = reported === 'trialing' && owner !== null && (await trialRefused(store, subId, owner, now));
  const status = refused ? 'incomplete' : reported;
  const rank = EVENT_RANK[event.type] ?? 1;
  // Only an event at least as recent as the last one applied may write: redelivered old events cannot regress state.
  const result = await subscriptions(store).updateOne(
    {
      subId,
      $or: [
        { providerEventAt: { $exists: false } },
        { providerEventAt: { $lt: event.created } },
        { providerEventAt: event.created, providerEventRank: { $lte: rank } },
      ],
    },
    {
      $set: {
        status,
        expiry: periodEnd(subscription),
        ...(facts.level ? { level: facts.level } : {}),
        metadata: { price: facts.price, plan: facts.plan, period: facts.period },
        ...(customer ? { stripeCustomerId: customer } : {}),
        ...cancellationOf(subscription),
        providerEventAt: event.created,
        providerEventRank: rank,
        updatedAt: now.toISOString(),
      },
    },
  );
  if (result.matchedCount === 0) return 'stale';
  if (!refused) {
    await afterSubscriptionApplied(store, { subId, plan: facts.plan, userId: owner }, now, hooks.cancelDuplicate);
    return 'applied';
  }
  await hooks.endTrialNow(subId);
  return 'trial-refused';
}

async function applyCheckoutCompleted(
  store: Store,
  event: ProviderEvent,
  now: Date,
  hooks: EventHooks,
): Promise<EventOutcome> {
  const session = event.object;
  const sessionId = asString(session.id);
  const metadata = asRecord(session.metadata);
  const userId = asString(session.client_reference_id) ?? asString(metadata.userId);
  if (!sessionId || !userId) return 'ignored';
  if (session.mode === 'payment') {
    const at = now.toISOString();
    try {
      await orders(store).insertOne({
        _id: `shop_${sessionId}`,
        kind: 'shop-order',
        status: session.payment_status === 'paid' ? 'paid' : 'open',
        userId,
        email: asString(session.customer_email) ?? asString(asRecord(session.customer_details).email) ?? '',
        amount: asNumber(session.amount_total) ?? 0,
        currency: 'brl',
        createdAt: at,
        updatedAt: at,
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    await confirmShopOrder(store, session, userId, now);
    return 'applied';
  }
  const subId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subId) return 'ignored';
  await completePlanCheckout(store, sessionId, userId, hooks.expireCheckout, now);
  // The subscription events carry status and period; this only makes sure the purchase is recorded for the user.
  const plan = asString(metadata.plan) ?? '';
  const catalogue = apiPlanCatalogue();
  const known = isPlanKey(plan) ? catalogue[plan] : null;
  const level = asString(metadata.level) ?? known?.level ?? null;
  if (!isPaidLevel(level)) return 'ignored';
  const customer = idOf(session.customer);
  await insertIfAbsent(store, {
    subId,
    userId,
    level,
    status: 'incomplete',
    expiry: null,
    metadata: {
      price: known?.priceCents ?? asNumber(session.amount_total) ?? 0,
      plan,
      period: known?.period ?? asString(metadata.period) ?? 'M',
    },
    ...(customer ? { stripeCustomerId: customer } : {}),
    providerEventAt: -1,
    providerEventRank: -1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  await subscriptions(store).updateOne({ subId, userId }, { $set: { checkoutSessionId: sessionId } });
  return 'applied';
}

/** A paid invoice extends the subscription to the end of the period it paid (never shortens it). */
async function applyInvoicePaid(store: Store, event: ProviderEvent, now: Date): Promise<EventOutcome> {
  const invoice = event.object;
  const subId =
    idOf(invoice.subscription) ?? idOf(asRecord(asRecord(invoice.parent).subscription_details).subscription);
  if (!subId) return 'ignored';
  const line = asRecord((asRecord(invoice.lines).data as unknown[] | undefined)?.[0]);
  const end = asNumber(asRecord(line.period).end) ?? asNumber(invoice.period_end);
  if (end === null) return 'ignored';
  const result = await subscriptions(store).updateOne(
    { subId },
    { $max: { expiry: end }, $set: { updatedAt: now.toISOString() } },
  );
  await noticeCardPayment(store, { invoice, subId, paidUntil: end }, now);
  return result.matchedCount > 0 ? 'applied' : 'ignored';
}

export async function applyProviderEvent(
  store: Store,
  event: ProviderEvent,
  now: Date,
  hooks: EventHooks,
): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCheckoutCompleted(store, event, now, hooks);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(store, event, now, hooks);
    case 'invoice.paid':
      return applyInvoicePaid(store, event, now);
    case 'subscription_schedule.released':
    case 'subscription_schedule.canceled':
      return forgetEndedSchedule(store, event, now);
    default:
      return 'ignored';
  }
}
