import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { invoiceState } from '../services/admin/payment-audit';
import { refuseOneOffPayment } from '../services/billing/one-off-payments';
import { appendAudit } from '../store/audit-log';
import { users } from '../store/users';

const body = z.object({
  subId: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, { error: 'Assinatura inválida' }),
});

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
      body,
      maxBodyBytes: 1024,
      handler: async ({ body: { subId }, caller, store, now }) => {
        const admin = requireCaller(caller);
        const outcome = await refuseOneOffPayment(store, subId, now);
        if (outcome.kind === 'not-found') throw notFound('Assinatura não encontrada.');
        if (outcome.kind === 'already-confirmed') throw conflict('Este pagamento já foi confirmado e não pode ser recusado.');
        if (outcome.kind === 'nothing-pending') throw conflict('Não há pagamento pendente nesta assinatura.');
        if (outcome.kind === 'already-refused') {
          return jsonResponse(200, { alreadyHandled: true, message: 'Este pagamento já estava recusado; nada mudou.' });
        }
        const payer = await users(store).findOne({ _id: outcome.sub.userId }, { projection: { email: 1 } });
        await appendAudit(
          store,
          {
            ...adminActor(admin),
            what: 'payment-refused',
            email: payer?.email ?? '',
            userId: outcome.sub.userId,
            target: subId,
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
