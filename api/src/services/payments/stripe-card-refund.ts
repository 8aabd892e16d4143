import Stripe from 'stripe';
import type { CardCharge, CardRefundProvider, CardRefundRequest } from './card-refund-provider';

const idOf = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id);

/** Enough of a subscription's history for support: a monthly plan's two years of charges. */
const CHARGES_LISTED = 24;

/** Card refunds on Stripe: the subscription's paid invoices, and `POST /v1/refunds` on the invoice's payment intent. */
export class StripeCardRefund implements CardRefundProvider {
  constructor(private readonly stripe: Stripe) {}

  async listCardCharges(subId: string): Promise<CardCharge[]> {
    const paid = await this.stripe.invoices.list({ subscription: subId, status: 'paid', limit: CHARGES_LISTED });
    return paid.data
      .filter((invoice) => invoice.amount_paid > 0 && invoice.id)
      .map((invoice) => ({
        invoiceId: invoice.id ?? '',
        amountCents: invoice.amount_paid,
        paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000).toISOString(),
      }));
  }

  async refundCardCharge(request: CardRefundRequest): Promise<{ refundId: string; amountCents: number }> {
    const invoice = await this.stripe.invoices.retrieve(request.invoiceId, { expand: ['payments'] });
    const payment = (invoice.payments?.data ?? []).find(
      (entry) => entry.status === 'paid' && entry.payment.payment_intent,
    );
    const intent = payment?.payment.payment_intent;
    if (!intent) throw new Error(`invoice ${request.invoiceId} has no paid payment intent`);
    // No amount: Stripe refunds the whole charge. The key makes a retried click (or a retried request) refund once.
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: idOf(intent),
        reason: 'requested_by_customer',
        metadata: { invoice: request.invoiceId, subscription: request.subId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    await this.cancelNow(request.subId);
    return { refundId: refund.id, amountCents: refund.amount };
  }

  /** The plan ended with the refund: the card must not be charged again. One already cancelled stays so. */
  private async cancelNow(subId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
}
