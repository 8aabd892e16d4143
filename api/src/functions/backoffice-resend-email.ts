import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { resendFailedEmail } from '../services/admin/resend-email';

const resendBody = z.object({ emailId: oneLineText('O e-mail', 200, { tooLong: 'E-mail não encontrado.' }).min(1, { error: 'Informe o e-mail a reenviar.' }) });

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
      handler: async ({ body: { emailId }, caller, store, now }) => {
        const outcome = await resendFailedEmail(store, emailId, adminActor(requireCaller(caller)), now);
        if (outcome.kind === 'missing') throw notFound('E-mail não encontrado.');
        if (outcome.kind === 'not-failed')
          return jsonResponse(200, { alreadyHandled: true, message: 'Este e-mail já não está entre os que falharam; nada mudou.' });
        return jsonResponse(200, { alreadyHandled: false, message: `E-mail para ${outcome.email.to} de volta à fila de envio.` });
      },
    }),
  },
});
