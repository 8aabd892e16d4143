import { adminKeyMatches } from '../http/admin-key';
import { defineFunction, method } from '../http/define-function';
import { subIdBody } from '../services/billing/sub-id-schema';
import { conflict, jsonResponse, notFound, unauthorized } from '../http/errors';
import { confirmOneOffPayment } from '../services/billing/one-off-payments';

/**
 * POST /api/confirmPayment {subId}, header x-admin-key: automation confirms a PIX/crypto payment (people use the
 * back office, /admin, which checks who they are); the subscription becomes active for its period from now, or from
 * the end of its trial when paid during it. A second confirmation changes nothing.
 */
export const confirmPayment = defineFunction({
  name: 'confirmPayment',
  methods: {
    POST: method({
      access: 'self',
      body: subIdBody,
      handler: async ({ request, body: { subId }, store, now }) => {
        if (!adminKeyMatches(request.headers.get('x-admin-key')))
          throw unauthorized('Chave de administração inválida.');
        const outcome = await confirmOneOffPayment(store, subId, now);
        if (outcome.kind === 'not-found') throw notFound('Assinatura não encontrada.');
        if (outcome.kind === 'card') throw conflict('Assinaturas no cartão são confirmadas pelo Stripe.');
        if (outcome.kind === 'not-confirmable') throw conflict('Esta assinatura não pode ser ativada.');
        const { status, expiry } = outcome.after;
        return jsonResponse(200, { status, expiry, alreadyConfirmed: outcome.kind === 'already-confirmed' });
      },
    }),
  },
});
