import { z } from 'zod';
import { oneLineText } from '@agulhadas/domain/validation/text-schemas';
import { defineFunction, method } from '../http/define-function';
import { conflict, jsonResponse, notFound } from '../http/errors';
import { USER_ID_PATTERN } from '../http/principal';
import { actionAnswer } from '../services/admin/action-answer';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { addAdmin, removeAdmin } from '../services/admin/admin-roster';
import { admins } from '../store/admins';

const addBody = z.object({
  /** The e-mail the person signed in with, or their user id. */
  account: oneLineText('A conta', 200)
    .trim()
    .min(1, { error: 'Informe o e-mail ou o identificador de quem já entrou no site.' }),
});

const removeBody = z.object({
  userId: z.string().min(1).max(128).regex(USER_ID_PATTERN, { error: 'Usuário inválido.' }),
});

/**
 * /api/backoffice/admins (admins): GET lists the admins; POST {account} adds someone who has signed in, by e-mail or
 * user id; DELETE {userId} removes one (their next call is refused), never the last. Changes go to the trail.
 */
export const backofficeAdmins = defineFunction({
  name: 'backofficeAdmins',
  route: 'backoffice/admins',
  methods: {
    GET: method({
      access: 'admin',
      handler: async ({ store }) => {
        const list = await admins(store)
          .find({}, { sort: { addedAt: 1 } })
          .toArray();
        return jsonResponse(200, {
          admins: list.map((admin) => ({
            userId: admin._id,
            email: admin.email,
            addedBy: admin.addedByEmail || admin.addedBy,
            addedAt: admin.addedAt,
          })),
        });
      },
    }),
    POST: method({
      access: 'admin',
      body: addBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { account }, caller, store, now }) => {
        const outcome = await addAdmin(store, account, adminActor(requireCaller(caller)), now);
        if (outcome.kind === 'unknown-account')
          throw notFound(
            'Ninguém com este e-mail ou identificador entrou no site ainda. Peça que entre uma vez e tente de novo.',
          );
        if (outcome.kind === 'already-admin') return actionAnswer(true, 'Esta pessoa já é administradora; nada mudou.');
        return actionAnswer(false, 'Administrador adicionado. O acesso vale a partir do próximo login dessa pessoa.');
      },
    }),
    DELETE: method({
      access: 'admin',
      body: removeBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { userId }, caller, store, now }) => {
        const outcome = await removeAdmin(store, userId, adminActor(requireCaller(caller)), now);
        if (outcome.kind === 'last-admin') throw conflict('Não é possível remover o último administrador.');
        if (outcome.kind === 'not-admin') return actionAnswer(true, 'Esta pessoa já não é administradora; nada mudou.');
        return actionAnswer(false, 'Administrador removido. O acesso terminou agora.');
      },
    }),
  },
});
