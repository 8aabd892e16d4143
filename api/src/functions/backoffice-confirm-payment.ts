import { defineFunction, method } from '../http/define-function';
import { subIdBody } from '../services/billing/sub-id-schema';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { requireCaller } from '../services/admin/admin-actor';
import { auditPaymentDecision, subscriptionState } from '../services/admin/payment-audit';
import { confirmOneOffPayment } from '../services/billing/one-off-payments';

/**
 * POST /api/backoffice/confirmPayment {subId} (admins): the money of a PIX or crypto invoice arrived; the plan becomes
 * active and its payer is told by e-mail and Telegram. A second click changes nothing and says so; every confirmation
 * that changed something is in the trail.
 */
export const backofficeConfirmPayment = defineFunction({
  name: 'backofficeConfirmPayment',
  route: 'backoffice/confirmPayment',
  methods: {
    POST: method({
      access: 'admin',
      body: subIdBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { subId }, caller, store, now }) => {
        const admin = requireCaller(caller);
        const outcome = await confirmOneOffPayment(store, subId, now);
        if (outcome.kind === 'not-found') throw notFound('Assinatura não encontrada.');
        if (outcome.kind === 'card') throw conflict('Assinaturas no cartão são confirmadas pelo Stripe.');
        if (outcome.kind === 'not-confirmable') throw conflict('Esta assinatura não pode ser ativada.');
        if (outcome.kind === 'already-confirmed') {
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'Este pagamento já estava confirmado; nada mudou.',
          });
        }
        await auditPaymentDecision(
          store,
          {
            admin,
            what: 'payment-confirmed',
            userId: outcome.after.userId,
            subId,
            before: subscriptionState(outcome.before),
            after: subscriptionState(outcome.after),
          },
          now,
        );
        return jsonResponse(200, {
          alreadyHandled: false,
          message: 'Pagamento confirmado. O plano está ativo e o usuário foi avisado.',
        });
      },
    }),
  },
});
