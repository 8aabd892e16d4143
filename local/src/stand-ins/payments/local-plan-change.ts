import { isPlanPeriod, periodMonths } from '@agulhadas/domain/plans/plan-periods';
import { orders } from '../../../../api/src/store/orders';
import { subscriptions, type SubscriptionDoc } from '../../../../api/src/store/subscriptions';
import type { Store } from '../../../../api/src/store/types';
import { recordInvoiceCharges, refundSubscription } from './local-charge-book';
import {
  addMonths,
  localCustomerId,
  rid,
  stripeEvent,
  subscriptionObject,
  type StripeEventPayload,
} from './local-stripe-events';
import type { ProviderEvent } from '../../../../api/src/services/payments/provider-event';
import {
  previewFromInvoice,
  type PlanChangePreview,
  type PlanChangeProvider,
  type PlanChangeTarget,
} from '../../../../api/src/services/payments/plan-change-provider';

const months = (period: string): number => (isPlanPeriod(period) ? periodMonths(period) : 1);

/** The paid period the subscription is in: one period back from its expiry (`at` when it has none). */
function currentPeriod(sub: SubscriptionDoc, at: number): { start: number; end: number } {
  const end = sub.expiry ?? at;
  return { start: addMonths(end, -months(sub.metadata.period)), end };
}

interface LocalProration {
  invoice: Record<string, unknown>;
  /** The subscription's period after the change: unchanged for the same interval, restarted now otherwise. */
  periodStart: number;
  periodEnd: number;
}

function line(input: {
  subId: string;
  priceId: string;
  amount: number;
  description: string;
  proration: boolean;
  start: number;
  end: number;
}) {
  return {
    id: rid('il'),
    object: 'line_item',
    amount: input.amount,
    currency: 'brl',
    description: input.description,
    period: { start: input.start, end: input.end },
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: {
        proration: input.proration,
        subscription: input.subId,
        subscription_item: null,
        invoice_item: null,
      },
    },
    pricing: { type: 'price_details', price_details: { price: input.priceId } },
  };
}

/**
 * Stripe's proration, by the second: the unused time of the old price is credited and the same time on the new
 * price charged, each line rounded to the cent. A change of interval (monthly to yearly) restarts the period
 * now, so the new price is charged in full. A trial prorates nothing: it goes on at the new level.
 */
function localProration(sub: SubscriptionDoc, change: PlanChangeTarget, prorationDate: number): LocalProration {
  const { start, end } = currentPeriod(sub, prorationDate);
  const customer = localCustomerId(sub.userId);
  const sameInterval = months(sub.metadata.period) === months(change.period);
  const lines = [];
  let periodStart = start;
  let periodEnd = end;
  if (sub.status !== 'trialing') {
    const remaining = Math.max(0, end - prorationDate) / Math.max(1, end - start);
    const oldPrice = `price_local_${sub.metadata.plan}`;
    lines.push(
      line({
        subId: sub.subId,
        priceId: oldPrice,
        amount: -Math.round(sub.metadata.price * remaining),
        description: `Tempo não utilizado de ${sub.level} (${sub.metadata.period})`,
        proration: true,
        start: prorationDate,
        end,
      }),
    );
    if (sameInterval) {
      lines.push(
        line({
          subId: sub.subId,
          priceId: change.stripePriceId,
          amount: Math.round(change.priceCents * remaining),
          description: `Tempo restante de ${change.level} (${change.period})`,
          proration: true,
          start: prorationDate,
          end,
        }),
      );
    } else {
      periodStart = prorationDate;
      periodEnd = addMonths(prorationDate, months(change.period));
      lines.push(
        line({
          subId: sub.subId,
          priceId: change.stripePriceId,
          amount: change.priceCents,
          description: `1 × ${change.level} (${change.period})`,
          proration: false,
          start: periodStart,
          end: periodEnd,
        }),
      );
    }
  }
  const total = lines.reduce((sum, entry) => sum + entry.amount, 0);
  const invoice = {
    object: 'invoice',
    customer,
    currency: 'brl',
    subscription: sub.subId,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.subId } },
    subtotal: total,
    total,
    // A negative total becomes customer credit; nothing is due.
    amount_due: Math.max(0, total),
    lines: { object: 'list', data: lines },
  };
  return { invoice, periodStart, periodEnd };
}

/** Subscription updates, previews, schedules, session expiry and refunds of the local stand-in for Stripe. */
export class LocalPlanChange implements PlanChangeProvider {
  constructor(
    private readonly store: () => Promise<Store>,
    private readonly deliver: (events: readonly StripeEventPayload[]) => Promise<void>,
  ) {}

  private async subscription(subId: string): Promise<SubscriptionDoc> {
    const sub = await subscriptions(await this.store()).findOne({ subId });
    if (!sub) throw new Error(`no local subscription ${subId}`);
    return sub;
  }

  async previewPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<PlanChangePreview> {
    return previewFromInvoice(localProration(await this.subscription(change.subId), change, prorationDate).invoice);
  }

  /** Sends what Stripe sends after the update: the subscription with its new price, then the paid proration invoice. */
  async applyPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<void> {
    const sub = await this.subscription(change.subId);
    const { invoice, periodStart, periodEnd } = localProration(sub, change, prorationDate);
    const t = Math.floor(Date.now() / 1000);
    const trialEnd = sub.status === 'trialing' ? sub.expiry : null;
    const object = (plan: string, start: number, end: number) =>
      subscriptionObject({
        subId: sub.subId,
        userId: sub.userId,
        plan,
        status: sub.status === 'trialing' ? 'trialing' : 'active',
        created: start,
        periodEnd: end,
        trialEnd,
      });
    const paid = currentPeriod(sub, t);
    const before = object(sub.metadata.plan, paid.start, paid.end);
    const updated = stripeEvent('customer.subscription.updated', object(change.planKey, periodStart, periodEnd), t);
    updated.data.previous_attributes = { items: before.items, metadata: before.metadata };
    const events: StripeEventPayload[] = [updated];
    if (sub.status !== 'trialing') {
      const amount = Number(invoice.amount_due);
      events.push(
        stripeEvent(
          'invoice.paid',
          {
            ...invoice,
            id: rid('in'),
            status: 'paid',
            billing_reason: 'subscription_update',
            amount_paid: amount,
            period_end: t,
          },
          t,
        ),
      );
    }
    await recordInvoiceCharges(await this.store(), sub.userId, events);
    await this.deliver(events);
  }

  /** Stripe applies the schedule's second phase at `at`; locally the renewal at the period's end (`dueEvents`) applies the stored `scheduledChange`. */
  async schedulePlanChange(): Promise<{ scheduleId: string }> {
    return { scheduleId: rid('sub_sched') };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    await orders(await this.store()).updateOne(
      { _id: sessionId, kind: 'checkout-session', status: 'open' },
      { $set: { status: 'expired', updatedAt: new Date().toISOString() } },
    );
  }

  async cancelDuplicate(subId: string, now: Date): Promise<ProviderEvent[]> {
    const store = await this.store();
    const sub = await subscriptions(store).findOne({ subId });
    if (!sub) return [];
    await refundSubscription(store, sub.userId, subId, 'duplicate');
    const t = Math.floor(now.getTime() / 1000);
    const object = subscriptionObject({
      subId,
      userId: sub.userId,
      plan: sub.metadata.plan,
      status: 'canceled',
      created: t,
      periodEnd: t,
      trialEnd: null,
    });
    const event = stripeEvent('customer.subscription.deleted', object, t);
    return [{ id: event.id, type: event.type, created: event.created, object }];
  }
}
