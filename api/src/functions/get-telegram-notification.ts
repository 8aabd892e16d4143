import { z } from 'zod';
import { deriveRoles } from '../../../src/domain/identity/derive-roles';
import { can } from '../../../src/domain/permissions';
import { timeframeSchema } from '../../../src/domain/reading-schema';
import { readingsList } from '../alerts/readings-list';
import { assetKeySchema } from '../ingest/ingest-schema';
import { defineFunction, method } from '../http/define-function';
import { config } from '../config';
import { HttpError, forbidden, jsonResponse, notFound } from '../http/errors';
import { clientAddress, fixedWindowLimiter } from '../http/rate-limit';
import { assets } from '../store/assets';
import { notifications } from '../store/notifications';
import { subscriptionsOf } from '../store/subscriptions';
import { findOwnAsset } from '../store/user-assets';
import { users } from '../store/users';
import { miniAppUserId } from '../telegram/mini-app-user';

const query = z.object({
  asset: assetKeySchema,
  timeframe: timeframeSchema.optional(),
  u: z.string().min(1).max(128).regex(/^[A-Za-z0-9_.|@:-]+$/, 'usuário inválido'),
  timestamp: z.string().max(40).optional(),
  nid: z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, 'notificação inválida').optional(),
});

const DENIED = 'Essa pagina só funciona no Telegram';
const TOO_MANY = 'Muitas tentativas. Tente de novo em um minuto.';

/** Per caller address: a legitimate reader opens the page a few times a minute at most. */
export const MINI_PAGE_CALLS_PER_MINUTE = 30;
const limiter = fixedWindowLimiter(MINI_PAGE_CALLS_PER_MINUTE, 60_000);

/** The signed WebApp data Telegram gives the page, sent as it came (never in the URL, which gets logged). */
export const INIT_DATA_HEADER = 'x-telegram-init-data';

/**
 * GET /api/getTelegramNotification — data of the Telegram mini-page (spec 02 §2). It opens inside Telegram without
 * the site's cookie, so the caller proves itself with the `initData` Telegram signed with the bot's token: its user
 * (the chat, in a private chat with the bot) must be the saved, active Telegram chat of the user `u`, and that user
 * must still be allowed Telegram alerts (a lapsed subscription stops the page too). Forged or stale initData, or a
 * chat that is not the user's, is refused alike; callers are rate-limited.
 */
export const getTelegramNotification = defineFunction({
  name: 'getTelegramNotification',
  methods: {
    GET: method({
      access: 'self',
      query,
      handler: async ({ request, query: params, store, now }) => {
        if (!limiter.take(clientAddress(request.headers), now.getTime())) throw new HttpError(429, TOO_MANY, { 'retry-after': '60' });
        const chatId = miniAppUserId(request.headers.get(INIT_DATA_HEADER) ?? '', config().telegramInitDataToken, now);
        const user = await users(store).findOne({ _id: params.u }, { projection: { telegram: 1 } });
        const saved = user?.telegram;
        if (!chatId || !user || !saved?.active || saved.id !== chatId) throw forbidden(DENIED);
        if (!can(deriveRoles(user._id, await subscriptionsOf(store, user._id), now), 'telegram:use')) throw forbidden(DENIED);
        // An alert on one of the user's own assets (POST /api/userIngest) opens this page too.
        const asset = (await assets(store).findOne({ _id: params.asset })) ?? (await findOwnAsset(store, user._id, params.asset));
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
