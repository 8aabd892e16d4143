import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { userIdField } from '../services/admin/user-id-schema';
import { userOverview } from '../services/admin/user-overview';

const query = z.object({ userId: userIdField });

/**
 * GET /api/backoffice/user?userId= (admins): one person's plans, subscriptions, invoices, trial, Telegram link, push
 * devices, alert count and last sign-in.
 */
export const backofficeUser = defineFunction({
  name: 'backofficeUser',
  route: 'backoffice/user',
  methods: {
    GET: method({
      access: 'admin',
      query,
      handler: async ({ query: { userId }, store }) => {
        const overview = await userOverview(store, userId);
        if (!overview) throw notFound('Usuário não encontrado.');
        return jsonResponse(200, { user: overview });
      },
    }),
  },
});
