import { randomBytes } from 'node:crypto';
import { orders, type OrderLine } from '../../../../api/src/store/orders';
import { subscriptions } from '../../../../api/src/store/subscriptions';
import type { Store } from '../../../../api/src/store/types';
import { LOCAL_SHOP_CATALOGUE } from './local-catalogue';
import { recordInvoiceCharges } from './local-charge-book';
import { listLocalCardCharges, refundLocalCardCharge } from './local-card-refund';
import { LocalPlanChange } from './local-plan-change';
import {
  eventForEndedSubscription,
  eventForRenewalChange,
  eventsForEndedTrial,
  eventsForRenewal,
  type StripeEventPayload,
} from './local-stripe-events';
import { isRecurringSubscription } from '@agulhadas/domain/plans/plan-holding';
import { deliverToWebhook } from './local-webhook-delivery';
import type {
  PaymentProvider,
  PlanCheckoutRequest,
  PortalRequest,
  ShopCatalogue,
  ShopCheckoutRequest,
  ShopPrice,
} from '../../../../api/src/services/payments/payment-provider';
import type { CardCharge, CardRefundRequest } from '../../../../api/src/services/payments/card-refund-provider';
import type { PlanChangePreview, PlanChangeTarget } from '../../../../api/src/services/payments/plan-change-provider';
import type { ProviderEvent } from '../../../../api/src/services/payments/provider-event';
import { verifyStripeSignature } from '../../../../api/src/services/payments/stripe-signature';

/** Where the local front serves the test checkout and portal pages (local/src/stand-ins/payments/local-checkout-page.ts). */
export const LOCAL_CHECKOUT_PATH = '/local-checkout';

