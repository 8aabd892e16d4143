import { featureOn } from '../config';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { requireCaller } from '../services/admin/admin-actor';
import { resendConfirmation } from '../services/admin/resend-confirmation';
import { userIdBody } from '../services/admin/user-id-schema';
import { users } from '../store/users';

/**
 * POST /api/backoffice/resendConfirmation {userId} (admins): queues again, through the notifier's e-mail outbox, the
 * last e-mail that confirmed the person's payment (for someone who says it never arrived). A second click within ten
 * minutes sends nothing and says so; each resend is in the trail.
 */
export const backofficeResendConfirmation = defineFunction({
  name: 'backofficeResendConfirmation',
  route: 'backoffice/resendConfirmation',
  methods: {
    POST: method({
      access: 'admin',
      body: userIdBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { userId }, caller, store, now }) => {
        if (!(await users(store).countDocuments({ _id: userId }))) throw notFound('Usuário não encontrado.');
        if (!featureOn('email')) throw conflict('O envio de e-mails está desligado; nada foi reenviado.');
        const outcome = await resendConfirmation(store, requireCaller(caller), userId, now);
        if (outcome.kind === 'none') throw conflict('Este usuário não tem e-mail de confirmação nos últimos 30 dias.');
        if (outcome.kind === 'recently-resent') {
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'Este e-mail já foi reenviado há poucos minutos; nada foi enviado de novo.',
          });
        }
        return jsonResponse(200, {
          alreadyHandled: false,
          message: `E-mail de confirmação reenviado para ${outcome.to}.`,
        });
      },
    }),
  },
});
