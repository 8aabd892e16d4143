import { z } from 'zod';
import { pushSubscriptions } from '@agulhadas/delivery/push/push-subscriptions';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { adminActor, requireCaller } from '../services/admin/admin-actor';
import { userIdField } from '../services/admin/user-id-schema';
import { appendAudit } from '../store/audit-log';
import { users } from '../store/users';

const body = z.strictObject({
  userId: userIdField,
  deviceId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Aparelho inválido.' }),
});

/**
 * POST /api/backoffice/removePushDevice {userId, deviceId} (admins): the same as the person's own removal on
 * /dispositivos (the device receives nothing more), for a phone sold or lost.
 */
export const backofficeRemovePushDevice = defineFunction({
  name: 'backofficeRemovePushDevice',
  route: 'backoffice/removePushDevice',
  methods: {
    POST: method({
      access: 'admin',
      body,
      maxBodyBytes: 1024,
      handler: async ({ body: { userId, deviceId }, caller, store, now }) => {
        const user = await users(store).findOne({ _id: userId }, { projection: { email: 1 } });
        if (!user) throw notFound('Usuário não encontrado.');
        const device = await pushSubscriptions(store).findOneAndDelete({ _id: deviceId, userId });
        if (!device)
          return jsonResponse(200, {
            alreadyHandled: true,
            message: 'Este aparelho já tinha sido removido; nada mudou.',
          });
        await appendAudit(
          store,
          {
            ...adminActor(requireCaller(caller)),
            what: 'user-push-device-removed',
            email: user.email,
            userId,
            target: deviceId,
            before: { device: device.label, createdAt: device.createdAt },
            after: null,
          },
          now,
        );
        return jsonResponse(200, {
          alreadyHandled: false,
          message: 'Aparelho removido. Ele não recebe mais notificações.',
        });
      },
    }),
  },
});
