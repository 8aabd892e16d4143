import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { requireCaller } from '../services/admin/admin-actor';
import { paymentProvider } from '../services/payments';
import { refundCardPayment } from '../services/refunds/card-refund';
import { cardRefundBody } from '../services/refunds/refund-schemas';

/**
 * POST /api/backoffice/refundCard {userId, subId, invoiceId} (admins): refunds a card charge in full through the card
 * provider, ends the plan now (its subscription is cancelled at the provider) and tells the payer by e-mail and
 * Telegram. A second click refunds nothing and says so; the refund is in the trail.
 */
export const backofficeRefundCard = defineFunction({
  name: 'backofficeRefundCard',
  route: 'backoffice/refundCard',
  methods: {
    POST: method({
      access: 'admin',
      body: cardRefundBody,
      maxBodyBytes: 1024,
      handler: async ({ body, caller, store, now }) => {
        const outcome = await refundCardPayment(
          store,
          paymentProvider(),
          { admin: requireCaller(caller), ...body },
          now,
        );
        if (outcome.kind === 'not-found') throw notFound('Cobrança no cartão não encontrada para este usuário.');
        if (outcome.kind === 'already-refunded') {
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'Esta cobrança já tinha sido reembolsada; nada mudou.',
          });
        }
        return jsonResponse(200, {
          alreadyHandled: false,
          message: 'Reembolso feito no cartão. O plano foi encerrado e o usuário foi avisado.',
        });
      },
    }),
  },
});
