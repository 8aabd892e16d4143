import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { userIdBody } from '../services/admin/user-id-schema';
import { eraseAccount } from '../services/privacy/erase-account';
import { CARD_SUBSCRIPTION_RENEWS } from '../services/privacy/privacy-limits';
import { appendAudit } from '../store/audit-log';

/**
 * POST /api/backoffice/eraseUser {userId} (admins): erases an account at its owner's request made to support, as
 * 'Excluir minha conta' does. The trail keeps who asked it, the e-mail and what kinds of data went (counts, not the
 * data). A second click finds nothing and says so.
 */
export const backofficeEraseUser = defineFunction({
  name: 'backofficeEraseUser',
  route: 'backoffice/eraseUser',
  methods: {
    POST: method({
      access: 'admin',
      body: userIdBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { userId }, caller, store, now }) => {
        const outcome = await eraseAccount(store, userId, now);
        if (outcome.kind === 'not-found')
          return jsonResponse(200, { alreadyHandled: true, message: 'Esta conta não existe mais; nada mudou.' });
        if (outcome.kind === 'card-subscription-renews') throw conflict(CARD_SUBSCRIPTION_RENEWS);
        const { email, ...removed } = outcome.summary;
        await appendAudit(
          store,
          {
            ...adminActor(requireCaller(caller)),
            what: 'user-erased',
            email,
            userId,
            target: userId,
            before: removed,
            after: null,
          },
          now,
        );
        return jsonResponse(200, {
          alreadyHandled: false,
          message: 'Conta excluída. Os registros de pagamento foram mantidos.',
        });
      },
    }),
  },
});
