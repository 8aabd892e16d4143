import { z } from 'zod';
import { timeframeSchema } from '@agulhadas/domain/reading-schema';
import { readingsList } from '../alerts/readings-list';
import { assetKeySchema } from '../ingest/ingest-schema';
import { defineFunction, method } from '../http/define-function';
import { jsonResponse, notFound } from '../http/errors';
import { assets } from '../store/assets';
import { notifications } from '../store/notifications';
import { findOwnAsset } from '../store/user-assets';
import { miniPageCaller, miniPageUserSchema } from '../telegram/mini-page-caller';

const query = z.object({
  asset: assetKeySchema,
  timeframe: timeframeSchema.optional(),
  u: miniPageUserSchema,
  timestamp: z.string().max(40).optional(),
  nid: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'notificação inválida')
    .optional(),
});

/**
 * GET /api/getTelegramNotification — data of the Telegram mini-page. It opens inside Telegram without
 * the site's cookie: the caller proves itself with the `initData` Telegram signed (mini-page-caller.ts).
 */
export const getTelegramNotification = defineFunction({
  name: 'getTelegramNotification',
  methods: {
    GET: method({
      access: 'self',
      query,
      handler: async ({ request, query: params, store, now }) => {
        const { userId } = await miniPageCaller(store, request.headers, params.u, now);
        // An alert on one of the user's own assets (POST /api/userIngest) opens this page too.
        const asset =
          (await assets(store).findOne({ _id: params.asset })) ?? (await findOwnAsset(store, userId, params.asset));
        if (!asset) throw notFound(`Ativo desconhecido: ${params.asset}.`);
        const notification = params.nid ? await notifications(store).findOne({ _id: params.nid, userId }) : null;
        return jsonResponse(200, {
          userId,
          asset: asset.asset,
          assetType: asset.assetType,
          nome: asset.nome,
          marketHours: asset.marketHours ?? 'ALWAYS',
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
