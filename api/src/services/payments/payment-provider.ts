import type { ShopCatalogue, ShopPrice } from '@agulhadas/domain/shop';
import type { OrderLine } from '../../store/orders';
import type { CardRefundProvider } from './card-refund-provider';
import type { PlanChangeProvider } from './plan-change-provider';
import type { ProviderEvent } from './provider-event';

/**
 * What the product needs from a card payment provider. The real adapter talks to Stripe; the local one
 * keeps a small catalogue and a test checkout page that sends Stripe-format signed webhooks, so the
 * webhook function is exercised the same way in both.
 */

export type { ShopCatalogue, ShopPrice, ShopProduct } from '@agulhadas/domain/shop';

export interface CheckoutCustomer {
  userId: string;
  email: string;
}

export interface ShopCheckoutRequest {
  customer: CheckoutCustomer;
  /** Price ids already checked against the catalogue, with quantities. */
  lines: Array<{ price: ShopPrice; productName: string; quantity: number }>;
  successUrl: string;
  cancelUrl: string;
}

export interface PlanCheckoutRequest {
  customer: CheckoutCustomer;
  planKey: string;
  level: string;
  period: string;
  /** Catalogue price in cents (shown by the local page; Stripe charges its own price). */
  priceCents: number;
  stripePriceId: string;
  /** 0 = no trial (voucher, promo, or not the user's first subscription). */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  subId: string;
  stripeCustomerId: string | null;
  returnUrl: string;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider extends PlanChangeProvider, CardRefundProvider {
  readonly kind: 'stripe' | 'local';
  listShopCatalogue(): Promise<ShopCatalogue>;
  /** The active one-off shop price with that id, or null. */
  findShopPrice(priceId: string): Promise<{ price: ShopPrice; productName: string } | null>;
  createShopCheckout(request: ShopCheckoutRequest): Promise<{ url: string }>;
  /** What a paid shop checkout session bought (its completion event does not carry the items). */
  listShopOrderLines(sessionId: string): Promise<OrderLine[]>;
  createPlanCheckout(request: PlanCheckoutRequest): Promise<{ url: string; sessionId: string }>;
  createPortalSession(request: PortalRequest): Promise<{ url: string }>;
  /**
   * Ends a subscription's trial now so its first period is charged at once (a second trial for the same
   * person). Answers the events that follow: Stripe sends its own to the webhook later and answers none;
   * the local provider has no one to send them, so it answers them for the webhook to apply in line.
   */
  endTrialNow(subId: string, now: Date): Promise<ProviderEvent[]>;
  /** Undoes a cancellation at period end; answers the resulting subscription event for the webhook code to apply in line. */
  reactivateSubscription(subId: string, now: Date): Promise<ProviderEvent[]>;
  /**
   * Events due by `now` that no one else will send: none from Stripe (it ends subscriptions set to cancel
   * itself, and renews the others); the local stand-in, which has no clock, answers the deletions of those whose
   * period has ended and the renewals of the rest.
   */
  dueEvents(now: Date): Promise<ProviderEvent[]>;
  /** Verifies the signature over the raw body and the timestamp tolerance; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | null, now: Date): ProviderEvent;
}

/** Stale signed events are refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
