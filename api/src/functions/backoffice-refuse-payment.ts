import { defineFunction, method } from '../http/define-function';
import { subIdBody } from '../services/billing/sub-id-schema';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { requireCaller } from '../services/admin/admin-actor';
import { auditPaymentDecision, invoiceState } from '../services/admin/payment-audit';
import { refuseOneOffPayment } from '../services/billing/one-off-payments';

/**
 * POST /api/backoffice/refusePayment {subId} (admins): no such payment arrived; the pending invoice is refused, the
 * plan stays unpaid and its payer is told by e-mail and Telegram (and may pay again). A second click changes nothing
 * and says so; every refusal is in the trail.
 */
export const backofficeRefusePayment = defineFunction({
  name: 'backofficeRefusePayment',
  route: 'backoffice/refusePayment',
  methods: {
    POST: method({
      access: 'admin',
      body: subIdBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { subId }, caller, store, now }) => {
        const admin = requireCaller(caller);
        const outcome = await refuseOneOffPayment(store, subId, now);
        if (outcome.kind === 'not-found') throw notFound('Assinatura não encontrada.');
        if (outcome.kind === 'already-confirmed')
          throw conflict('Este pagamento já foi confirmado e não pode ser recusado.');
        if (outcome.kind === 'nothing-pending') throw conflict('Não há pagamento pendente nesta assinatura.');
        if (outcome.kind === 'already-refused') {
          return jsonResponse(200, { alreadyHandled: true, message: 'Este pagamento já estava recusado; nada mudou.' });
        }
        await auditPaymentDecision(
          store,
          {
            admin,
            what: 'payment-refused',
            userId: outcome.sub.userId,
            subId,
            before: invoiceState({ ...outcome.invoice, status: 'pending' }),
            after: invoiceState(outcome.invoice),
          },
          now,
        );
        return jsonResponse(200, { alreadyHandled: false, message: 'Pagamento recusado. O usuário foi avisado.' });
      },
    }),
  },
});
