import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { invoiceAddressSchema } from '@agulhadas/domain/billing/invoice-address';
import { invoiceMethodSchema } from '@agulhadas/domain/billing/invoice-method';
import { oneOffPaymentRefusal } from '@agulhadas/domain/plans/plan-holding';
import { featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { HttpError, conflict, jsonResponse, notFound } from '../http/errors';
import { subscriptionViews } from '../services/billing/subscription-views';
import { cryptoGateway } from '../services/crypto-gateway';
import { publicUrl } from '../services/payments/public-urls';
import { pixInvoiceData } from '../services/pix/pix-invoice';
import { invoices, type InvoiceDoc } from '../store/invoices';
import { subscriptions, subscriptionsOf } from '../store/subscriptions';
import { users } from '../store/users';

const subIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, { error: 'Assinatura inválida' });

/** `assinatura` is the subscription id; the subscription object the account card holds is accepted too. */
const body = z.object({
  assinatura: z.union([subIdSchema, z.object({ subId: subIdSchema }).transform((sub) => sub.subId)]),
  invoiceAddress: invoiceAddressSchema,
  payWith: invoiceMethodSchema,
});

/** FEATURES_OFF=pix or crypto: that way of paying is not offered by this site. */
const METHOD_OFF = {
  pix: 'O pagamento por PIX está desativado neste site.',
  cripto: 'O pagamento em cripto está desativado neste site.',
} as const;

export const PAYMENT_SENT =
  'O pagamento em cripto já foi enviado e aguarda confirmação: a forma de pagamento não pode mais mudar.';

/** Statuses that can still be paid by invoice: one-off plans before (or during a trial before) payment. */
const PAYABLE = ['pending_payment', 'trialing'];

/**
 * POST /api/createInvoice: an invoice for one of the caller's one-off subscriptions, by PIX (BR Code + QR)
 * or crypto (gateway order). A new invoice replaces the pending one, which is cancelled ('Mudar para').
 */
export const createInvoice = defineFunction({
  name: 'createInvoice',
  methods: {
    POST: method({
      access: 'user',
      body,
      handler: async ({ body: { assinatura: subId, invoiceAddress, payWith }, caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        const sub = await subscriptions(store).findOne({ subId, userId: caller.userId });
        if (!sub) throw notFound('Assinatura não encontrada.');
        if (subId.startsWith('sub_')) throw conflict('Esta assinatura é cobrada pelo cartão.');
        if (!PAYABLE.includes(sub.status)) throw conflict('Esta assinatura não tem pagamento pendente.');
        const paidByCard = oneOffPaymentRefusal(sub.level, await subscriptionsOf(store, caller.userId), now);
        if (paidByCard) throw conflict(paidByCard);
        if (!featureOn(payWith === 'pix' ? 'pix' : 'crypto')) throw conflict(METHOD_OFF[payWith]);
        if (await invoices(store).countDocuments({ subId, status: 'pending', submittedAt: { $exists: true } }))
          throw conflict(PAYMENT_SENT);
        const invoiceId = `inv_${randomBytes(12).toString('hex')}`;
        const amount = sub.metadata.price;
        const description = `Agulhadas ${sub.level} ${sub.metadata.period}`;
        const extra: Pick<InvoiceDoc, 'data' | 'brCode' | 'payUrl'> = { data: '' };
        // Payment data first: if the gateway fails, the current pending invoice stays valid.
        if (payWith === 'pix') {
          const pix = await pixInvoiceData(invoiceId, amount, description);
          Object.assign(extra, { data: pix.qrDataUrl, brCode: pix.brCode });
        } else {
          try {
            const order = await cryptoGateway().createOrder({
              invoiceId,
              subId,
              userId: caller.userId,
              email: caller.email,
              amountCents: amount,
              currency: 'BRL',
              description,
              returnUrl: publicUrl('/conta'),
            });
            Object.assign(extra, { data: order.orderId, payUrl: order.payUrl });
          } catch {
            throw new HttpError(502, 'Não foi possível criar o pedido de pagamento em cripto. Tente novamente.');
          }
        }
        await invoices(store).updateMany({ subId, status: 'pending' }, { $set: { status: 'cancelled' } });
        await invoices(store).insertOne({
          _id: invoiceId,
          subId,
          userId: caller.userId,
          status: 'pending',
          paymentMethod: payWith,
          amount,
          createdAt: now.toISOString(),
          ...extra,
        });
        await users(store).updateOne({ _id: caller.userId }, { $set: { invoiceAddress } });
        const view = (await subscriptionViews(store, caller.userId, await subscriptionsOf(store, caller.userId))).find(
          (candidate) => candidate.subId === subId,
        );
        return jsonResponse(200, { invoiceObject: view?.invoices ?? [] });
      },
    }),
  },
});
