import { formatBrlPlainSpace } from '@agulhadas/domain/plans/price-format';
import { defineFunction, method } from '../http/define-function';
import { badRequest, conflict, jsonResponse, notFound } from '../http/errors';
import { requireCaller } from '../services/admin/admin-actor';
import { recordManualRefund } from '../services/refunds/manual-refund';
import { manualRefundBody } from '../services/refunds/refund-schemas';

/**
 * POST /api/backoffice/manualRefund {userId, invoiceId, amountCents, method, note} (admins): records that the money of
 * a paid PIX or crypto invoice was given back outside the product. The whole amount ends the plan now, a part leaves
 * it running; the payer is told by e-mail and Telegram. One refund per invoice; it is in the trail.
 */
export const backofficeManualRefund = defineFunction({
  name: 'backofficeManualRefund',
  route: 'backoffice/manualRefund',
  methods: {
    POST: method({
      access: 'admin',
      body: manualRefundBody,
      maxBodyBytes: 2048,
      handler: async ({ body, caller, store, now }) => {
        const outcome = await recordManualRefund(store, { admin: requireCaller(caller), ...body }, now);
        if (outcome.kind === 'not-found') throw notFound('Fatura não encontrada para este usuário.');
        if (outcome.kind === 'not-paid') throw conflict('Só uma fatura paga pode ser reembolsada.');
        if (outcome.kind === 'too-much')
          throw badRequest(`O valor reembolsado passa do que foi pago (${formatBrlPlainSpace(outcome.paidCents)}).`);
        if (outcome.kind === 'already-refunded') {
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'O reembolso desta fatura já estava registrado; nada mudou.',
          });
        }
        const message = outcome.refund.planEnded
          ? 'Reembolso registrado. O plano foi encerrado e o usuário foi avisado.'
          : 'Reembolso parcial registrado. O plano continua ativo e o usuário foi avisado.';
        return jsonResponse(200, { alreadyHandled: false, message });
      },
    }),
  },
});
