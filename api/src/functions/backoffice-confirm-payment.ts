import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { subscriptionState } from '../services/admin/payment-audit';
import { confirmOneOffPayment } from '../services/billing/one-off-payments';
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
      body,
      maxBodyBytes: 1024,
      handler: async ({ body: { subId }, caller, store, now }) => {
        const admin = requireCaller(caller);
        const outcome = await confirmOneOffPayment(store, subId, now);
        if (outcome.kind === 'not-found') throw notFound('Assinatura não encontrada.');
        if (outcome.kind === 'card') throw conflict('Assinaturas no cartão são confirmadas pelo Stripe.');
        if (outcome.kind === 'not-confirmable') throw conflict('Esta assinatura não pode ser ativada.');
        if (outcome.kind === 'already-confirmed') {
          return jsonResponse(200, { alreadyHandled: true, message: 'Este pagamento já estava confirmado; nada mudou.' });
        }
        const payer = await users(store).findOne({ _id: outcome.after.userId }, { projection: { email: 1 } });
        await appendAudit(
          store,
          {
            ...adminActor(admin),
            what: 'payment-confirmed',
            email: payer?.email ?? '',
            userId: outcome.after.userId,
            target: subId,
            before: subscriptionState(outcome.before),
            after: subscriptionState(outcome.after),
          },
          now,
        );
        return jsonResponse(200, { alreadyHandled: false, message: 'Pagamento confirmado. O plano está ativo e o usuário foi avisado.' });
      },
    }),
  },
});
