import Stripe from 'stripe';
import type {
  PaymentProvider,
  PlanCheckoutRequest,
  PortalRequest,
  ShopCatalogue,
  ShopCheckoutRequest,
  ShopPrice,
} from './payment-provider';
import type { PlanChangePreview, PlanChangeTarget } from './plan-change-provider';
import type { ProviderEvent } from './provider-event';
import type { CardCharge, CardRefundRequest } from './card-refund-provider';
import { StripeCardRefund } from './stripe-card-refund';
import { StripePlanChange } from './stripe-plan-change';
import { verifyStripeSignature } from './stripe-signature';
import type { OrderLine } from '../../store/orders';

/** Shop products are Stripe products whose metadata has `shop=true`, so plan products stay out of the shop. */
const SHOP_METADATA_KEY = 'shop';

function toShopPrice(price: Stripe.Price): ShopPrice {
  return {
    id: price.id,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    unit_amount: price.unit_amount ?? 0,
    currency: price.currency,
    nickname: price.nickname,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly planChange: StripePlanChange;
  private readonly cardRefund: StripeCardRefund;

  /** `options` lets tests point the client at a local server (host, port, protocol). */
  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    options: Stripe.StripeConfig = {},
  ) {
    this.stripe = new Stripe(secretKey, options);
    this.planChange = new StripePlanChange(this.stripe);
    this.cardRefund = new StripeCardRefund(this.stripe);
  }

  async listShopCatalogue(): Promise<ShopCatalogue> {
    const [products, prices] = await Promise.all([
      this.stripe.products.list({ active: true, limit: 100 }),
      this.stripe.prices.list({ active: true, type: 'one_time', limit: 100 }),
    ]);
    const shop = products.data.filter((product) => product.metadata[SHOP_METADATA_KEY] === 'true');
    const ids = new Set(shop.map((product) => product.id));
    const shopPrices = prices.data
      .map(toShopPrice)
      .filter((price) => ids.has(price.product) && price.currency === 'brl');
    return {
      products: shop.map((product) => ({
        id: product.id,
        name: product.name,
        description: product.description ?? '',
        images: product.images,
        default_price:
          typeof product.default_price === 'string' ? product.default_price : (product.default_price?.id ?? null),
        prices: shopPrices.filter((price) => price.product === product.id),
      })),
      prices: { data: shopPrices },
    };
  }

  async findShopPrice(priceId: string): Promise<{ price: ShopPrice; productName: string } | null> {
    try {
      const price = await this.stripe.prices.retrieve(priceId, { expand: ['product'] });
      const product = price.product;
      if (!price.active || price.type !== 'one_time' || typeof product === 'string' || product.deleted) return null;
      if (!product.active || product.metadata[SHOP_METADATA_KEY] !== 'true') return null;
      return { price: toShopPrice(price), productName: product.name };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
  }

  async createShopCheckout(request: ShopCheckoutRequest): Promise<{ url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: request.lines.map((line) => ({ price: line.price.id, quantity: line.quantity })),
      client_reference_id: request.customer.userId,
      customer_email: request.customer.email || undefined,
      metadata: { userId: request.customer.userId, kind: 'shop' },
      shipping_address_collection: { allowed_countries: ['BR'] },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a session without url');
    return { url: session.url };
  }

  async listShopOrderLines(sessionId: string): Promise<OrderLine[]> {
    const lines: OrderLine[] = [];
    // Auto-pagination: a cart is small, but the list is paged at 100 items.
    for await (const item of this.stripe.checkout.sessions.listLineItems(sessionId, { limit: 100 })) {
      const quantity = item.quantity ?? 1;
      lines.push({
        priceId: item.price?.id ?? '',
        productName: item.description ?? '',
        quantity,
        unitAmount: item.price?.unit_amount ?? Math.round(item.amount_total / quantity),
      });
    }
    return lines;
  }

  async createPlanCheckout(request: PlanCheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const metadata = {
      userId: request.customer.userId,
      plan: request.planKey,
      level: request.level,
      period: request.period,
    };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: request.stripePriceId, quantity: 1 }],
      client_reference_id: request.customer.userId,
      customer_email: request.customer.email || undefined,
      metadata,
      subscription_data: { metadata, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a session without url');
    return { url: session.url, sessionId: session.id };
  }

  async createPortalSession(request: PortalRequest): Promise<{ url: string }> {
    let customer = request.stripeCustomerId;
    if (!customer) {
      const subscription = await this.stripe.subscriptions.retrieve(request.subId);
      customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    }
    const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: request.returnUrl });
    return { url: session.url };
  }

  /** Stripe charges the first period at once and sends the resulting events to the webhook itself. */
  async endTrialNow(subId: string): Promise<ProviderEvent[]> {
    await this.stripe.subscriptions.update(subId, { trial_end: 'now' });
    return [];
  }

  /**
   * Clearing cancel_at_period_end makes Stripe renew the subscription again. Stripe also sends the update to the
   * webhook; the subscription it answers is applied at once as that same event, so the owner sees it now.
   */
  async reactivateSubscription(subId: string, now: Date): Promise<ProviderEvent[]> {
    const subscription = await this.stripe.subscriptions.update(subId, { cancel_at_period_end: false });
    const object = subscription as unknown as Record<string, unknown>;
    return [
      {
        id: `reactivation_${subId}_${now.getTime()}`,
        type: 'customer.subscription.updated',
        created: Math.floor(now.getTime() / 1000),
        object,
      },
    ];
  }

  /** Stripe deletes subscriptions set to cancel at their period's end and sends the event itself. */
  async dueEvents(): Promise<ProviderEvent[]> {
    return [];
  }

  previewPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<PlanChangePreview> {
    return this.planChange.previewPlanChange(change, prorationDate);
  }

  applyPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<void> {
    return this.planChange.applyPlanChange(change, prorationDate);
  }

  schedulePlanChange(change: PlanChangeTarget, at: number): Promise<{ scheduleId: string }> {
    return this.planChange.schedulePlanChange(change, at);
  }

  expireCheckout(sessionId: string): Promise<void> {
    return this.planChange.expireCheckout(sessionId);
  }

  cancelDuplicate(subId: string): Promise<ProviderEvent[]> {
    return this.planChange.cancelDuplicate(subId);
  }

  listCardCharges(subId: string): Promise<CardCharge[]> {
    return this.cardRefund.listCardCharges(subId);
  }

  refundCardCharge(request: CardRefundRequest): Promise<{ refundId: string; amountCents: number }> {
    return this.cardRefund.refundCardCharge(request);
  }

  verifyWebhook(rawBody: string, signatureHeader: string | null, now: Date): ProviderEvent {
    return verifyStripeSignature(rawBody, signatureHeader, this.webhookSecret, now);
  }
}
