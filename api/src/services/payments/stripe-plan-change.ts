import Stripe from 'stripe';
import type { ProviderEvent } from './provider-event';
import {
  PlanChangeDeclinedError,
  previewFromInvoice,
  type PlanChangePreview,
  type PlanChangeProvider,
  type PlanChangeTarget,
} from './plan-change-provider';

const idOf = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id);

const planMetadata = (change: PlanChangeTarget) => ({
  plan: change.planKey,
  level: change.level,
  period: change.period,
});

/** Plan changes on Stripe: invoice preview, subscription update, subscription schedule, session expiry, refund. */
export class StripePlanChange implements PlanChangeProvider {
  constructor(private readonly stripe: Stripe) {}

  private async subscriptionItem(
    subId: string,
  ): Promise<{ subscription: Stripe.Subscription; item: Stripe.SubscriptionItem }> {
    const subscription = await this.stripe.subscriptions.retrieve(subId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subId} has no item`);
    return { subscription, item };
  }

  async previewPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<PlanChangePreview> {
    const { item } = await this.subscriptionItem(change.subId);
    const invoice = await this.stripe.invoices.createPreview({
      subscription: change.subId,
      subscription_details: {
        items: [{ id: item.id, price: change.stripePriceId }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    return previewFromInvoice(invoice as unknown as Record<string, unknown>);
  }

  async applyPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<void> {
    const { subscription, item } = await this.subscriptionItem(change.subId);
    // A downgrade scheduled earlier would undo this upgrade at the period end: the schedule lets go first.
    if (subscription.schedule) await this.stripe.subscriptionSchedules.release(idOf(subscription.schedule));
    try {
      await this.stripe.subscriptions.update(change.subId, {
        items: [{ id: item.id, price: change.stripePriceId }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
        // A refused card leaves the subscription unchanged instead of past_due on the new price.
        payment_behavior: 'error_if_incomplete',
        metadata: planMetadata(change),
      });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new PlanChangeDeclinedError(error.message);
      throw error;
    }
  }

  async schedulePlanChange(change: PlanChangeTarget, at: number): Promise<{ scheduleId: string }> {
    const { subscription, item } = await this.subscriptionItem(change.subId);
    const scheduleId = subscription.schedule
      ? idOf(subscription.schedule)
      : (await this.stripe.subscriptionSchedules.create({ from_subscription: change.subId })).id;
    const schedule = await this.stripe.subscriptionSchedules.retrieve(scheduleId);
    const start = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date;
    await this.stripe.subscriptionSchedules.update(scheduleId, {
      end_behavior: 'release',
      phases: [
        { items: [{ price: idOf(item.price), quantity: 1 }], ...(start ? { start_date: start } : {}), end_date: at },
        {
          items: [{ price: change.stripePriceId, quantity: 1 }],
          duration: { interval: change.period === 'A' ? 'year' : 'month', interval_count: 1 },
          proration_behavior: 'none',
          metadata: planMetadata(change),
        },
      ],
    });
    return { scheduleId };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open: completed or expired already.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  async cancelDuplicate(subId: string): Promise<ProviderEvent[]> {
    const cancelled = await this.stripe.subscriptions.cancel(subId, { expand: ['latest_invoice.payments'] });
    const invoice = cancelled.latest_invoice;
    const payments = invoice && typeof invoice !== 'string' ? (invoice.payments?.data ?? []) : [];
    for (const payment of payments) {
      const intent = payment.payment.payment_intent;
      if (payment.status === 'paid' && intent)
        await this.stripe.refunds.create({ payment_intent: idOf(intent), reason: 'duplicate' });
    }
    return [];
  }
}
