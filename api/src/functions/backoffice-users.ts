import { z } from 'zod';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse } from '../http/errors';
import { findUsersByEmail } from '../services/admin/user-overview';

const query = z.object({
  /** The start of an e-mail, any case. */
  email: z.string().trim().min(2, { error: 'Digite pelo menos duas letras do e-mail.' }).max(200),
});

/** GET /api/backoffice/users?email= (admins): accounts whose e-mail starts with what was typed, 20 at most. */
export const backofficeUsers = defineFunction({
  name: 'backofficeUsers',
  route: 'backoffice/users',
  methods: {
    GET: method({
      access: 'admin',
      query,
      handler: async ({ query: { email }, store }) =>
        jsonResponse(200, { users: await findUsersByEmail(store, email) }),
    }),
  },
});
