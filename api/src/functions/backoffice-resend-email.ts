import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { notFound } from '../http/errors';
import { actionAnswer } from '../services/admin/action-answer';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { resendFailedEmail } from '../services/admin/resend-email';

/** The outbox id of the failed e-mail, as the Entregas screen lists it. */
const resendBody = z.strictObject({
  emailId: oneLineText('O e-mail', 300, { tooLong: 'E-mail não encontrado.' }).min(1, {
    error: 'Informe o e-mail a reenviar.',
  }),
});

/**
 * POST /api/backoffice/resendEmail {emailId} (admins): 'Reenviar' on a failed e-mail puts it back in the queue, due
 * now. Once only: an e-mail already queued again or sent answers that nothing changed.
 */
export const backofficeResendEmail = defineFunction({
  name: 'backofficeResendEmail',
  route: 'backoffice/resendEmail',
  methods: {
    POST: method({
      access: 'admin',
      body: resendBody,
      maxBodyBytes: 1024,
      handler: async ({ body, caller, store, now }) => {
        const outcome = await resendFailedEmail(store, body.emailId, adminActor(requireCaller(caller)), now);
        switch (outcome.kind) {
          case 'missing':
            throw notFound('E-mail não encontrado.');
          case 'not-failed':
            return actionAnswer(true, 'Este e-mail já não está entre os que falharam; nada mudou.');
          case 'queued':
            return actionAnswer(false, `E-mail para ${outcome.email.to} de volta à fila de envio.`);
        }
      },
    }),
  },
});
