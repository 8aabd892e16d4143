import { z } from 'zod';
import { withoutOperatorKeys } from '../alerts/alert-request-schemas';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { NOTIFICATIONS_KEPT, notifications } from '../store/notifications';

/** The id that deletes every notification: "alll", with three l's, as clients already send it. */
export const DELETE_ALL_NOTIFICATIONS = 'alll';

const deleteBody = withoutOperatorKeys(
  z.object({
    id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Identificador inválido.'),
  }),
);

/**
 * /api/userNotifications: GET the caller's last 100 notifications, newest first; DELETE `{id}` removes one, or
 * all with `'alll'`. Every query is filtered by the caller's id.
 */
export const userNotifications = defineFunction({
  name: 'userNotifications',
  methods: {
    GET: method({
      access: 'user',
      handler: async ({ caller, store }) => {
        if (!caller) throw new Error('user access without caller');
        const docs = await notifications(store)
          .find({ userId: caller.userId }, { sort: { timestamp: -1 }, limit: NOTIFICATIONS_KEPT })
          .toArray();
        return jsonResponse(200, { notifications: docs.map(({ userId: _owner, ...notification }) => notification) });
      },
    }),
    DELETE: method({
      access: 'user',
      body: deleteBody,
      handler: async ({ caller, body, store }) => {
        if (!caller) throw new Error('user access without caller');
        const all = body.id === DELETE_ALL_NOTIFICATIONS;
        const result = all
          ? await notifications(store).deleteMany({ userId: caller.userId })
          : await notifications(store).deleteOne({ _id: body.id, userId: caller.userId });
        if (!all && result.deletedCount === 0) throw notFound('Notificação não encontrada.');
        return jsonResponse(200, { result: { deletedCount: result.deletedCount, value: { _id: body.id } } });
      },
    }),
  },
});
