import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { userIdBody } from '../services/admin/user-id-schema';
import { personalData } from '../services/privacy/personal-data';
import { PERSONAL_DATA_FILE } from '../services/privacy/privacy-limits';
import { appendAudit } from '../store/audit-log';

/**
 * POST /api/backoffice/userData {userId} (admins): the same file the person downloads on /conta, for someone who
 * asked support for their data. A POST (same-origin check, no caching by a browser); every export is in the trail.
 */
export const backofficeUserData = defineFunction({
  name: 'backofficeUserData',
  route: 'backoffice/userData',
  methods: {
    POST: method({
      access: 'admin',
      body: userIdBody,
      maxBodyBytes: 1024,
      handler: async ({ body: { userId }, caller, store, now }) => {
        const data = await personalData(store, userId, now);
        if (!data) throw notFound('Usuário não encontrado.');
        const account = data.conta as { email: string };
        await appendAudit(
          store,
          {
            ...adminActor(requireCaller(caller)),
            what: 'user-data-exported',
            email: account.email,
            userId,
            target: userId,
            before: null,
            after: null,
          },
          now,
        );
        return jsonResponse(200, data, {
          'content-disposition': `attachment; filename="${PERSONAL_DATA_FILE}"`,
          'cache-control': 'no-store',
        });
      },
    }),
  },
});
