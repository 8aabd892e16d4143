import { z } from 'zod';
import { deriveRoles } from '../../../src/domain/identity/derive-roles';
import { can } from '../../../src/domain/permissions';
import { timeframeSchema } from '../../../src/domain/reading-schema';
import { readingsList } from '../alerts/readings-list';
import { assetKeySchema } from '../ingest/ingest-schema';
import { defineFunction, method } from '../http/define-function';
import { forbidden, jsonResponse, notFound } from '../http/errors';
import { secretMatches } from '../http/secret-matches';
import { assets } from '../store/assets';
import { notifications } from '../store/notifications';
import { subscriptionsOf } from '../store/subscriptions';
import { users } from '../store/users';

const query = z.object({
  telegram: z.string().trim().min(1).max(64),
  asset: assetKeySchema,
  timeframe: timeframeSchema.optional(),
  u: z.string().min(1).max(128).regex(/^[A-Za-z0-9_.|@:-]+$/, 'usuário inválido'),
  timestamp: z.string().max(40).optional(),
  nid: z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, 'notificação inválida').optional(),
});

const DENIED = 'Essa pagina só funciona no Telegram';

/**
 * GET /api/getTelegramNotification — data of the Telegram mini-page (spec 02 §2). It opens inside Telegram without
 * the site's cookie, so the caller proves itself with the pair (u, telegram): the user's id and the chat id
 * Telegram gives the page, which must equal the user's saved, active Telegram code. The user must still be
 * allowed Telegram alerts (a lapsed subscription stops the page too).
 */
export const getTelegramNotification = defineFunction({
  name: 'getTelegramNotification',
  methods: {
    GET: method({
      access: 'self',
      query,
      handler: async ({ query: params, store, now }) => {
        const user = await users(store).findOne({ _id: params.u }, { projection: { telegram: 1 } });
        const saved = user?.telegram;
        if (!user || !saved?.active || !secretMatches(params.telegram, saved.id)) throw forbidden(DENIED);
        if (!can(deriveRoles(user._id, await subscriptionsOf(store, user._id), now), 'telegram:use')) throw forbidden(DENIED);
        const asset = await assets(store).findOne({ _id: params.asset });
        if (!asset) throw notFound(`Ativo desconhecido: ${params.asset}.`);
        const notification = params.nid ? await notifications(store).findOne({ _id: params.nid, userId: user._id }) : null;
        return jsonResponse(200, {
          userId: user._id,
          asset: asset.asset,
          nome: asset.nome,
          assetInfo: readingsList(asset.readings),
          notification: notification
            ? {
                _id: notification._id,
                asset: notification.asset,
                timeframe: notification.timeframe,
                message: notification.message,
                timestamp: notification.timestamp,
                lastNotification: notification.lastNotification,
                assetData: readingsList(notification.assetData),
              }
            : null,
        });
      },
    }),
  },
});