/** Stripe replaces this in a success URL with the session's id; so does the local checkout. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

const asProviderEvent = (event: StripeEventPayload): ProviderEvent => ({
  id: event.id,
  type: event.type,
  created: event.created,
  object: event.data.object,
});

/**
 * Without a Stripe key: the shop catalogue is local and a checkout session is an `orders` document paid on
 * the local test page, which then sends the signed events Stripe would send.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  private readonly planChange: LocalPlanChange;

  constructor(
    private readonly store: () => Promise<Store>,
    private readonly webhookSecret: () => string,
  ) {
    this.planChange = new LocalPlanChange(store, (events) => deliverToWebhook(events, webhookSecret()));
  }

  async listShopCatalogue(): Promise<ShopCatalogue> {
    return LOCAL_SHOP_CATALOGUE;
  }

  async findShopPrice(priceId: string): Promise<{ price: ShopPrice; productName: string } | null> {
    const price = LOCAL_SHOP_CATALOGUE.prices.data.find((candidate) => candidate.id === priceId);
    const product = price && LOCAL_SHOP_CATALOGUE.products.find((candidate) => candidate.id === price.product);
    return price && product ? { price, productName: product.name } : null;
  }

  async createShopCheckout(request: ShopCheckoutRequest): Promise<{ url: string }> {
    const id = `cs_local_${randomBytes(12).toString('hex')}`;
    const at = new Date().toISOString();
    await orders(await this.store()).insertOne({
      _id: id,
      kind: 'checkout-session',
      mode: 'payment',
      status: 'open',
      userId: request.customer.userId,
      email: request.customer.email,
      lines: request.lines.map((line) => ({
        priceId: line.price.id,
        productName: line.productName,
        quantity: line.quantity,
        unitAmount: line.price.unit_amount,
      })),
      amount: request.lines.reduce((total, line) => total + line.price.unit_amount * line.quantity, 0),
      currency: 'brl',
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      createdAt: at,
      updatedAt: at,
    });
    return { url: `${LOCAL_CHECKOUT_PATH}/${id}` };
  }

  async listShopOrderLines(sessionId: string): Promise<OrderLine[]> {
    return (await orders(await this.store()).findOne({ _id: sessionId, kind: 'checkout-session' }))?.lines ?? [];
  }

  async createPlanCheckout(request: PlanCheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const id = `cs_local_${randomBytes(12).toString('hex')}`;
    const at = new Date().toISOString();
    await orders(await this.store()).insertOne({
      _id: id,
      kind: 'checkout-session',
      mode: 'subscription',
      status: 'open',
      userId: request.customer.userId,
      email: request.customer.email,
      lines: [
        {
          priceId: request.stripePriceId,
          productName: `${request.level} (${request.period})`,
          quantity: 1,
          unitAmount: request.priceCents,
        },
      ],
      amount: request.priceCents,
      currency: 'brl',
      plan: request.planKey,
      trialDays: request.trialDays,
      successUrl: request.successUrl.replaceAll(SESSION_ID_PLACEHOLDER, id),
      cancelUrl: request.cancelUrl,
      createdAt: at,
      updatedAt: at,
    });
    return { url: `${LOCAL_CHECKOUT_PATH}/${id}`, sessionId: id };
  }

  async createPortalSession(request: PortalRequest): Promise<{ url: string }> {
    return {
      url: `${LOCAL_CHECKOUT_PATH}/portal/${encodeURIComponent(request.subId)}?return=${encodeURIComponent(request.returnUrl)}`,
    };
  }

  async endTrialNow(subId: string, now: Date): Promise<ProviderEvent[]> {
    const sub = await subscriptions(await this.store()).findOne({ subId });
    if (!sub) return [];
    const events = eventsForEndedTrial(
      { subId, userId: sub.userId, plan: sub.metadata.plan, amount: sub.metadata.price },
      now,
    );
    await recordInvoiceCharges(await this.store(), sub.userId, events);
    return events.map(asProviderEvent);
  }

  async reactivateSubscription(subId: string, now: Date): Promise<ProviderEvent[]> {
    const sub = await subscriptions(await this.store()).findOne({ subId });
    return sub ? [asProviderEvent(eventForRenewalChange(sub, null, now))] : [];
  }

  /**
   * What Stripe's own clock would have sent by now: the end of subscriptions set to cancel, and the renewal of the
   * others whose period (or trial) has ended, charged on the card and on the plan a scheduled downgrade named. One
   * period per round: a product stopped for months catches up over its next rounds, as Stripe's invoices would.
   */
  async dueEvents(now: Date): Promise<ProviderEvent[]> {
    const t = Math.floor(now.getTime() / 1000);
    const store = await this.store();
    const due = await subscriptions(store)
      .find({ status: { $in: ['active', 'trialing'] }, $or: [{ expiry: { $lte: t } }, { cancelAt: { $lte: t } }] })
      .toArray();
    const events: ProviderEvent[] = [];
    for (const sub of due.filter((candidate) => isRecurringSubscription(candidate.subId))) {
      if ((sub.cancelAt ?? Infinity) <= t || sub.cancelAtPeriodEnd) {
        events.push(asProviderEvent(eventForEndedSubscription(sub, now)));
        continue;
      }
      const renewal = eventsForRenewal(sub, sub.scheduledChange?.plan ?? sub.metadata.plan, now);
      await recordInvoiceCharges(store, sub.userId, renewal);
      events.push(...renewal.map(asProviderEvent));
    }
    return events;
  }

  previewPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<PlanChangePreview> {
    return this.planChange.previewPlanChange(change, prorationDate);
  }

  applyPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<void> {
    return this.planChange.applyPlanChange(change, prorationDate);
  }

  schedulePlanChange(): Promise<{ scheduleId: string }> {
    return this.planChange.schedulePlanChange();
  }

  expireCheckout(sessionId: string): Promise<void> {
    return this.planChange.expireCheckout(sessionId);
  }

  cancelDuplicate(subId: string, now: Date): Promise<ProviderEvent[]> {
    return this.planChange.cancelDuplicate(subId, now);
  }

  async listCardCharges(subId: string): Promise<CardCharge[]> {
    return listLocalCardCharges(await this.store(), subId);
  }

  async refundCardCharge(request: CardRefundRequest): Promise<{ refundId: string; amountCents: number }> {
    return refundLocalCardCharge(await this.store(), request);
  }

  verifyWebhook(rawBody: string, signatureHeader: string | null, now: Date): ProviderEvent {
    return verifyStripeSignature(rawBody, signatureHeader, this.webhookSecret(), now);
  }
}
