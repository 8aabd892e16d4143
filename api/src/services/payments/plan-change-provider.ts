import type { ProviderEvent } from './provider-event';

/**
 * What a plan change needs from the card provider: an invoice preview priced at a given proration date, the
 * subscription update at that same date (so the charge equals the preview), a schedule for downgrades at the
 * end of the paid period, expiring open checkout sessions, and cancelling a duplicate subscription with a refund.
 */
/** The card refused the prorated charge of an upgrade: the provider left the subscription as it was. */
export class PlanChangeDeclinedError extends Error {}

export interface PlanChangeTarget {
  subId: string;
  /** The catalogue's provider price id of the new plan. */
  stripePriceId: string;
  planKey: string;
  level: string;
  period: string;
  priceCents: number;
}

export interface PlanChangeLine {
  amount: number;
  proration: boolean;
  description: string;
}

/** Read from the provider's invoice preview (Stripe's invoice shape). */
export interface PlanChangePreview {
  amountDue: number;
  lines: PlanChangeLine[];
}

export interface PlanChangeProvider {
  /** Stripe's `invoices.createPreview` for the subscription with the new price, prorated at `prorationDate`. */
  previewPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<PlanChangePreview>;
  /** `subscriptions.update` with the same proration date, invoiced now; the provider then sends its events. */
  applyPlanChange(change: PlanChangeTarget, prorationDate: number): Promise<void>;
  /** A subscription schedule whose second phase starts at `at` (the period end) with the new price. */
  schedulePlanChange(change: PlanChangeTarget, at: number): Promise<{ scheduleId: string }>;
  /** Expires an open checkout session; one already completed or expired is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Cancels a duplicate subscription now and refunds its payment. Like endTrialNow, answers the events that
   * follow when the provider has no one to send them (local), none for Stripe (it sends them itself).
   */
  cancelDuplicate(subId: string, now: Date): Promise<ProviderEvent[]>;
}

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** Proration lines carry `parent.subscription_item_details.proration` (or `invoice_item_details`) in Stripe's invoice. */
function isProration(line: Json): boolean {
  const parent = asRecord(line.parent);
  return (
    asRecord(parent.subscription_item_details).proration === true ||
    asRecord(parent.invoice_item_details).proration === true ||
    line.proration === true
  );
}

/** Reads an invoice (preview) as Stripe answers it. */
export function previewFromInvoice(invoice: Json): PlanChangePreview {
  const data = asRecord(invoice.lines).data;
  const lines = (Array.isArray(data) ? data : []).map((raw) => {
    const line = asRecord(raw);
    return {
      amount: typeof line.amount === 'number' ? line.amount : 0,
      proration: isProration(line),
      description: typeof line.description === 'string' ? line.description : '',
    };
  });
  return { amountDue: typeof invoice.amount_due === 'number' ? invoice.amount_due : 0, lines };
}
