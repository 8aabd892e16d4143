import { z } from 'zod';
import { paidPeriodStart } from '@agulhadas/domain/billing/paid-period';
import { isPlanPeriod, periodMonths } from '@agulhadas/domain/plans/plan-periods';
import { adminKeyMatches } from '../http/admin-key';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound, unauthorized } from '../http/errors';
import { addMonthsUnix, unixSeconds } from '../services/billing/calendar';
import { noticeOneOffPayment } from '../services/billing/payment-notices';
import { invoices } from '../store/invoices';
import { subscriptions } from '../store/subscriptions';
import type { Store } from '../store/types';

const body = z.object({
  subId: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, { error: 'Assinatura inválida' }),
});

/** Idempotent: only a paid subscription's pending invoices, which cannot be created once it is active. */
function markInvoicesPaid(store: Store, subId: string, paidAt: string) {
  return invoices(store).updateMany({ subId, status: 'pending' }, { $set: { status: 'paid', paidAt } });
}

/** Statuses a one-off payment can activate. */
const CONFIRMABLE = ['pending_payment', 'pending_confirmation', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/**
 * POST /api/confirmPayment {subId}, header x-admin-key: an admin confirms a PIX/crypto payment; the
 * subscription becomes active for its period from now, or from the end of its trial when paid during it.
 * A second confirmation changes nothing.
 */
export const confirmPayment = defineFunction({
  name: 'confirmPayment',
  methods: {
    POST: method({
      access: 'self',
      body,
      handler: async ({ request, body: { subId }, store, now }) => {
        if (!adminKeyMatches(request.headers.get('x-admin-key'))) throw unauthorized('Chave de administração inválida.');
        const sub = await subscriptions(store).findOne({ subId });
        if (!sub) throw notFound('Assinatura não encontrada.');
        if (subId.startsWith('sub_')) throw conflict('Assinaturas no cartão são confirmadas pelo Stripe.');
        if (sub.paidAt) {
          // A confirmation that failed after activating left its invoices pending or its payer untold: the retry settles both (each once).
          await markInvoicesPaid(store, subId, sub.paidAt);
          await noticeOneOffPayment(store, sub, now);
          return jsonResponse(200, { status: sub.status, expiry: sub.expiry, alreadyConfirmed: true });
        }
        if (!CONFIRMABLE.includes(sub.status)) throw conflict('Esta assinatura não pode ser ativada.');
        const period = isPlanPeriod(sub.metadata.period) ? sub.metadata.period : 'M';
        const at = now.toISOString();
        // Paid during its trial, the paid period follows the free days instead of swallowing them.
        const expiry = addMonthsUnix(new Date(paidPeriodStart(sub, unixSeconds(now)) * 1000), periodMonths(period));
        // paidAt absent in the filter: of two concurrent confirmations, one activates.
        const updated = await subscriptions(store).findOneAndUpdate(
          { subId, paidAt: { $exists: false } },
          { $set: { status: 'active', expiry, paidAt: at, updatedAt: at }, $unset: { openOrder: '' } },
          { returnDocument: 'after' },
        );
        if (!updated) return jsonResponse(200, { status: 'active', alreadyConfirmed: true });
        await markInvoicesPaid(store, subId, at);
        await noticeOneOffPayment(store, updated, now);
        return jsonResponse(200, { status: updated.status, expiry: updated.expiry, alreadyConfirmed: false });
      },
    }),
  },
});
