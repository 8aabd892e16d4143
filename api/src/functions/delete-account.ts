import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { takeUserCall } from '../http/user-rate-limit';
import { eraseAccount } from '../services/privacy/erase-account';
import { ACCOUNT_DELETION_CALLS, CARD_SUBSCRIPTION_RENEWS } from '../services/privacy/privacy-limits';

/** The word the person types to confirm: a click alone cannot erase an account. */
export const DELETION_WORD = 'EXCLUIR';

const body = z.strictObject({
  confirmacao: z.literal(DELETION_WORD, { error: `Digite ${DELETION_WORD} para confirmar.` }),
});

/**
 * POST /api/deleteAccount {confirmacao: 'EXCLUIR'} ('Excluir minha conta' on /conta): the caller's account and
 * everything personal in it are erased; payment records are kept, as the law requires. Refused (409) while a card
 * subscription would still renew. Same-origin only (the wrapper), limited per user.
 */
export const deleteAccount = defineFunction({
  name: 'deleteAccount',
  methods: {
    POST: method({
      access: 'user',
      body,
      maxBodyBytes: 256,
      handler: async ({ caller, store, now }) => {
        if (!caller) throw new Error('user access without caller');
        await takeUserCall(store, ACCOUNT_DELETION_CALLS, caller.userId, now);
        const outcome = await eraseAccount(store, caller.userId, now);
        if (outcome.kind === 'not-found') throw notFound('Conta não encontrada.');
        if (outcome.kind === 'card-subscription-renews') throw conflict(CARD_SUBSCRIPTION_RENEWS);
        return jsonResponse(200, {
          message: 'Sua conta foi excluída. Os registros de pagamento ficam guardados pelo prazo que a lei exige.',
        });
      },
    }),
  },
});
