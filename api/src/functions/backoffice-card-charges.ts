import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { cardChargesOf } from '../services/admin/card-charges';
import { userIdField } from '../services/admin/user-id-schema';
import { paymentProvider } from '../services/payments';
import { users } from '../store/users';

const query = z.object({ userId: userIdField });

/** GET /api/backoffice/cardCharges?userId= (admins): the person's card charges from the card provider, and what was refunded. */
export const backofficeCardCharges = defineFunction({
  name: 'backofficeCardCharges',
  route: 'backoffice/cardCharges',
  methods: {
    GET: method({
      access: 'admin',
      query,
      handler: async ({ query: { userId }, store }) => {
        if (!(await users(store).countDocuments({ _id: userId }))) throw notFound('Usuário não encontrado.');
        return jsonResponse(200, { charges: await cardChargesOf(store, paymentProvider(), userId) });
      },
    }),
  },
});
